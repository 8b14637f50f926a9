import type { Database } from "../../server/db/connect";
import { hashPassword } from "../../server/services/passwords";
import { solveCaptcha } from "./support/otp-flow";
import type { TestApp } from "./support/test-app";

/** Helpers of the tests/server/accounts-*.test.ts files. */

export interface Answer {
  status: number;
  code: number;
  data: unknown;
  message?: string;
}

export async function post(t: TestApp, path: string, json: unknown, init: { ip?: string; method?: string } = {}) {
  const res = await t.request(path, { method: init.method ?? "POST", json, ...(init.ip ? { ip: init.ip } : {}) });
  const body = (await res.json()) as Omit<Answer, "status">;
  return { status: res.status, ...body, headers: res.headers };
}

/** The session cookie's value a sign-in answer set (Set-Cookie: __Host-session=…), or null. */
export function sessionCookie(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    const match = /^__Host-session=([^;]*)/.exec(line);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** A GET as the browser sends it when signed in: the session in the Cookie header. */
export async function getWithToken(t: TestApp, path: string, session?: string) {
  const res = await t.request(path, session ? { headers: { cookie: `__Host-session=${session}` } } : {});
  const body = (await res.json()) as Omit<Answer, "status">;
  return { status: res.status, ...body };
}

export async function createUser(
  database: Database,
  user: { phone: string; password: string; email?: string | null; fullName?: string; verified?: boolean },
): Promise<number> {
  const row = await database.db
    .insertInto("users")
    .values({
      username: user.phone,
      email: user.email ?? null,
      full_name: user.fullName ?? "Nguyễn Văn An",
      password_hash: await hashPassword(user.password),
      ...(user.verified === false ? { phone_verified_at: null } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Signs in and returns the session cookie's value (the body carries no token). */
export async function signIn(t: TestApp, username: string, password: string, ip = "198.51.100.1"): Promise<string> {
  const answer = await post(t, "/api/auth/login", { username, password }, { ip });
  if (answer.code !== 200) throw new Error(`sign-in failed: ${answer.code} ${answer.message}`);
  const session = sessionCookie(answer.headers);
  if (!session) throw new Error("sign-in set no session cookie");
  return session;
}

/** The newest code the outbox holds for a phone. */
export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const answer = await getWithToken(t, `/api/dev/outbox?phone=${phone}`);
  const otp = (answer.data as Array<{ otp: string | null }>)[0]?.otp;
  if (!otp) throw new Error(`no code in the outbox for ${phone}`);
  return otp;
}

/** Forgot password up to the validateToken: send a code, read it, confirm it. */
export async function validateTokenFor(t: TestApp, phone: string, ip = "198.51.100.2"): Promise<string> {
  const sent = await post(t, "/api/auth/sendOtp", { username: phone, captchaResponse: await solveCaptcha(t) }, { ip });
  const { transactionId } = sent.data as { transactionId: string };
  const otp = await latestCode(t, phone);
  const verified = await post(t, "/api/auth/verifyotp", { username: phone, otp, transactionId }, { ip });
  if (verified.code !== 200) throw new Error(`verify failed: ${verified.code} ${verified.message}`);
  return (verified.data as { validateToken: string }).validateToken;
}

/** A saved lead of the funnel for a phone (with the loan ticket it belongs to). */
export async function insertLead(
  database: Database,
  lead: { code: string; phone: string; createdAt: Date; amount?: number; score?: number; partner?: string | null },
): Promise<void> {
  const amount = lead.amount ?? 10_000_000;
  await database.db
    .insertInto("loan_tickets")
    .values({
      code: lead.code,
      phone: lead.phone,
      amount,
      term: 6,
      ip: null,
      created_at: lead.createdAt,
      verified_at: null,
    })
    .execute();
  await database.db
    .insertInto("leads")
    .values({
      ticket_code: lead.code,
      full_name: "Nguyễn Văn An",
      national_id: "001090123456",
      phone: lead.phone,
      birth_year: 1990,
      gender: "Nam",
      address: "",
      city: "",
      job: "",
      email: "",
      income: 7_000_000,
      income_type: 0,
      loan_amount: amount,
      loan_term: 6,
      company: "",
      company_address: "",
      source_url: "",
      district: "",
      ward: "",
      page_code: "LOAN_HUB",
      status: 1,
      score: lead.score ?? 60,
      is_confirmed: "confirmed",
      outcome_partner_name: lead.partner ?? null,
      scorecard_version: "test",
      score_points: JSON.stringify({ base: 5, age: 15, income: 14, housing: 8, marital: 10, dependents: 8 }),
      created_at: lead.createdAt,
    })
    .execute();
}
