import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/connect";
import { type LimitRule, MINUTE_MS } from "../../server/services/rate-limit";
import { createRateFront, HOT_MS, LOCAL_SHARE, type RateFront, SYNC_MS } from "../../server/services/rate-limit-front";
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

  it("counts an occasional client's calls one by one, reserving nothing ahead", async () => {
    const rule = { key: "api:ip:192.0.2.4", limit: 10_000, windowMs: MINUTE_MS };
    const front = createRateFront(database.db, { clock });
    // A visitor walking the funnel: one call every few seconds.
    for (let call = 1; call <= 5; call++) {
      expect(await front.hit(rule, now)).toBeNull();
      expect(await stored(rule.key)).toBe(call);
      now = new Date(now.getTime() + HOT_MS + 2000);
    }
    // The same client turning busy gets a share again.
    for (let call = 0; call < 5; call++) expect(await front.hit(rule, now)).toBeNull();
    expect(await stored(rule.key)).toBeGreaterThan(10);
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

describe("the in-memory front of an embedded PGlite", () => {
  let database: Database;
  let now = new Date("2026-11-23T08:00:30.000Z");
  const clock = () => now;
  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seed: false });
  });
  afterAll(() => database.close());

  it("lets exactly the limit through, refuses with Retry-After, slides, and writes no row", async () => {
    const rule = { key: "api:ip:192.0.2.5", limit: 10, windowMs: MINUTE_MS };
    const front = createRateFront(database.db, { clock, memory: true });
    const answers = [];
    for (let call = 0; call < 12; call++) answers.push(await front.hit(rule, now));
    expect(answers.filter((answer) => answer === null)).toHaveLength(10);
    const refused = answers[10];
    expect(refused?.allowed).toBe(false);
    // The window started at 08:00:00: 30 s left.
    expect(refused?.retryAfterSeconds).toBe(30);
    // Half a minute into the next window the 12 calls of the last one weigh half: 6 + 1 ≤ 10.
    now = new Date("2026-11-23T08:01:30.000Z");
    for (let call = 0; call < 4; call++) expect(await front.hit(rule, now)).toBeNull();
    expect(await front.hit(rule, now)).not.toBeNull();
    const rows = await database.db.selectFrom("rate_limits").selectAll().execute();
    expect(rows).toHaveLength(0);
  });

  it("is one limit for every app using the same database handle", async () => {
    const rule = { key: "api:ip:192.0.2.6", limit: 3, windowMs: MINUTE_MS };
    const one = createRateFront(database.db, { clock, memory: true });
    const two = createRateFront(database.db, { clock, memory: true });
    const answers = [
      await one.hit(rule, now),
      await two.hit(rule, now),
      await one.hit(rule, now),
      await two.hit(rule, now),
    ];
    expect(answers.map((answer) => answer === null)).toEqual([true, true, true, false]);
  });
});
