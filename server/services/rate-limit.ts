import { type Kysely, sql } from "kysely";
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

/** Expired rows are removed now and then by the hits themselves (no timer, no extra process). */
const PRUNE_PROBABILITY = 0.01;

/** Counts one call against `key` and says whether it stays within `limit` per `windowMs`. */
export async function hit(
  db: Kysely<DB>,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<LimitResult> {
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  const windowStart = new Date(startMs);
  const previousStart = new Date(startMs - windowMs);
  const expiresAt = new Date(startMs + 2 * windowMs);
  const { rows } = await sql<{ count: number; previous_count: number; window_start: Date }>`
    INSERT INTO rate_limits AS r (key, window_start, count, previous_count, expires_at)
    VALUES (${key}, ${windowStart}, 1, 0, ${expiresAt})
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
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  if (Math.random() < PRUNE_PROBABILITY) await pruneRateLimits(db, now);

  const rowStart = new Date(row.window_start).getTime();
  const overlap = Math.min(1, Math.max(0, 1 - (now.getTime() - rowStart) / windowMs));
  const count = Number(row.count) + Number(row.previous_count) * overlap;
  const allowed = count <= limit;
  const retryAfterMs = allowed ? 0 : Math.max(1000, rowStart + windowMs - now.getTime());
  return { allowed, key, limit, count, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
}

/**
 * Hits each rule in order and stops at the first refusal, which it returns (null: all allowed).
 * Order rules from the narrowest to the widest (per IP, per phone, global), so one abuser is
 * stopped before using up a shared ceiling.
 */
export async function hitEach(db: Kysely<DB>, rules: readonly LimitRule[], now: Date): Promise<LimitResult | null> {
  for (const rule of rules) {
    const result = await hit(db, rule.key, rule.limit, rule.windowMs, now);
    if (!result.allowed) return result;
  }
  return null;
}

/** Forgets a key (for example the failed sign-ins of an account after a successful one). */
export async function clearLimit(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

export async function pruneRateLimits(db: Kysely<DB>, now: Date): Promise<void> {
  await db.deleteFrom("rate_limits").where("expires_at", "<", now).execute();
}

/** The tiers of the configuration, as rules. Keys name the tier and the subject. */
export const limitRules = {
  /** A call that sends an SMS: per IP, per phone, then the global ceiling that stops SMS pumping. */
  smsSend: (limits: RateLimits, phone: string, ip: string): LimitRule[] => [
    { key: `sms:ip:${ip}`, limit: limits.smsPerIpPerHour, windowMs: HOUR_MS },
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
  /** A sign-in attempt: per IP, then per account (the username as typed, lower-cased). */
  login: (limits: RateLimits, username: string, ip: string): LimitRule[] => [
    { key: `login:ip:${ip}`, limit: limits.loginPerIpPerHour, windowMs: HOUR_MS },
    { key: `login:account:${username.trim().toLowerCase()}`, limit: limits.loginPerAccountPerHour, windowMs: HOUR_MS },
  ],
  /** Any /api call. */
  api: (limits: RateLimits, ip: string): LimitRule[] => [
    { key: `api:ip:${ip}`, limit: limits.apiPerIpPerMinute, windowMs: MINUTE_MS },
  ],
};
