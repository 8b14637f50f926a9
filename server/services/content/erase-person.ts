import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema";

/** Rows changed per kind of data: what the operator and the request record are told. */
export interface ErasedCounts {
  leads: number;
  tickets: number;
  consents: number;
  visits: number;
  accounts: number;
  codes: number;
  messages: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** What an anonymised visit keeps as its address (the column is required). */
export const ANONYMOUS_IP = "0.0.0.0";

const count = (result: { numUpdatedRows?: bigint; numDeletedRows?: bigint }) =>
  Number(result.numUpdatedRows ?? result.numDeletedRows ?? 0n);

/**
 * Anonymises what the database holds about one phone: its leads, its loan requests and their
 * consents, the visits tied to them (same publisher click id, or same address within a day of a
 * request), its account, and deletes its one-time codes and SMS. Amounts, scores and dates stay,
 * without anything that points back to the person, so the statistics still add up.
 */
export async function erasePerson(
  db: Kysely<DB>,
  phone: string,
  now: Date,
  options: { removeApplicationFiles?: (codes: string[]) => Promise<void> } = {},
): Promise<ErasedCounts> {
  // Loan applications (identity images, selfie, contract) are deleted outright, files included.
  const applications = await db.selectFrom("loan_applications").select("code").where("phone", "=", phone).execute();
  const applicationCodes = applications.map((row) => row.code);
  if (applicationCodes.length > 0) {
    await db.deleteFrom("loan_applications").where("code", "in", applicationCodes).execute();
    await options.removeApplicationFiles?.(applicationCodes);
  }
  const tickets = await db
    .selectFrom("loan_tickets")
    .select(["code", "ip", "created_at", "user_id"])
    .where("phone", "=", phone)
    .execute();
  const codes = tickets.map((ticket) => ticket.code);
  const leads = await db
    .selectFrom("leads")
    .select(["id", "click_id", "ip", "created_at"])
    .where((eb) => eb.or([eb("phone", "=", phone), ...(codes.length ? [eb("ticket_code", "in", codes)] : [])]))
    .execute();

  const clickIds = leads.flatMap((lead) => (lead.click_id ? [lead.click_id] : []));
  const sightings = [...tickets, ...leads].flatMap((row) =>
    row.ip ? [{ ip: row.ip, at: new Date(row.created_at).getTime() }] : [],
  );
  let visits = 0;
  if (clickIds.length > 0 || sightings.length > 0) {
    const result = await db
      .updateTable("tracking_visits")
      .set({ ip_address: ANONYMOUS_IP, pub_click_id: null, sub1: null, sub2: null, sub3: null, sub4: null, sub5: null })
      .where((eb) =>
        eb.or([
          ...(clickIds.length ? [eb("pub_click_id", "in", clickIds)] : []),
          ...sightings.map((seen) =>
            eb.and([
              eb("ip_address", "=", seen.ip),
              eb("first_seen_at", ">=", new Date(seen.at - DAY_MS)),
              eb("first_seen_at", "<=", new Date(seen.at + DAY_MS)),
            ]),
          ),
        ]),
      )
      .executeTakeFirst();
    visits = count(result);
  }

  const leadIds = leads.map((lead) => lead.id);
  const leadRows = leadIds.length
    ? count(
        await db
          .updateTable("leads")
          .set({
            full_name: "",
            national_id: "",
            phone: "",
            email: "",
            address: "",
            city: "",
            job: "",
            company: "",
            company_address: "",
            district: "",
            ward: "",
            source_url: "",
            click_id: null,
            ip: null,
            sub1: null,
            sub2: null,
            sub3: null,
            sub4: null,
            sub5: null,
          })
          .where("id", "in", leadIds)
          .executeTakeFirst(),
      )
    : 0;

  const ticketRows = codes.length
    ? count(
        await db
          .updateTable("loan_tickets")
          .set({
            phone: "",
            email: "",
            ip: null,
            full_name: null,
            national_id: null,
            income_answer: null,
            housing_answer: null,
            marital_answer: null,
            dependents_answer: null,
          })
          .where("code", "in", codes)
          .executeTakeFirst(),
      )
    : 0;

  const consents = count(
    await db
      .updateTable("consents")
      .set({ phone: "", ip: null })
      .where((eb) => eb.or([eb("phone", "=", phone), ...(codes.length ? [eb("ticket_code", "in", codes)] : [])]))
      .executeTakeFirst(),
  );

  const ticketUsers = tickets.flatMap((ticket) => (ticket.user_id === null ? [] : [ticket.user_id]));
  const users = await db
    .selectFrom("users")
    .select("id")
    .where((eb) => eb.or([eb("username", "=", phone), ...(ticketUsers.length ? [eb("id", "in", ticketUsers)] : [])]))
    .execute();
  const userIds = users.map((user) => user.id);
  let accounts = 0;
  if (userIds.length > 0) {
    await db.deleteFrom("password_reset_tokens").where("user_id", "in", userIds).execute();
    accounts = count(
      await db
        .updateTable("users")
        .set((eb) => ({
          username: sql<string>`'deleted-' || id`,
          email: null,
          full_name: "",
          // Not a hash any password can match: the account can never sign in again.
          password_hash: "!erased",
          session_version: eb("session_version", "+", 1),
          phone_verified_at: null,
          updated_at: now,
        }))
        .where("id", "in", userIds)
        .executeTakeFirst(),
    );
  }

  const otpCodes = count(await db.deleteFrom("otp_codes").where("phone", "=", phone).executeTakeFirst());
  const messages = count(await db.deleteFrom("sms_outbox").where("phone", "=", phone).executeTakeFirst());

  return {
    leads: leadRows,
    tickets: ticketRows,
    consents,
    visits,
    accounts,
    codes: otpCodes,
    messages,
  };
}
