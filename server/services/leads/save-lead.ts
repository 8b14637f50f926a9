import { sql } from "kysely";
import { INCOME_AMOUNT } from "../../../src/contract/funnel";
import type { LeadRecord } from "../../../src/contract/funnel-lead";
import { LOAN_HUB_PAGE_CODE } from "../../../src/domain/constants";
import { birthYearFromNationalId, genderFromNationalId } from "../../../src/domain/national-id";
import { INCOME_OPTIONS, type IncomeOption } from "../../../src/domain/options";
import type { Deps } from "../../deps";
import type { TicketRow } from "../loan-ticket/funnel-ticket";
import { outcomeFor } from "../partners";
import { deliveryKey } from "../partners/deliveries";

export type SaveLeadOutcome = { ok: true; created: boolean } | { ok: false; reason: "not_scored" | "mismatch" };

function incomeAmount(answer: string | null): number {
  return answer && (INCOME_OPTIONS as readonly string[]).includes(answer) ? INCOME_AMOUNT[answer as IncomeOption] : 0;
}

/**
 * Saves the lead of a verified ticket whose final score is stored, once: a retried or concurrent
 * save of the same ticket finds the row already there (unique ticket_code, ON CONFLICT DO NOTHING)
 * and succeeds without a second lead. What the server verified itself wins over the record: the
 * phone, e-mail, amount and term of the ticket, the name, ID and answers of the final score, the
 * score, and the birth year and gender derived from the ID. The record must agree with the
 * ticket on phone and national ID.
 */
export async function saveLead(
  deps: Deps,
  ticket: TicketRow,
  record: LeadRecord,
  ip: string,
): Promise<SaveLeadOutcome> {
  const points = ticket.score_points;
  const nationalId = ticket.national_id;
  if (
    ticket.final_scored_at === null ||
    ticket.score === null ||
    ticket.score_version === null ||
    points === null ||
    nationalId === null ||
    ticket.full_name === null
  ) {
    return { ok: false, reason: "not_scored" };
  }
  if (record.phone !== ticket.phone || record.nationalId !== nationalId) return { ok: false, reason: "mismatch" };

  const db = deps.database.db;
  const partner = await outcomeFor(db, ticket.score);
  const { full_name: fullName, score, score_version: scoreVersion } = ticket;
  // The lead and its partner delivery are one statement (the outbox; a statement is atomic, as
  // the transaction of four round trips was, issue 16): the delivery row only with a lead
  // inserted now. The queue job is created after it, and a sweep creates it if this process stops
  // in between.
  const now = deps.clock.now();
  const withLead = db.with("lead", (w) =>
    w
      .insertInto("leads")
      .values({
        ticket_code: ticket.code,
        full_name: fullName,
        national_id: nationalId,
        phone: ticket.phone,
        birth_year: birthYearFromNationalId(nationalId) ?? record.birthday,
        gender: genderFromNationalId(nationalId) ?? record.gender,
        address: record.address,
        city: record.city,
        job: record.job,
        email: ticket.email,
        income: incomeAmount(ticket.income_answer),
        income_type: record.incomeType,
        loan_amount: ticket.amount,
        loan_term: ticket.term,
        company: record.company,
        company_address: record.companyAddress,
        source_url: record.sourceUrl,
        click_id: record.clickId,
        ip,
        district: record.district,
        ward: record.ward,
        page_code: LOAN_HUB_PAGE_CODE,
        status: record.status,
        score,
        is_confirmed: record.isConfirmed,
        pub_id: record.pubId,
        attribution_partner_id: record.partnerId,
        utm_source: record.utmSource,
        utm_campaign: record.utmCampaign,
        utm_content: record.utmContent,
        utm_term: record.utmTerm,
        utm_medium: record.utmMedium,
        sub1: record.sub1,
        sub2: record.sub2,
        sub3: record.sub3,
        sub4: record.sub4,
        sub5: record.sub5,
        outcome_partner_id: partner?.id ?? null,
        outcome_partner_name: partner?.name ?? null,
        scorecard_version: scoreVersion,
        score_points: JSON.stringify(points),
        created_at: now,
      })
      .onConflict((oc) => oc.column("ticket_code").doNothing())
      .returning("id"),
  );
  let inserted: { id: number } | undefined;
  let deliveryId: number | null = null;
  if (partner) {
    const row = await withLead
      .with("delivery", (w) =>
        w
          .insertInto("partner_deliveries")
          .columns(["idempotency_key", "kind", "subject_code", "partner_id", "created_at", "updated_at"])
          .expression((eb) =>
            eb
              .selectFrom("lead")
              .select([
                eb.val(deliveryKey("lead", ticket.code)).as("idempotency_key"),
                eb.val("lead").as("kind"),
                eb.val(ticket.code).as("subject_code"),
                eb.val(partner.id).as("partner_id"),
                eb.cast<Date>(eb.val(now), "timestamptz").as("created_at"),
                eb.cast<Date>(eb.val(now), "timestamptz").as("updated_at"),
              ]),
          )
          .onConflict((oc) => oc.column("idempotency_key").doNothing())
          .returning("id"),
      )
      .selectFrom("lead")
      .leftJoin("delivery", (join) => join.on(sql<boolean>`true`))
      .select(["lead.id as id", "delivery.id as delivery_id"])
      .executeTakeFirst();
    inserted = row ? { id: row.id } : undefined;
    deliveryId = row?.delivery_id ?? null;
  } else {
    inserted = await withLead.selectFrom("lead").select("id").executeTakeFirst();
  }
  if (deliveryId !== null && deps.partnerQueue) {
    await deps.partnerQueue.enqueue(deliveryId).catch((error: Error) => {
      deps.log.warn("partner enqueue failed; the sweep will retry", { ticket: ticket.code, error: error.message });
    });
  }
  const created = inserted !== undefined;
  if (created) deps.log.info("lead saved", { ticket: ticket.code, score: ticket.score, partner: partner?.id ?? null });
  return { ok: true, created };
}
