import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { type Database, openDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";
import type { Deps } from "../../server/deps";
import { createLogger } from "../../server/log";
import { testSecrets } from "../../server/secrets";
import { runSeeds } from "../../server/services/seed/run-seeds";
import { createSmsSender } from "../../server/services/sms/create-sender";
import { SCORE_STEP } from "../../src/contract/funnel";
import { ALL_ANSWERS, createTicket, leadRecord, post, score, scoreRequest } from "./support/funnel-fixtures";
import { eventually, freePort, type SimProcess, startSimulator } from "./support/partner-sim";
import { type TestApp, TestClock } from "./support/test-app";

const ID = "001091123456";

/** A funnel lead saved into a PGlite data directory the server process will open afterwards. */
async function saveLeadInto(dataDir: string): Promise<string> {
  const database = await openDatabase({ url: null, dataDir });
  try {
    await migrate(database);
    await runSeeds(database, { production: false });
    const clock = new TestClock(new Date());
    const config = loadConfig({ NODE_ENV: "test", STATIC_DIR: "./__no_static__" });
    const log = createLogger("error", () => {});
    const deps: Deps = {
      config,
      database,
      clock,
      log,
      secrets: testSecrets(),
      sms: createSmsSender(config, database, clock, log),
    };
    const app = createApp(deps);
    const t = {
      app,
      deps,
      clock,
      database,
      logLines: [],
      request: (path: string, init: RequestInit & { json?: unknown } = {}) => {
        const { json, ...rest } = init;
        const headers = new Headers(rest.headers);
        if (json !== undefined) headers.set("content-type", "application/json");
        return Promise.resolve(
          app.request(path, { ...rest, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) }),
        );
      },
      close: async () => {},
    } as unknown as TestApp;
    const ticket = await createTicket(t, { amount: 30_000_000, term: 18 });
    expect((await score(t, ticket, scoreRequest(ID, ALL_ANSWERS, SCORE_STEP.final))).code).toBe(200);
    const saved = await post(
      t,
      "/api/callback/loan/save-hub-log",
      leadRecord(ticket, ID, { loanAmount: 30_000_000 }),
      ticket.token,
    );
    expect(saved.status).toBe(200);
    return ticket.code;
  } finally {
    await database.close();
  }
}

function startServer(env: Record<string, string>, output: string[]): ChildProcess {
  // Node itself with the tsx loader (not the tsx wrapper): SIGKILL must reach the server process.
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
  });

describe("partner delivery across a server killed mid-delivery", () => {
  const dir = mkdtempSync(join(tmpdir(), "partners-restart-"));
  const children: ChildProcess[] = [];
  let sim: SimProcess | null = null;
  afterAll(async () => {
    for (const child of children) {
      child.kill("SIGKILL");
      await exited(child);
    }
    await sim?.stop();
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it("delivers after the restart, and the partner holds the lead once", async () => {
    const code = await saveLeadInto(join(dir, "pglite"));
    const serverPort = await freePort();
    const simPort = await freePort();
    // Slow partner: it records the lead at once but answers only after 8 s, so the server is
    // killed while its call is in flight.
    sim = await startSimulator({
      callbackOrigin: `http://127.0.0.1:${serverPort}`,
      port: simPort,
      // Its callbacks come late, so only a new delivery attempt can tell the server it holds the lead.
      args: ["--mode", "slow", "--delay-ms", "8000", "--callback-delay-ms", "120000"],
    });
    const env = {
      NODE_ENV: "development",
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      STATIC_DIR: "./__no_static__",
      LOG_LEVEL: "info",
      PARTNER_SIM_URL: sim.url,
      PARTNER_POLL_SECONDS: "1",
      PARTNER_SWEEP_SECONDS: "1",
      PARTNER_JOB_EXPIRE_SECONDS: "2",
      PARTNER_SUPERVISE_SECONDS: "1",
      PARTNER_RETRY_DELAY_SECONDS: "1",
      PARTNER_RETRY_DELAY_MAX_SECONDS: "1",
      PARTNER_TIMEOUT_MS: "20000",
      EKYC_WORKERS: "1",
      EKYC_PURGE_INTERVAL_MINUTES: "0",
    };
    const firstOutput: string[] = [];
    const first = startServer(env, firstOutput);
    children.push(first);
    const simRef = sim;
    await eventually(
      () => simRef.held(),
      (items) => items.some((item) => item.subject === code),
      60_000,
    );
    first.kill("SIGKILL");
    await exited(first);
    await sim.control({ mode: "normal" });

    const secondOutput: string[] = [];
    const second = startServer(env, secondOutput);
    children.push(second);
    // The job the killed server held expires and is retried: the partner sees the same key again.
    const held = await eventually(
      () => simRef.held(),
      (items) => items.some((item) => item.subject === code && item.attempts >= 2),
      60_000,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}\nfirst server:\n${firstOutput.join("")}\nsecond server:\n${secondOutput.join("")}`,
      );
    });
    expect(held.filter((item) => item.subject === code)).toHaveLength(1);
    await eventually(
      async () => secondOutput.join(""),
      // The log masks digit runs, so the ticket code is not in it; this database holds one lead only.
      (out) => out.includes("partner delivery sent"),
      30_000,
    );
    second.kill("SIGTERM");
    await exited(second);

    const database: Database = await openDatabase({ url: null, dataDir: join(dir, "pglite") });
    try {
      const row = await database.db
        .selectFrom("partner_deliveries")
        .selectAll()
        .where("subject_code", "=", code)
        .executeTakeFirstOrThrow();
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(["sent", "received", "approved"]).toContain(row.status);
    } finally {
      await database.close();
    }
  }, 180_000);
});
