import { type Kysely, sql } from "kysely";
import type { DB } from "../db/schema";
import type { LimitResult, LimitRule } from "./rate-limit";

/**
 * A front for a high-volume rate-limit tier (the per-IP limit on every /api call) that keeps the
 * limit in the database (docs/decisions/003-rate-limits.md) without a database write per call.
 *
 * A call the instance has no tokens for is a synchronous hit, as before. When that hit leaves the
 * key far from its limit, the instance also reserves a share of what is left in the same row,
 * floor((limit − estimate) / LOCAL_SHARE) calls, by a conditional update that only succeeds
 * while the row plus the share stays within the limit. Reserved calls are counted in the
 * database before they happen, so every instance sees them and the limit is never exceeded,
 * whatever the number of instances. The next calls of that key spend the share without a
 * database round trip, for at most SYNC_MS and within the same window; what is left unused is
 * given back (subtracted) when the share expires, so other instances refuse a client at most
 * SYNC_MS too early. Near the limit the share is 0: every call is a synchronous hit.
 *
 * Only a busy key gets a share: one whose previous hit on this instance was less than HOT_MS ago.
 * A client that calls now and then (a visitor walking the funnel, a call every few seconds) would
 * never spend a share before it expired, and reserving and giving it back would turn its one
 * statement per call into three; it pays the plain hit (issue 16, docs/decisions/016-funnel-load.md).
 */

export const LOCAL_SHARE = 8;
export const SYNC_MS = 1000;
/** A key hit again within this long of its previous database hit is busy enough for a share. */
export const HOT_MS = SYNC_MS;

interface Share {
  /** Calls reserved in the database and not yet spent. */
  left: number;
  grantedAt: number;
  /** The window the share was reserved in (its row's window_start, ms). */
  windowStart: number;
}

interface KeyState {
  rule: LimitRule;
  share: Share | null;
  inFlight: Promise<LimitResult> | null;
  /** When this key last went to the database (ms), to tell a busy key from an occasional one. */
  syncedAt: number;
}

interface HitRow {
  count: number;
  previous_count: number;
  window_start: Date;
}

function estimate(row: HitRow, rule: LimitRule, now: Date): { count: number; previous: number; rowStart: number } {
  const rowStart = new Date(row.window_start).getTime();
  const overlap = Math.min(1, Math.max(0, 1 - (now.getTime() - rowStart) / rule.windowMs));
  const previous = Number(row.previous_count) * overlap;
  return { count: Number(row.count) + previous, previous, rowStart };
}

