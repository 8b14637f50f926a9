import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { siteListener } from "../../server/http/node-listener";
import type { EkycWorkers } from "../../server/services/ekyc/ekyc-jobs";
import { EKYC_WORKER_LIMITS } from "../../server/services/ekyc/ekyc-jobs";
import type { PartnerQueue } from "../../server/services/partners/queue";
import { createWorkerPool } from "../../server/workers/pool";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * The probes of issue 32: GET /api/health/live answers while the process runs; GET
 * /api/health/ready is 503 when the instance is shutting down, the database is away, a migration
 * is missing, the eKYC worker pool cannot start a worker, or the partner queue is stopped.
 */
function workersWith(script: string): EkycWorkers {
  const pool = createWorkerPool({
    script: new URL(script, import.meta.url),
    size: 1,
    jobTimeoutMs: 5_000,
    maxQueue: 4,
    resourceLimits: EKYC_WORKER_LIMITS,
  });
  const refuse = () => Promise.reject(new Error("not in this test"));
  return { pool, checkDocument: refuse, measureFace: refuse, close: () => pool.close() };
}

const queueThat = (running: boolean): PartnerQueue => ({
  enqueue: async () => {},
  retryFailed: async () => false,
  stop: async () => {},
  running: () => running,
});

describe("liveness and readiness probes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    await t.deps.ekycWorkers?.close();
    t.deps.ekycWorkers = undefined;
    t.deps.partnerQueue = undefined;
    t.deps.lifecycle = undefined;
  });

  it("answers live, and ready with every check of this instance", async () => {
    const live = await t.request("/api/health/live");
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ code: 200, data: { live: true } });
    const ready = await t.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({
      code: 200,
      data: { accepting: "ok", database: "ok", migrations: "ok", workers: "off", queue: "off" },
    });
  });

  it("is ready with a worker pool that starts and a running queue", async () => {
    t.deps.ekycWorkers = workersWith("./fixtures/test-worker.ts");
    t.deps.partnerQueue = queueThat(true);
    const ready = await t.request("/api/health/ready");
    expect(ready.status).toBe(200);
    expect((await ready.json()).data).toMatchObject({ workers: "ok", queue: "ok" });
  });

  it("is not ready when the eKYC workers fail to start", async () => {
    t.deps.ekycWorkers = workersWith("./fixtures/broken-worker.ts");
    const ready = await t.request("/api/health/ready");
    expect(ready.status).toBe(503);
    const body = await ready.json();
    expect(body.code).toBe(503);
    expect(body.data).toMatchObject({ workers: "fail", database: "ok" });
    // The liveness probe does not care: restarting the process would not mend a broken build.
    expect((await t.request("/api/health/live")).status).toBe(200);
    // /api/health keeps its contract (the database only).
    expect((await t.request("/api/health")).status).toBe(200);
  });

  it("is not ready when the queue is stopped or the instance is draining", async () => {
    t.deps.partnerQueue = queueThat(false);
    const stopped = await t.request("/api/health/ready");
    expect(stopped.status).toBe(503);
    expect((await stopped.json()).data.queue).toBe("fail");
    t.deps.partnerQueue = queueThat(true);
    t.deps.lifecycle = { draining: true };
    const draining = await t.request("/api/health/ready");
    expect(draining.status).toBe(503);
    expect((await draining.json()).data.accepting).toBe("fail");
  });

  it("is answered the same on Node's HTTP server, ahead of the app", async () => {
    let reachedApp = 0;
    const appFetch: typeof t.app.fetch = (request, ...rest) => {
      reachedApp += 1;
      return t.app.fetch(request, ...rest);
    };
    const server: Server = createServer(siteListener(t.deps, appFetch, { hostname: "127.0.0.1" }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
      const ready = await fetch(`${base}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(ready.headers.get("content-length")).toBe(String(Buffer.byteLength(await ready.text())));
      t.deps.lifecycle = { draining: true };
      expect((await fetch(`${base}/api/health/ready`)).status).toBe(503);
      expect(reachedApp).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("readiness and the database", () => {
  it("is not ready while a migration of this build is not applied", async () => {
    const t = await createTestApp("pglite");
    try {
      await sql`DELETE FROM schema_migrations WHERE name = (SELECT max(name) FROM schema_migrations)`.execute(
        t.database.db,
      );
      const ready = await t.request("/api/health/ready");
      expect(ready.status).toBe(503);
      expect((await ready.json()).data).toMatchObject({ migrations: "fail", database: "ok" });
    } finally {
      await t.close();
    }
  });

  it("is not ready when the database is away", async () => {
    const t = await createTestApp("pglite");
    await t.database.close();
    const ready = await t.request("/api/health/ready");
    expect(ready.status).toBe(503);
    expect((await ready.json()).data.database).toBe("fail");
  });
});
