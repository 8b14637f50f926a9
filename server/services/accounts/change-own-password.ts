import type { Deps } from "../../deps";
import { hashPassword, verifyPassword } from "../passwords";
import { clearLimit, hit, hitEach, limitRules, peek } from "../rate-limit";
import { endAllSessions, type StartedSession, startSession } from "../sessions";

export type ChangeOwnPasswordResult =
  /** endedSessions: the account's other sessions, now ended. */
  | { kind: "ok"; session: StartedSession; endedSessions: number }
  /** The current password is wrong: counted as a failed sign-in of the account. */
  | { kind: "wrongPassword" }
  /** The caller's IP, or the account's failed attempts, are over the sign-in limits. */
  | { kind: "throttled"; retryAfterSeconds: number };

const HOUR_SECONDS = 3600;

/**
 * "Đổi mật khẩu" of a signed-in customer (issue 33). Rate-limited as a sign-in: every attempt counts
 * against the caller's IP (LOGIN_PER_IP_PER_HOUR) and a wrong current password against the account's
 * failed sign-ins (LOGIN_PER_ACCOUNT_PER_HOUR, refused beyond: a stolen session cannot guess the
 * password). On success the password is replaced and session_version bumped (older sessions can no
 * longer be used even before they are deleted); every
 * session of the account is deleted and a new one started for this device, so the other devices are
 * signed out and this one stays in.
 */
export async function changeOwnPassword(
  deps: Deps,
  input: { userId: number; currentPassword: string; password: string; ip: string },
  /** The password hasher (argon2id); tests pass a counting one. */
  hash: (password: string) => Promise<string> = hashPassword,
): Promise<ChangeOwnPasswordResult> {
  const db = deps.database.db;
  const limits = deps.config.rateLimits;
  const now = deps.clock.now();
  const refused = await hitEach(db, limitRules.loginByIp(limits, input.ip), now);
  if (refused) {
    deps.log.refused("password change throttled", refused.key, { tier: "ip" });
    return { kind: "throttled", retryAfterSeconds: refused.retryAfterSeconds };
  }
  const failures = limitRules.loginFailures(limits, { id: input.userId });
  if ((await peek(db, failures.key, failures.windowMs, now)) >= failures.limit) {
    deps.log.refused("password change throttled", failures.key, { tier: "account" });
    return { kind: "throttled", retryAfterSeconds: HOUR_SECONDS };
  }
  const account = await db
    .selectFrom("users")
    .select(["id", "password_hash", "session_version"])
    .where("id", "=", input.userId)
    .executeTakeFirst();
  if (!account || !(await verifyPassword(account.password_hash, input.currentPassword))) {
    await hit(db, failures.key, failures.limit, failures.windowMs, now);
    return { kind: "wrongPassword" };
  }
  const passwordHash = await hash(input.password);
  const updated = await db
    .updateTable("users")
    .set((eb) => ({ password_hash: passwordHash, session_version: eb("session_version", "+", 1), updated_at: now }))
    .where("id", "=", account.id)
    .returning(["id", "session_version"])
    .executeTakeFirstOrThrow();
  // This device's session is among them: it is replaced below, so the others are all but one.
  const endedSessions = Math.max(0, (await endAllSessions(deps, account.id)) - 1);
  await clearLimit(db, failures.key);
  const session = await startSession(deps, updated);
  deps.log.info("password changed by its owner", { userId: account.id, endedSessions });
  return { kind: "ok", session, endedSessions };
}
