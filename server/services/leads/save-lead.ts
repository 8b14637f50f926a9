import { INCOME_AMOUNT } from "../../../src/contract/funnel";
import type { LeadRecord } from "../../../src/contract/funnel-lead";
import { LOAN_HUB_PAGE_CODE } from "../../../src/domain/constants";
import { birthYearFromNationalId, genderFromNationalId } from "../../../src/domain/national-id";
import { INCOME_OPTIONS, type IncomeOption } from "../../../src/domain/options";
import type { Deps } from "../../deps";
import type { TicketRow } from "../loan-ticket/funnel-ticket";
import { outcomeFor } from "../partners";
import { recordDelivery } from "../partners/deliveries";

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
  // The lead and its partner delivery are one transaction (the outbox): the queue job is created
  // after the commit, and a sweep creates it if this process stops in between.
  const { inserted, deliveryId } = await db.transaction().execute(async (trx) => {
    const inserted = await trx
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
        created_at: deps.clock.now(),
      })
      .onConflict((oc) => oc.column("ticket_code").doNothing())
      .returning("id")
      .executeTakeFirst();
    const deliveryId =
      inserted && partner
        ? await recordDelivery(trx, {
            kind: "lead",
            subjectCode: ticket.code,
            partnerId: partner.id,
            now: deps.clock.now(),
          })
        : null;
    return { inserted, deliveryId };
  });
  if (deliveryId !== null && deps.partnerQueue) {
    await deps.partnerQueue.enqueue(deliveryId).catch((error: Error) => {
      deps.log.warn("partner enqueue failed; the sweep will retry", { ticket: ticket.code, error: error.message });
    });
  }
  const created = inserted !== undefined;
  if (created) deps.log.info("lead saved", { ticket: ticket.code, score: ticket.score, partner: partner?.id ?? null });
  return { ok: true, created };
}
