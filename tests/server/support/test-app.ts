import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { createApp } from "../../../server/app";
import { type Config, loadConfig } from "../../../server/config";
import type { Database } from "../../../server/db/connect";
import type { Clock, Deps } from "../../../server/deps";
import type { AppEnv } from "../../../server/http/app-env";
import { createLogger } from "../../../server/log";
import { testSecrets } from "../../../server/secrets";
import { createSmsSender } from "../../../server/services/sms/create-sender";
import { createTestDatabase, type DbKind } from "./test-db";

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  constructor(private current = new Date("2026-11-22T08:00:00.000Z")) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
}

export interface TestApp {
  app: Hono<AppEnv>;
  deps: Deps;
  clock: TestClock;
  database: Database;
  /** Every line the server logged. */
  logLines: string[];
  request(path: string, init?: RequestInit & { json?: unknown; ip?: string }): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestApp(kind: DbKind, overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const clock = new TestClock();
  const logLines: string[] = [];
  const base = loadConfig({ NODE_ENV: "test", STATIC_DIR: "./__no_static__" });
  // Uploads (eKYC images, contracts) go to a temporary folder of this app, removed on close.
  const uploadDir = mkdtempSync(join(tmpdir(), "test-uploads-"));
  const config: Config = { ...base, ekyc: { ...base.ekyc, uploadDir }, ...overrides };
  const log = createLogger("debug", (line) => logLines.push(line), { now: () => clock.now() });
  // The sender SMS_DELIVERY names: the outbox unless a test overrides smsDelivery.
  const sms = createSmsSender(config, database, clock, log);
  const deps: Deps = { config, database, clock, log, secrets: testSecrets(), sms };
  const app = createApp(deps);
  return {
    app,
    deps,
    clock,
    database,
    logLines,
    request: (path, init = {}) => {
      const { json, ip, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (json !== undefined) headers.set("content-type", "application/json");
      if (ip) headers.set("x-test-ip", ip);
      return Promise.resolve(
        app.request(path, { ...rest, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) }),
      );
    },
    close: async () => {
      await database.close();
      rmSync(uploadDir, { recursive: true, force: true });
    },
  };
}
