import { Secret, TOTP } from "otpauth";
import { createApiToken } from "../../../server/services/staff/api-tokens";
import { createFirstAdmin } from "../../../server/services/staff/create-first-admin";
import type { StaffRole } from "../../../src/contract/staff";
import type { TestApp } from "./test-app";

/** Back-office helpers for server tests: staff made through the real enrolment (TOTP path). */

export interface StaffAnswer {
  status: number;
  body: { code: number; data: unknown; message?: string };
  headers: Headers;
}

export async function staffCall(
  t: TestApp,
  method: string,
  path: string,
  options: { json?: unknown; cookie?: string | null; bearer?: string; ip?: string } = {},
): Promise<StaffAnswer> {
  const headers: Record<string, string> = {};
  if (options.ip) headers["x-test-ip"] = options.ip;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const res = await t.request(`/api${path}`, {
    method,
    headers,
    ...(method === "GET" ? {} : { json: options.json ?? {} }),
  });
  return { status: res.status, body: (await res.json()) as StaffAnswer["body"], headers: res.headers };
}

/** The `__Host-staff=…` pair an answer set, or null. */
export function staffCookie(headers: Headers): string | null {
  for (const line of headers.getSetCookie()) {
    const match = /^__Host-staff=([^;]*)/.exec(line);
    if (match?.[1]) return `__Host-staff=${match[1]}`;
  }
  return null;
}

export const tokenOfLink = (link: string): string => link.slice(link.indexOf("#") + 1);

export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: at.getTime(),
  });
}

export interface EnrolledStaff {
  id: number;
  email: string;
  cookie: string;
  secret: string;
}

/** Enrols from an invitation link with the TOTP fallback; returns the session cookie and the secret. */
export async function enrolWithTotp(t: TestApp, link: string): Promise<EnrolledStaff> {
  const token = tokenOfLink(link);
  const started = await staffCall(t, "POST", "/quan-tri/enrol/totp", { json: { token } });
  if (started.status !== 200) throw new Error(`enrol/totp: ${started.status} ${started.body.message}`);
  const { secret } = started.body.data as { secret: string };
  const done = await staffCall(t, "POST", "/quan-tri/enrol/totp/confirm", {
    json: { token, code: totpCode(secret, t.clock.now()) },
  });
  const cookie = staffCookie(done.headers);
  if (done.status !== 200 || !cookie) throw new Error(`enrol/totp/confirm: ${done.status} ${done.body.message}`);
  const me = done.body.data as { id: number; email: string };
  // The next TOTP sign-in must use a later step than the enrolment's code.
  t.clock.advance(30_000);
  return { id: me.id, email: me.email, cookie, secret };
}

export async function firstAdmin(t: TestApp, email = "admin@vay.test"): Promise<EnrolledStaff> {
  const made = await createFirstAdmin(t.deps, { email, fullName: "Quản Trị Viên" });
  if (made.kind !== "ok") throw new Error(`createFirstAdmin: ${made.kind}`);
  return enrolWithTotp(t, made.link);
}

export async function invite(t: TestApp, admin: EnrolledStaff, role: StaffRole, email: string): Promise<EnrolledStaff> {
  const invited = await staffCall(t, "POST", "/quan-tri/staff/invite", {
    cookie: admin.cookie,
    json: { email, fullName: `Nhân Viên ${role}`, role },
  });
  if (invited.status !== 200) throw new Error(`invite: ${invited.status} ${invited.body.message}`);
  return enrolWithTotp(t, (invited.body.data as { link: string }).link);
}

/** Signs in again with the TOTP fallback (a later step than any code used before); updates the cookie. */
export async function signInAgain(t: TestApp, staff: EnrolledStaff): Promise<EnrolledStaff> {
  t.clock.advance(30_000);
  const res = await staffCall(t, "POST", "/quan-tri/sign-in/totp", {
    json: { email: staff.email, code: totpCode(staff.secret, t.clock.now()) },
  });
  const cookie = staffCookie(res.headers);
  if (res.status !== 200 || !cookie) throw new Error(`sign-in: ${res.status} ${res.body.message}`);
  staff.cookie = cookie;
  return staff;
}

/**
 * A script's credential: an active staff member of `role` (made straight in the table) and an API
 * token of theirs (`stf_…`), made by the real service. Answers the bearer value and the ids.
 */
export async function staffApiToken(
  t: TestApp,
  role: StaffRole,
  email = `${role}-script@vay.test`,
): Promise<{ token: string; tokenId: number; staffId: number }> {
  const row = await t.database.db
    .insertInto("staff")
    .values({ email, full_name: `Kịch Bản ${role}`, role, status: "active", created_at: t.clock.now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const actor = { staffId: row.id, email, fullName: email, role, via: "session" as const, sessionHash: null, ip: "" };
  const made = await createApiToken(t.deps, actor, "kịch bản");
  return { token: made.token, tokenId: made.id, staffId: row.id };
}
