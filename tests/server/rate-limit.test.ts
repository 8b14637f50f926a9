import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { openDatabase } from "../../server/db/connect";
import { clearLimit, HOUR_MS, hit, hitEach, MINUTE_MS } from "../../server/services/rate-limit";
import { vi as catalogue } from "../../src/i18n/t";
import { answer } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

describe.each(testDatabaseKinds())("rate limits on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  it("allows `limit` calls in a window and refuses the next", async () => {
    const now = t.clock.now();
    for (let i = 1; i <= 3; i++) expect((await hit(db(), "test:a", 3, HOUR_MS, now)).allowed).toBe(true);
    const refused = await hit(db(), "test:a", 3, HOUR_MS, now);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    // Another key has its own count.
    expect((await hit(db(), "test:b", 3, HOUR_MS, now)).allowed).toBe(true);
  });

  it("slides: the previous window weighs in proportion to its overlap, then is forgotten", async () => {
    const start = new Date(Math.ceil(t.clock.now().getTime() / MINUTE_MS) * MINUTE_MS + 5 * MINUTE_MS);
    for (let i = 0; i < 4; i++) await hit(db(), "test:slide", 4, MINUTE_MS, start);
    // A quarter into the next window: 4 * 0.75 = 3 still count, so one more call fits, not two.
    const quarter = new Date(start.getTime() + MINUTE_MS + MINUTE_MS / 4);
    expect((await hit(db(), "test:slide", 4, MINUTE_MS, quarter)).allowed).toBe(true);
    expect((await hit(db(), "test:slide", 4, MINUTE_MS, quarter)).allowed).toBe(false);
    // Two windows later nothing of it is left.
    const later = new Date(start.getTime() + 3 * MINUTE_MS);
    const fresh = await hit(db(), "test:slide", 4, MINUTE_MS, later);
    expect(fresh).toMatchObject({ allowed: true, count: 1 });
  });

  it("counts every concurrent call exactly once", async () => {
    const now = t.clock.now();
    const results = await Promise.all(Array.from({ length: 20 }, () => hit(db(), "test:burst", 10, HOUR_MS, now)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });

  it("hitEach stops at the first refused rule and clearLimit forgets a key", async () => {
    const now = t.clock.now();
    const rules = [
      { key: "test:narrow", limit: 1, windowMs: HOUR_MS },
      { key: "test:wide", limit: 100, windowMs: HOUR_MS },
    ];
    expect(await hitEach(db(), rules, now)).toBeNull();
    expect((await hitEach(db(), rules, now))?.key).toBe("test:narrow");
    const wide = await hit(db(), "test:wide", 100, HOUR_MS, now);
    expect(wide.count).toBe(2); // the refused round never reached the wide rule
    await clearLimit(db(), "test:narrow");
    expect(await hitEach(db(), rules, now)).toBeNull();
  });

  it("hitEach of three rules: a refusal in the middle, on the sliding window's edge, spares the last rule", async () => {
    // On an hour boundary, so the hourly rules stay in one window throughout.
    const start = new Date(Math.ceil(t.clock.now().getTime() / HOUR_MS) * HOUR_MS + 2 * HOUR_MS);
    const rules = [
      { key: "test:each:ip", limit: 100, windowMs: HOUR_MS },
      { key: "test:each:phone", limit: 4, windowMs: MINUTE_MS },
      { key: "test:each:global", limit: 100, windowMs: HOUR_MS },
    ];
    for (let i = 0; i < 4; i++) expect(await hitEach(db(), rules, start)).toBeNull();
    // A quarter into the next window 4 × 0.75 = 3 calls of the previous one still count: exactly
    // the limit with this call (allowed), over it with the next (refused by the middle rule).
    const quarter = new Date(start.getTime() + MINUTE_MS + MINUTE_MS / 4);
    expect(await hitEach(db(), rules, quarter)).toBeNull();
    const refused = await hitEach(db(), rules, quarter);
    expect(refused).toMatchObject({ allowed: false, key: "test:each:phone", limit: 4, count: 5 });
    expect(refused?.retryAfterSeconds).toBe(45);
    // The first rule counted all six rounds, the last one only the five allowed.
    expect((await hit(db(), "test:each:ip", 100, HOUR_MS, quarter)).count).toBe(7);
    expect((await hit(db(), "test:each:global", 100, HOUR_MS, quarter)).count).toBe(6);
  });

  it("two server instances sharing the database enforce one limit", async () => {
    // On PostgreSQL the second instance has a connection pool of its own to the same schema.
    let second = t.database;
    if (kind === "postgres") {
      const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.database.db);
      const schema = rows[0]?.schema ?? "public";
      second = await openDatabase({ url: process.env.TEST_DATABASE_URL ?? "", dataDir: null, schema, poolSize: 2 });
    }
    try {
      const config = { ...t.deps.config, rateLimits: { ...t.deps.config.rateLimits, apiPerIpPerMinute: 4 } };
      const one = createApp({ ...t.deps, config });
      const two = createApp({ ...t.deps, config, database: second });
      const get = async (app: typeof one) =>
        (await app.request("/api/captcha/challenge", { headers: { "x-test-ip": "192.0.2.44" } })).status;
      const statuses = [await get(one), await get(two), await get(one), await get(two), await get(one), await get(two)];
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      if (second !== t.database) await second.close();
    }
  });

  it("answers a flood with HTTP 429, an envelope, the catalogue message and Retry-After", async () => {
    const flood = await createTestApp(kind, {
      rateLimits: { ...t.deps.config.rateLimits, apiPerIpPerMinute: 2 },
    });
    try {
      const call = (ip: string) => flood.request("/api/captcha/challenge", { ip });
      expect((await call("192.0.2.7")).status).toBe(200);
      expect((await call("192.0.2.7")).status).toBe(200);
      const refused = await call("192.0.2.7");
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await answer(refused)).toEqual({ code: 429, data: null, message: catalogue.rate_limited });
      // Unknown paths count too, other addresses do not, and the health check is never limited.
      expect((await flood.request("/api/nothing-here", { ip: "192.0.2.7" })).status).toBe(429);
      expect((await call("192.0.2.8")).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await flood.request("/api/health", { ip: "192.0.2.7" })).status).toBe(200);
      // A minute later the address may call again.
      flood.clock.advance(2 * MINUTE_MS);
      expect((await call("192.0.2.7")).status).toBe(200);
    } finally {
      await flood.close();
    }
  });
});
