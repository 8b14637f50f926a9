import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEALTH_PROBE_MAX_AGE_MS } from "../../server/services/health/database-probe";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * GET /api/health is answered ahead of the middleware chain (issue 16). What a caller sees must
 * not change: the same envelope and headers as an answer that went through the whole chain
 * (`/api/health?via=chain` is routed by Hono), over a real Node server and through app.request.
 */
const sameHeaders = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name)));

describe("the health check's fast path", () => {
  let t: TestApp;
  let server: ServerType;
  let base = "";
  beforeAll(async () => {
    t = await createTestApp("pglite");
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("answers over HTTP exactly what the middleware chain answers", async () => {
    const fast = await fetch(`${base}/api/health`);
    const chain = await fetch(`${base}/api/health?via=chain`);
    expect(fast.status).toBe(200);
    expect(await fast.json()).toEqual({ code: 200, data: { db: "ok" } });
    expect(await chain.json()).toEqual({ code: 200, data: { db: "ok" } });
    expect(sameHeaders(fast)).toEqual(sameHeaders(chain));
    expect(fast.headers.get("cache-control")).toBe("no-store");
    expect(fast.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(fast.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS behind a proxy that says https, as the chain does", async () => {
    const headers = { "x-forwarded-proto": "https" };
    const fast = await fetch(`${base}/api/health`, { headers });
    const chain = await fetch(`${base}/api/health?via=chain`, { headers });
    expect(fast.headers.get("strict-transport-security")).toContain("max-age=");
    expect(sameHeaders(fast)).toEqual(sameHeaders(chain));
  });

  it("answers through app.request the same way", async () => {
    const fast = await t.request("/api/health");
    const chain = await t.request("/api/health?via=chain");
    expect(await fast.json()).toEqual({ code: 200, data: { db: "ok" } });
    expect(sameHeaders(fast)).toEqual(sameHeaders(chain));
  });

  it("leaves HEAD and other paths to the app", async () => {
    const head = await fetch(`${base}/api/health`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("cache-control")).toBe("no-store");
    const unknown = await fetch(`${base}/api/healthz`);
    expect(unknown.status).toBe(404);
  });

  it("answers 503 with the envelope and the same headers once the database is gone", async () => {
    await t.close();
    t.clock.advance(HEALTH_PROBE_MAX_AGE_MS);
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 503, data: null });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // A failure is not reused as a success, nor a success kept past its age.
    expect((await fetch(`${base}/api/health`)).status).toBe(503);
  });
});
