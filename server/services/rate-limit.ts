import { isIPv4, isIPv6 } from "node:net";
import { type Kysely, type RawBuilder, sql } from "kysely";
import type { RateLimits } from "../config";
import type { DB } from "../db/schema";

/**
 * Rate limits kept in the database, so several server instances sharing it enforce one limit
 * (docs/decisions/003-rate-limits.md). Each key has one row; a hit is one atomic
 * INSERT ... ON CONFLICT DO UPDATE ... RETURNING. The window slides: the estimate is the count of
 * the current fixed window plus the previous window's count weighted by how much of it still
 * overlaps the last windowMs.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export interface LimitRule {
  key: string;
  limit: number;
  windowMs: number;
}

export interface LimitResult {
  allowed: boolean;
  key: string;
  limit: number;
  /** The sliding-window estimate of calls in the last windowMs, this one included. */
  count: number;
  /** When a refused caller may try again, in whole seconds (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * The table a key's row lives in. SMS-sending counters and per-phone OTP checks are kept in a
 * logged table, so a crash does not hand out fresh windows (issue 30, as the OTP lock of
 * otp_attempts); every other tier, hit far more often, stays in the UNLOGGED rate_limits
 * (no WAL write per call; docs/decisions/003-rate-limits.md).
 */
export type LimitTable = "rate_limits" | "rate_limits_durable";
export function limitTable(key: string): LimitTable {
  return key.startsWith("sms:") || key.startsWith("otp-verify:phone:") ? "rate_limits_durable" : "rate_limits";
}

/** Expired rows are removed now and then by the hits themselves (no timer, no extra process). */
const PRUNE_PROBABILITY = 0.01;

interface HitRow {
  count: number;
  previous_count: number;
  window_start: Date;
}

/** The upsert of one hit, as a statement of its own or a step of hitEach's; `when` guards the insert. */
function hitStatement(rule: LimitRule, now: Date, when: RawBuilder<unknown> | null) {
  const { key, windowMs } = rule;
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  const windowStart = new Date(startMs);
  const previousStart = new Date(startMs - windowMs);
  const expiresAt = new Date(startMs + 2 * windowMs);
  const values =
    when === null
      ? sql`VALUES (${key}, ${windowStart}, 1, 0, ${expiresAt})`
      : sql`SELECT ${key}, ${windowStart}::timestamptz, 1, 0, ${expiresAt}::timestamptz WHERE ${when}`;
  return sql`
    INSERT INTO ${sql.table(limitTable(key))} AS r (key, window_start, count, previous_count, expires_at)
    ${values}
    ON CONFLICT (key) DO UPDATE SET
      previous_count = CASE
        WHEN r.window_start >= EXCLUDED.window_start THEN r.previous_count
        WHEN r.window_start = ${previousStart} THEN r.count
        ELSE 0
      END,
      count = CASE WHEN r.window_start >= EXCLUDED.window_start THEN r.count + 1 ELSE 1 END,
      window_start = GREATEST(r.window_start, EXCLUDED.window_start),
      expires_at = GREATEST(r.expires_at, EXCLUDED.expires_at)
    RETURNING count, previous_count, window_start
  `;
}

