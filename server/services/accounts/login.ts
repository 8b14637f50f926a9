import { randomBytes } from "node:crypto";
import type { Deps } from "../../deps";
import { verifyCaptcha } from "../captcha/verify";
import { hashPassword, verifyPassword } from "../passwords";
import { clearLimit, hit, hitEach, limitRules, peek } from "../rate-limit";
import { findAccountByLogin, type SessionAnswer, sessionAnswer } from "./users";

export type LoginResult =
  | { kind: "ok"; session: SessionAnswer }
  /** Unknown account or wrong password: one answer for both. */
  | { kind: "refused" }
  /** The caller's IP made too many attempts. */
  | { kind: "throttled"; retryAfterSeconds: number }
  /** The account (or unknown name) had too many failed sign-ins: solve the bot check and send its payload. */
  | { kind: "captchaRequired" };

/**
 * A hash of a random password nobody knows, so an unknown account costs the same argon2id work as a
 * wrong password and the answer time does not tell which accounts exist.
 */
let dummyHash: Promise<string> | null = null;
const dummy = () => {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummyHash;
};

/**
 * Signs a customer in by phone or e-mail. Every attempt counts against the caller's IP
 * (LOGIN_PER_IP_PER_HOUR, refused beyond). Failed sign-ins count against the account, whichever of
 * its phone or e-mail was typed (an unknown name against itself, normalised); past
 * LOGIN_PER_ACCOUNT_PER_HOUR a sign-in needs a solved bot check instead of being refused, so
 * strangers cannot lock the owner out. A success forgets the account's failures.
 */
export async function login(
  deps: Deps,
  input: { username: string; password: string; ip: string; captchaResponse?: string | undefined },
): Promise<LoginResult> {
  const db = deps.database.db;
  const limits = deps.config.rateLimits;
  const refused = await hitEach(db, limitRules.loginByIp(limits, input.ip), deps.clock.now());
  if (refused) {
    deps.log.refused("login throttled", refused.key, { tier: "ip" });
    return { kind: "throttled", retryAfterSeconds: refused.retryAfterSeconds };
  }
  const account = await findAccountByLogin(db, input.username);
  const failures = limitRules.loginFailures(limits, account ? { id: account.id } : { username: input.username });
  const failed = await peek(db, failures.key, failures.windowMs, deps.clock.now());
  if (failed >= failures.limit) {
    const captcha = input.captchaResponse ? await verifyCaptcha(deps, input.captchaResponse) : null;
    if (!captcha?.ok) return { kind: "captchaRequired" };
  }
  const matches = await verifyPassword(account?.password_hash ?? (await dummy()), input.password);
  if (!account || !matches) {
    await hit(db, failures.key, failures.limit, failures.windowMs, deps.clock.now());
    return { kind: "refused" };
  }
  await clearLimit(db, failures.key);
  return { kind: "ok", session: await sessionAnswer(deps, account) };
}
