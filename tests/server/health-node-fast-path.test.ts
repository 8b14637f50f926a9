import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteListener } from "../../server/http/node-listener";
import { HEALTH_PROBE_MAX_AGE_MS } from "../../server/services/health/database-probe";
import { t as vi } from "../../src/i18n/t";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * GET /api/health is answered on Node's HTTP server itself by the server main.ts makes
 * (http/node-listener.ts, issue 16). A load balancer must see no difference: the same status,
 * envelope and headers as an answer that went through the whole chain (`/api/health?via=chain` is
 * routed by Hono), and 503 while the database is away.
 */
const sameHeaders = (res: Response) =>
  Object.fromEntries(
    [...res.headers].filter(([name]) => !["date", "connection", "keep-alive", "x-request-id"].includes(name)),
  );

describe("the health check answered on Node's HTTP server", () => {
  let t: TestApp;
  let server: Server;
  let base = "";
  let reachedApp = 0;
  beforeAll(async () => {
    t = await createTestApp("pglite");
    const fetch: typeof t.app.fetch = (request, ...rest) => {
      if (new URL(request.url).pathname === "/api/health") reachedApp += 1;
      return t.app.fetch(request, ...rest);
    };
    server = createServer(siteListener(t.deps, fetch, { hostname: "127.0.0.1" }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("answers exactly what the middleware chain answers, without reaching the app", async () => {
    const before = reachedApp;
    const fast = await fetch(`${base}/api/health`);
    expect(reachedApp).toBe(before);
    const chain = await fetch(`${base}/api/health?via=chain`);
    expect(fast.status).toBe(200);
    const body = await fast.text();
    expect(JSON.parse(body)).toEqual({ code: 200, data: { db: "ok" } });
    expect(fast.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(await chain.json()).toEqual({ code: 200, data: { db: "ok" } });
    expect(sameHeaders(fast)).toEqual(sameHeaders(chain));
    expect(fast.headers.get("cache-control")).toBe("no-store");
    expect(fast.headers.get("content-type")).toMatch(/^application\/json/);
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
    expect(await res.json()).toEqual({ code: 503, data: null, message: vi("service_unavailable") });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // A failure is not reused as a success, nor a success kept past its age.
    expect((await fetch(`${base}/api/health`)).status).toBe(503);
  });
});
