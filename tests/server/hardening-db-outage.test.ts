import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { type Database, openDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";
import { createLogger } from "../../server/log";
import { testSecrets } from "../../server/secrets";
import { createSmsSender } from "../../server/services/sms/create-sender";
import { vi as catalogue } from "../../src/i18n/t";
import { TestClock } from "./support/test-app";

/**
 * Issue 14 item 5: pg_terminate_backend on the pool's connections ended the server (an unhandled
 * `error` event on the pool). Against a database of this test's own: the connections are killed,
 * the database refuses new ones for a while, then comes back. The process must live through it,
 * /api/health must answer 503 meanwhile and 200 after, with no restart.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("PostgreSQL closing the server's connections", () => {
  const name = `outage_${randomBytes(5).toString("hex")}`;
  let admin: pg.Client;
  let database: Database;
  const clock = new TestClock();
  const lines: string[] = [];
  const connectionErrors: Error[] = [];
  let app: ReturnType<typeof createApp>;

  const health = async () => {
    // Past the reuse window of the last successful probe (server/routes/health.ts).
    clock.advance(5_000);
    const res = await app.request("/api/health");
    return { status: res.status, body: (await res.json()) as { code: number; message?: string } };
  };
  const terminate = () =>
    admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [name]);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const own = new URL(url ?? "");
    own.pathname = `/${name}`;
    database = await openDatabase({
      url: own.toString(),
      dataDir: null,
      poolSize: 4,
      onConnectionError: (error) => connectionErrors.push(error),
    });
    await migrate(database);
    const config = { ...loadConfig({ NODE_ENV: "test" }), staticDir: "./__no_static__" };
    const log = createLogger("debug", (line) => lines.push(line), { now: () => clock.now() });
    const sms = createSmsSender(config, database, clock, log);
    app = createApp({ config, database, clock, log, secrets: testSecrets(), sms });
  });

  afterAll(async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => {});
    await database?.close().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("survives the termination of idle pooled connections and keeps answering", async () => {
    // Fill the pool: four connections at once, all idle afterwards.
    await Promise.all(Array.from({ length: 4 }, () => app.request("/api/v1/card/get-list-home", { method: "POST" })));
    expect((await health()).status).toBe(200);
    const killed = await terminate();
    expect(killed.rowCount).toBeGreaterThan(0);
    // The pool hears of the dead idle connections as 'error' events: reported, not fatal.
    await expect.poll(() => connectionErrors.length).toBeGreaterThan(0);
    expect((await health()).status).toBe(200);
    const cards = await app.request("/api/v1/card/get-list-home", { method: "POST" });
    expect(cards.status).toBe(200);
  });

  it("answers 503 while the database refuses connections, and recovers without a restart", async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await terminate();
    await expect.poll(async () => (await health()).status).toBe(503);
    const away = await health();
    expect(away.body).toEqual({ code: 503, data: null, message: catalogue.service_unavailable });
    // Any other call that needs the database answers 503 too, never 500.
    const cards = await app.request("/api/v1/card/get-list-home", { method: "POST" });
    expect(cards.status).toBe(503);
    expect(lines.some((line) => line.includes('"level":"error"'))).toBe(false);

    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    expect((await health()).status).toBe(200);
    expect((await app.request("/api/v1/card/get-list-home", { method: "POST" })).status).toBe(200);
  });
});
