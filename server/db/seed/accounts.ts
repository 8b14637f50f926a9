import { LOAN_HUB_PAGE_CODE } from "../../../src/domain/constants";
import type { Database } from "../connect";
import type { SeedOptions } from "../seed";

/**
 * The demo customer of README "Development fixtures" (never in production): phone 0987654321,
 * password 'matkhau123', with two sample loan requests so /ho-so-vay has something to show.
 * The password hash is precomputed (argon2id, the parameters of server/services/passwords.ts) so
 * seeding costs no hashing. Idempotent: existing rows are left as they are.
 */
export const DEMO_CUSTOMER = {
  phone: "0987654321",
  password: "matkhau123",
  fullName: "Khách Hàng Mẫu",
  email: "demo@example.com",
} as const;

const DEMO_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$zz0BcF+nWBYkIk45JmafIw$CVBB3doWg1RziWlz0JOUQzt889QE81XYJld7dcoNSNk";

const DEMO_NATIONAL_ID = "001090123456";

/** Sample requests, scored with the scorecard of DESIGN.md (age 36: 15 points). */
export const DEMO_RECORDS = [
  {
    code: "LNDEMO000002",
    createdAt: new Date("2026-10-05T03:15:00.000Z"),
    amount: 20_000_000,
    term: 12,
    income: 10_000_000,
    points: { base: 5, age: 15, income: 22, housing: 8, marital: 14, dependents: 11 },
  },
  {
    code: "LNDEMO000001",
    createdAt: new Date("2026-06-12T09:40:00.000Z"),
    amount: 10_000_000,
    term: 6,
    income: 3_000_000,
    points: { base: 5, age: 15, income: 6, housing: 3, marital: 10, dependents: 1 },
  },
] as const;

/** The sample requests carry the scorecard version the caller names (the scoring service's). */
export async function seedAccounts(
  { db }: Database,
  { production, scorecardVersion }: SeedOptions & { scorecardVersion: string },
): Promise<void> {
  if (production) return;
  await db
    .insertInto("users")
    .values({
      username: DEMO_CUSTOMER.phone,
      email: DEMO_CUSTOMER.email,
      full_name: DEMO_CUSTOMER.fullName,
      password_hash: DEMO_PASSWORD_HASH,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const user = await db.selectFrom("users").select("id").where("username", "=", DEMO_CUSTOMER.phone).executeTakeFirst();
  if (!user) return;
  const partners = await db
    .selectFrom("partners")
    .select(["id", "name", "min_score"])
    .where("active", "=", true)
    .orderBy("min_score", "desc")
    .execute();

  for (const record of DEMO_RECORDS) {
    const score = Object.values(record.points).reduce((sum, points) => sum + points, 0);
    const partner = partners.find((p) => score >= p.min_score) ?? null;
    await db
      .insertInto("loan_tickets")
      .values({
        code: record.code,
        phone: DEMO_CUSTOMER.phone,
        email: DEMO_CUSTOMER.email,
        amount: record.amount,
        term: record.term,
        ip: null,
        created_at: record.createdAt,
        verified_at: record.createdAt,
        full_name: DEMO_CUSTOMER.fullName,
        national_id: DEMO_NATIONAL_ID,
        score,
        user_id: user.id,
      })
      .onConflict((oc) => oc.column("code").doNothing())
      .execute();
    await db
      .insertInto("leads")
      .values({
        ticket_code: record.code,
        full_name: DEMO_CUSTOMER.fullName,
        national_id: DEMO_NATIONAL_ID,
        phone: DEMO_CUSTOMER.phone,
        birth_year: 1990,
        gender: "Nam",
        address: "",
        city: "",
        job: "",
        email: DEMO_CUSTOMER.email,
        income: record.income,
        income_type: 0,
        loan_amount: record.amount,
        loan_term: record.term,
        company: "",
        company_address: "",
        source_url: "",
        district: "",
        ward: "",
        page_code: LOAN_HUB_PAGE_CODE,
        status: 1,
        score,
        is_confirmed: "confirmed",
        outcome_partner_id: partner?.id ?? null,
        outcome_partner_name: partner?.name ?? null,
        scorecard_version: scorecardVersion,
        score_points: JSON.stringify(record.points),
        created_at: record.createdAt,
      })
      .onConflict((oc) => oc.column("ticket_code").doNothing())
      .execute();
  }
}