/** What a hit's row says: the sliding-window estimate, allowed or not, and when to retry. */
function resultOf(rule: LimitRule, row: HitRow, now: Date): LimitResult {
  const rowStart = new Date(row.window_start).getTime();
  const overlap = Math.min(1, Math.max(0, 1 - (now.getTime() - rowStart) / rule.windowMs));
  const count = Number(row.count) + Number(row.previous_count) * overlap;
  const allowed = count <= rule.limit;
  const retryAfterMs = allowed ? 0 : Math.max(1000, rowStart + rule.windowMs - now.getTime());
  return { allowed, key: rule.key, limit: rule.limit, count, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
}

/**
 * resultOf's `allowed`, computed by PostgreSQL on the row a CTE `step` returned: the same double
 * precision operations in the same order, so both always agree.
 */
function allowedIn(step: string, rule: LimitRule, now: Date): RawBuilder<unknown> {
  const ref = sql.ref(step);
  const rowMs = sql`(extract(epoch FROM ${ref}.window_start) * 1000)`;
  const overlap = sql`LEAST(1::float8, GREATEST(0::float8, 1::float8 - ((${now.getTime()}::numeric - ${rowMs})::float8 / ${rule.windowMs}::float8)))`;
  return sql`(SELECT ${ref}.count::float8 + ${ref}.previous_count::float8 * ${overlap} <= ${rule.limit}::float8 FROM ${ref})`;
}

/** Counts one call against `key` and says whether it stays within `limit` per `windowMs`. */
export async function hit(
  db: Kysely<DB>,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<LimitResult> {
  const rule = { key, limit, windowMs };
  const { rows } = await hitStatement(rule, now, null).$castTo<HitRow>().execute(db);
  const row = rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  if (Math.random() < PRUNE_PROBABILITY) await pruneRateLimits(db, now);
  return resultOf(rule, row, now);
}

/**
 * Hits each rule in order and stops at the first refusal, which it returns (null: all allowed).
 * Order rules from the narrowest to the widest (per IP, per phone, global), so one abuser is
 * stopped before using up a shared ceiling.
 *
 * Several rules are one statement (issue 16: the four SMS tiers of every OTP request were four
 * round trips): a chain of CTEs where each rule's upsert only runs when the rule before it was
 * allowed, so a refused round still never reaches the rules after the refusal.
 */
export async function hitEach(db: Kysely<DB>, rules: readonly LimitRule[], now: Date): Promise<LimitResult | null> {
  const distinct = new Set(rules.map((rule) => rule.key)).size === rules.length;
  if (rules.length <= 1 || !distinct) {
    for (const rule of rules) {
      const result = await hit(db, rule.key, rule.limit, rule.windowMs, now);
      if (!result.allowed) return result;
    }
    return null;
  }
  const steps = rules.map((rule, i) => {
    const when = i === 0 ? null : allowedIn(`h${i - 1}`, rules[i - 1] as LimitRule, now);
    return sql`${sql.ref(`h${i}`)} AS (${hitStatement(rule, now, when)})`;
  });
  const union = sql.join(
    rules.map((_, i) => sql`SELECT ${i}::int AS step, count, previous_count, window_start FROM ${sql.ref(`h${i}`)}`),
    sql` UNION ALL `,
  );
  const { rows } = await sql<HitRow & { step: number }>`WITH ${sql.join(steps)} ${union}`.execute(db);
  if (Math.random() < PRUNE_PROBABILITY * rules.length) await pruneRateLimits(db, now);
  const byStep = new Map(rows.map((row) => [Number(row.step), row]));
  for (let i = 0; i < rules.length; i++) {
    const row = byStep.get(i);
    const rule = rules[i] as LimitRule;
    if (!row) throw new Error(`rate limit upsert of ${rule.key} returned no row`);
    const result = resultOf(rule, row, now);
    if (!result.allowed) return result;
  }
  return null;
}

/**
 * The sliding-window estimate of `key` without counting a call: what the next hit would see, less
 * that hit. 0 for a key never hit or whose windows are over.
 */
export async function peek(db: Kysely<DB>, key: string, windowMs: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom(limitTable(key))
    .select(["window_start", "count", "previous_count"])
    .where("key", "=", key)
    .executeTakeFirst();
  if (!row) return 0;
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  const rowStart = new Date(row.window_start).getTime();
  // The row's current window is now the previous one, or older (then it says nothing).
  const current = rowStart >= startMs ? Number(row.count) : 0;
  const previous =
    rowStart >= startMs ? Number(row.previous_count) : rowStart === startMs - windowMs ? Number(row.count) : 0;
  const overlap = Math.min(1, Math.max(0, 1 - (now.getTime() - startMs) / windowMs));
  return current + previous * overlap;
}

/**
 * The network an address belongs to, for the per-network tiers: the /24 of an IPv4 address (also
 * when written IPv4-mapped, ::ffff:a.b.c.d), the /64 of an IPv6 one. Anything else is its own key.
 */
export function subnetOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split(".").slice(0, 3).join(".")}.0/24`;
  if (!isIPv6(ip)) return ip;
  const address = ip.split("%")[0] ?? ip;
  const [head = "", tail] = address.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  // An embedded IPv4 tail (::a.b.c.d forms) counts as two groups; it lies past the first four anyway.
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill("0"), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => (Number.parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(":")}::/64`;
}

/** Forgets a key (for example the failed sign-ins of an account after a successful one). */
export async function clearLimit(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom(limitTable(key)).where("key", "=", key).execute();
}

export async function pruneRateLimits(db: Kysely<DB>, now: Date): Promise<void> {
  await db.deleteFrom("rate_limits").where("expires_at", "<", now).execute();
  await db.deleteFrom("rate_limits_durable").where("expires_at", "<", now).execute();
}

/** The tiers of the configuration, as rules. Keys name the tier and the subject. */
export const limitRules = {
  /**
   * A call that sends an SMS: per IP, per network (/24 or /64), per phone, then the global ceiling
   * that stops SMS pumping; the network tier keeps one actor with many addresses from using it up.
   */
  smsSend: (limits: RateLimits, phone: string, ip: string): LimitRule[] => [
    { key: `sms:ip:${ip}`, limit: limits.smsPerIpPerHour, windowMs: HOUR_MS },
    { key: `sms:net:${subnetOf(ip)}`, limit: limits.smsPerSubnetPerHour, windowMs: HOUR_MS },
    { key: `sms:phone:${phone}`, limit: limits.smsPerPhonePerHour, windowMs: HOUR_MS },
    { key: "sms:global", limit: limits.smsGlobalPerHour, windowMs: HOUR_MS },
  ],
  /** An OTP check; the phone is unknown when the transaction is. */
  otpVerifyByIp: (limits: RateLimits, ip: string): LimitRule[] => [
    { key: `otp-verify:ip:${ip}`, limit: limits.otpVerifyPerIpPerHour, windowMs: HOUR_MS },
  ],
  otpVerifyByPhone: (limits: RateLimits, phone: string): LimitRule[] => [
    { key: `otp-verify:phone:${phone}`, limit: limits.otpVerifyPerPhonePerHour, windowMs: HOUR_MS },
  ],
  /** Every sign-in attempt counts against its IP. */
  loginByIp: (limits: RateLimits, ip: string): LimitRule[] => [
    { key: `login:ip:${ip}`, limit: limits.loginPerIpPerHour, windowMs: HOUR_MS },
  ],
  /**
   * Failed sign-ins of one account: keyed on the account id whichever of its phone or e-mail was
   * typed, or on the normalised username when no account has it. Past the limit a sign-in needs
   * the bot check (services/accounts/login.ts).
   */
  loginFailures: (limits: RateLimits, account: { id: number } | { username: string }): LimitRule => ({
    key: "id" in account ? `login:account:${account.id}` : `login:name:${account.username.trim().toLowerCase()}`,
    limit: limits.loginPerAccountPerHour,
    windowMs: HOUR_MS,
  }),
  /** Any /api call. */
  api: (limits: RateLimits, ip: string): LimitRule[] => [
    { key: `api:ip:${ip}`, limit: limits.apiPerIpPerMinute, windowMs: MINUTE_MS },
  ],
};
