import { randomBytes } from "node:crypto";
import type { Deps } from "../../deps";
import { hashPassword, verifyPassword } from "../passwords";
import { clearLimit, hitEach, limitRules } from "../rate-limit";
import { findAccountByLogin, type SessionAnswer, sessionAnswer } from "./users";

export type LoginResult =
  | { kind: "ok"; session: SessionAnswer }
  /** Unknown account or wrong password: one answer for both. */
  | { kind: "refused" }
  | { kind: "throttled"; retryAfterSeconds: number };

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
 * Signs a customer in by phone or e-mail. Every attempt counts against the caller's IP and the
 * account name (LOGIN_PER_IP_PER_HOUR, LOGIN_PER_ACCOUNT_PER_HOUR) before any password is checked;
 * a success forgets the account's count.
 */
export async function login(
  deps: Deps,
  input: { username: string; password: string; ip: string },
): Promise<LoginResult> {
  const db = deps.database.db;
  const rules = limitRules.login(deps.config.rateLimits, input.username, input.ip);
  const refused = await hitEach(db, rules, deps.clock.now());
  if (refused) {
    deps.log.warn("login throttled", { tier: refused.key.split(":")[1] });
    return { kind: "throttled", retryAfterSeconds: refused.retryAfterSeconds };
  }
  const account = await findAccountByLogin(db, input.username);
  const matches = await verifyPassword(account?.password_hash ?? (await dummy()), input.password);
  if (!account || !matches) return { kind: "refused" };
  const accountRule = rules.find((rule) => rule.key.startsWith("login:account:"));
  if (accountRule) await clearLimit(db, accountRule.key);
  return { kind: "ok", session: await sessionAnswer(deps, account) };
}