/** One call counted against the rule's key (the same sliding window as rate-limit.ts's hit). */
async function hitOne(db: Kysely<DB>, rule: LimitRule, now: Date): Promise<HitRow> {
  const { key, windowMs } = rule;
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  const { rows } = await sql<HitRow>`
    INSERT INTO rate_limits AS r (key, window_start, count, previous_count, expires_at)
    VALUES (${key}, ${new Date(startMs)}, 1, 0, ${new Date(startMs + 2 * windowMs)})
    ON CONFLICT (key) DO UPDATE SET
      previous_count = CASE
        WHEN r.window_start >= EXCLUDED.window_start THEN r.previous_count
        WHEN r.window_start = ${new Date(startMs - windowMs)} THEN r.count
        ELSE 0
      END,
      count = CASE WHEN r.window_start >= EXCLUDED.window_start THEN r.count + 1 ELSE 1 END,
      window_start = GREATEST(r.window_start, EXCLUDED.window_start),
      expires_at = GREATEST(r.expires_at, EXCLUDED.expires_at)
    RETURNING count, previous_count, window_start
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error("rate limit upsert returned no row");
  return row;
}

/** Reserves `calls` in the row of the window, if the row stays within the limit; true when it did. */
async function reserve(
  db: Kysely<DB>,
  rule: LimitRule,
  windowStart: number,
  calls: number,
  previous: number,
): Promise<boolean> {
  const { rows } = await sql<{ count: number }>`
    UPDATE rate_limits SET count = count + ${calls}
    WHERE key = ${rule.key} AND window_start = ${new Date(windowStart)}
      AND count + ${calls} + ${Math.ceil(previous)} <= ${rule.limit}
    RETURNING count
  `.execute(db);
  return rows.length > 0;
}

/** Gives back calls reserved and not spent (only to the window they were reserved in). */
async function giveBack(db: Kysely<DB>, rule: LimitRule, share: Share): Promise<void> {
  if (share.left <= 0) return;
  const calls = share.left;
  share.left = 0;
  await sql`
    UPDATE rate_limits SET count = GREATEST(0, count - ${calls})
    WHERE key = ${rule.key} AND window_start = ${new Date(share.windowStart)}
  `.execute(db);
}

export interface RateFront {
  /** Counts one call; null when allowed, else the refusal. */
  hit(rule: LimitRule, now: Date): Promise<LimitResult | null>;
  /** Gives back every expired share now and forgets idle keys (also done every SYNC_MS while any key is held). */
  release(now: Date): Promise<void>;
}

/**
 * The same sliding window kept in this process's memory only: for an embedded PGlite database,
 * which one process holds alone, so no other instance can share the limit and the row write per
 * call buys nothing (docs/decisions/016-funnel-load.md). Counts are forgotten on restart, as a
 * per-minute tier can afford. Same estimate, refusals and Retry-After as rate-limit.ts's hit.
 */
export function createMemoryRateFront(clock: () => Date): RateFront {
  const rows = new Map<string, { rule: LimitRule; windowStart: number; count: number; previous: number }>();
  let timer: ReturnType<typeof setInterval> | null = null;
  const release = async (now: Date) => {
    const nowMs = now.getTime();
    for (const [key, row] of rows) if (row.windowStart + 2 * row.rule.windowMs <= nowMs) rows.delete(key);
  };
  return {
    release,
    async hit(rule, now) {
      const nowMs = now.getTime();
      const startMs = Math.floor(nowMs / rule.windowMs) * rule.windowMs;
      let row = rows.get(rule.key);
      if (!row) {
        row = { rule, windowStart: startMs, count: 0, previous: 0 };
        rows.set(rule.key, row);
        timer ??= setInterval(() => {
          void release(clock());
          if (rows.size === 0 && timer) {
            clearInterval(timer);
            timer = null;
          }
        }, rule.windowMs);
        timer.unref();
      }
      row.rule = rule;
      if (row.windowStart < startMs) {
        row.previous = row.windowStart === startMs - rule.windowMs ? row.count : 0;
        row.count = 0;
        row.windowStart = startMs;
      }
      row.count += 1;
      const overlap = Math.min(1, Math.max(0, 1 - (nowMs - row.windowStart) / rule.windowMs));
      const count = row.count + row.previous * overlap;
      if (count <= rule.limit) return null;
      const retryAfterMs = Math.max(1000, row.windowStart + rule.windowMs - nowMs);
      return {
        allowed: false,
        key: rule.key,
        limit: rule.limit,
        count,
        retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
      };
    },
  };
}

const memoryFronts = new WeakMap<Kysely<DB>, RateFront>();

/**
 * The front of a tier: in the database (below), or with `memory` in this process only, shared by
 * every caller with the same database handle (createMemoryRateFront; for an embedded PGlite).
 */
export function createRateFront(db: Kysely<DB>, options: { clock: () => Date; memory?: boolean }): RateFront {
  if (options.memory) {
    // One per database handle: every app of this process using the PGlite database shares its counts.
    let front = memoryFronts.get(db);
    if (!front) {
      front = createMemoryRateFront(options.clock);
      memoryFronts.set(db, front);
    }
    return front;
  }
  const keys = new Map<string, KeyState>();
  let timer: ReturnType<typeof setInterval> | null = null;

  const usable = (share: Share | null, rule: LimitRule, nowMs: number): share is Share =>
    share !== null &&
    share.left > 0 &&
    nowMs - share.grantedAt < SYNC_MS &&
    Math.floor(nowMs / rule.windowMs) * rule.windowMs === share.windowStart;

  const sync = (state: KeyState, now: Date): Promise<LimitResult> => {
    const { rule } = state;
    const expired = state.share;
    state.share = null;
    const busy = now.getTime() - state.syncedAt < HOT_MS;
    state.syncedAt = now.getTime();
    startTimer();
    state.inFlight = (async () => {
      if (expired) await giveBack(db, rule, expired);
      const row = await hitOne(db, rule, now);
      const { count, previous, rowStart } = estimate(row, rule, now);
      const allowed = count <= rule.limit;
      if (allowed && busy) {
        const calls = Math.floor((rule.limit - count) / LOCAL_SHARE);
        if (calls > 0 && (await reserve(db, rule, rowStart, calls, previous))) {
          state.share = { left: calls, grantedAt: now.getTime(), windowStart: rowStart };
        }
      }
      const retryAfterMs = allowed ? 0 : Math.max(1000, rowStart + rule.windowMs - now.getTime());
      return { allowed, key: rule.key, limit: rule.limit, count, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) };
    })().finally(() => {
      state.inFlight = null;
    });
    return state.inFlight;
  };

  const release = async (now: Date) => {
    const nowMs = now.getTime();
    const work: Promise<void>[] = [];
    for (const [key, state] of keys) {
      if (state.inFlight) continue;
      if (state.share && !usable(state.share, state.rule, nowMs)) {
        const share = state.share;
        state.share = null;
        work.push(giveBack(db, state.rule, share).catch(() => {}));
      } else if (!state.share && nowMs - state.syncedAt >= HOT_MS) keys.delete(key);
    }
    await Promise.all(work);
  };

  function startTimer() {
    if (timer) return;
    timer = setInterval(() => {
      void release(options.clock()).finally(() => {
        if (keys.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      });
    }, SYNC_MS);
    timer.unref();
  }

  return {
    release,
    async hit(rule, now) {
      let state = keys.get(rule.key);
      if (!state) {
        state = { rule, share: null, inFlight: null, syncedAt: Number.NEGATIVE_INFINITY };
        keys.set(rule.key, state);
      }
      state.rule = rule;
      // Calls arriving while this key is being written wait for its fresh share.
      while (state.inFlight) await state.inFlight.catch(() => {});
      if (usable(state.share, rule, now.getTime())) {
        state.share.left -= 1;
        return null;
      }
      const result = await sync(state, now);
      return result.allowed ? null : result;
    },
  };
}
