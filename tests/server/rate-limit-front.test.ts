import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/connect";
import { type LimitRule, MINUTE_MS } from "../../server/services/rate-limit";
import { createRateFront, LOCAL_SHARE, type RateFront, SYNC_MS } from "../../server/services/rate-limit-front";
import { createTestDatabase, testDatabaseKinds } from "./support/test-db";

describe.each(testDatabaseKinds())("the rate-limit front on %s", (kind) => {
  let database: Database;
  let now = new Date("2026-11-23T08:00:00.000Z");
  const clock = () => now;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { seed: false });
  });
  afterAll(() => database.close());

  const stored = async (key: string) => {
    const row = await database.db.selectFrom("rate_limits").select("count").where("key", "=", key).executeTakeFirst();
    return Number(row?.count ?? 0);
  };

  const calls = async (fronts: RateFront[], rule: LimitRule, count: number) => {
    let allowed = 0;
    for (let call = 0; call < count; call++) {
      if ((await fronts[call % fronts.length]!.hit(rule, now)) === null) allowed += 1;
    }
    return allowed;
  };

  it("lets exactly the limit through one instance, and counts every call", async () => {
    const rule = { key: "api:ip:192.0.2.1", limit: 200, windowMs: MINUTE_MS };
    const front = createRateFront(database.db, { clock });
    expect(await calls([front], rule, 300)).toBe(rule.limit);
    now = new Date(now.getTime() + SYNC_MS);
    await front.release(now);
    expect(await stored(rule.key)).toBe(300);
  });

  it("never lets more than the limit through many instances sharing the database", async () => {
    const rule = { key: "api:ip:192.0.2.9", limit: 200, windowMs: MINUTE_MS };
    const fronts = Array.from({ length: 3 * LOCAL_SHARE }, () => createRateFront(database.db, { clock }));
    // All at once: instances race each other for the same row.
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, call) => fronts[call % fronts.length]!.hit(rule, now)),
    );
    const allowed = answers.filter((answer) => answer === null).length;
    expect(allowed).toBeLessThanOrEqual(rule.limit);
    expect(allowed).toBeGreaterThan(0);
    now = new Date(now.getTime() + SYNC_MS);
    for (const front of fronts) await front.release(now);
    expect(await stored(rule.key)).toBe(300);
  });

  it("counts the calls it lets through locally before they happen, and gives back what is unused", async () => {
    const rule = { key: "api:ip:192.0.2.2", limit: 10_000, windowMs: MINUTE_MS };
    const front = createRateFront(database.db, { clock });
    for (let call = 0; call < 50; call++) expect(await front.hit(rule, now)).toBeNull();
    // Far from its limit the key holds a share reserved in the database: more than the calls made.
    expect(await stored(rule.key)).toBeGreaterThan(50);
    now = new Date(now.getTime() + SYNC_MS);
    await front.release(now);
    expect(await stored(rule.key)).toBe(50);
  });

  it("asks the database again once SYNC_MS has passed", async () => {
    const rule = { key: "api:ip:192.0.2.3", limit: 10_000, windowMs: MINUTE_MS };
    const front = createRateFront(database.db, { clock });
    await front.hit(rule, now);
    await front.hit(rule, now);
    // Another instance uses up the limit meanwhile.
    const other = createRateFront(database.db, { clock });
    await database.db.updateTable("rate_limits").set({ count: 20_000 }).where("key", "=", rule.key).execute();
    now = new Date(now.getTime() + SYNC_MS);
    const refused = await front.hit(rule, now);
    expect(refused?.allowed).toBe(false);
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(await other.hit(rule, now)).not.toBeNull();
  });
});
