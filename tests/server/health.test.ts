import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEALTH_PROBE_MAX_AGE_MS } from "../../server/services/health/database-probe";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

describe.each(testDatabaseKinds())("foundation on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("answers the health check with the envelope", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 200, data: { db: "ok" } });
  });

  it("records applied migrations", async () => {
    const rows = await t.database.db.selectFrom("schema_migrations").select("name").execute();
    expect(rows.map((r) => r.name)).toContain("0001_foundation.sql");
  });

  it("answers an unknown API path with a Vietnamese 404 envelope", async () => {
    const res = await t.request("/api/khong-co");
    expect(res.status).toBe(404);
    const body = (await res.json()) as { code: number; message: string };
    expect(body.code).toBe(404);
    expect(body.message).toMatch(/[ạảãàáâấầẩẫậăắằẳẵặđêếềểễệôốồổỗộơớờởỡợưứừửữự]/i);
  });

  it("sets the security headers on API answers", async () => {
    const res = await t.request("/api/health");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("permissions-policy")).toContain("camera=(self)");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("sets them, and no-store, on every kind of API answer: 400, 404, 413, a redirect", async () => {
    const card = await t.database.db
      .selectFrom("cards")
      .select("id")
      .where("active", "=", true)
      .executeTakeFirstOrThrow();
    const answers = {
      badJson: await t.request("/api/loan/ticket/validatephone", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{not json",
      }),
      unknown: await t.request("/api/no-such-thing"),
      tooLarge: await t.request("/api/loan/ticket/validatephone", {
        method: "POST",
        json: { mobile: "0912345678", email: "x".repeat(t.deps.config.bodyLimitBytes) },
      }),
      redirect: await t.request(`/api/go/card/${card.id}`),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, res]) => [k, res.status]))).toEqual({
      badJson: 400,
      unknown: 404,
      tooLarge: 413,
      redirect: 302,
    });
    for (const res of Object.values(answers)) {
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("adds HSTS when served over https", async () => {
    const res = await t.request("/api/health", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });
});

describe("the health check under load and when the database is gone", () => {
  it("answers every one of many concurrent checks, then 503 once the database is closed", async () => {
    const t = await createTestApp("pglite");
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.request("/api/health")));
    expect(answers.map((res) => res.status)).toEqual(Array(50).fill(200));
    await t.close();
    // A success is reused for at most HEALTH_PROBE_MAX_AGE_MS; after that the closed database shows.
    expect((await t.request("/api/health")).status).toBe(200);
    t.clock.advance(HEALTH_PROBE_MAX_AGE_MS);
    const res = await t.request("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 503, data: null });
  });
});
