import type { Deps } from "../../deps";
import { hashPassword } from "../passwords";
import { HOUR_MS, hitEach } from "../rate-limit";
import { findAccountByPhone, type SessionAnswer, sessionAnswer } from "./users";

export interface Registration {
  fullName: string;
  phone: string;
  email: string;
  password: string;
  ip: string;
}

export type RegisterResult =
  | { kind: "ok"; session: SessionAnswer }
  | { kind: "phoneExists" }
  | { kind: "emailTaken" }
  | { kind: "throttled"; retryAfterSeconds: number };

async function emailTaken(deps: Deps, email: string): Promise<boolean> {
  if (email === "") return false;
  const row = await deps.database.db
    .selectFrom("users")
    .select("id")
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Creates an account (username = phone) and signs it in. The phone is not proven yet
 * (phone_verified_at stays null) until a password reset confirms it by OTP, so the loan records of
 * that phone stay hidden from whoever registered it. Limited per IP like sign-ins.
 */
export async function register(deps: Deps, input: Registration): Promise<RegisterResult> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const rule = { key: `register:ip:${input.ip}`, limit: deps.config.rateLimits.loginPerIpPerHour, windowMs: HOUR_MS };
  const refused = await hitEach(db, [rule], now);
  if (refused) return { kind: "throttled", retryAfterSeconds: refused.retryAfterSeconds };
  if (await findAccountByPhone(db, input.phone)) return { kind: "phoneExists" };
  if (await emailTaken(deps, input.email)) return { kind: "emailTaken" };

  const passwordHash = await hashPassword(input.password);
  const inserted = await db
    .insertInto("users")
    .values({
      username: input.phone,
      email: input.email === "" ? null : input.email,
      full_name: input.fullName,
      password_hash: passwordHash,
      phone_verified_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning("id")
    .executeTakeFirst();
  // Another call took the phone or the e-mail meanwhile.
  if (!inserted) return (await findAccountByPhone(db, input.phone)) ? { kind: "phoneExists" } : { kind: "emailTaken" };
  const account = await findAccountByPhone(db, input.phone);
  if (!account) throw new Error("registered account vanished");
  deps.log.info("account registered", { userId: account.id });
  return { kind: "ok", session: await sessionAnswer(deps, account) };
}
