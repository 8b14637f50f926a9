import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { type Database, openDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";
import { type Deps, systemClock } from "../../server/deps";
import { silentLogger } from "../../server/log";
import { testSecrets } from "../../server/secrets";
import { runSeeds } from "../../server/services/seed/run-seeds";
import { createSmsSender } from "../../server/services/sms/create-sender";
import { createUser } from "./accounts-helpers";

/**
 * Issue 32, backups: the drill on both databases. Seed, add an account, back up with
 * `npm run db:backup`'s script, wipe the database, restore with `npm run db:restore`'s script:
 * the same row counts, and the account signs in.
 */
const TABLES = ["schema_migrations", "users", "loan_tickets", "leads", "partner_deliveries", "app_settings"] as const;
const PHONE = "0987000666";
const PASSWORD = "Drill@2026pass";

async function counts(database: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(database.db);
    out[table] = rows[0]?.n ?? -1;
  }
  return out;
}

async function seeded(database: Database): Promise<Record<string, number>> {
  await migrate(database);
  await runSeeds(database, { production: false });
  await createUser(database, { phone: PHONE, password: PASSWORD, email: "drill@example.vn" });
  await database.db
    .insertInto("loan_tickets")
    .values({ code: "LNDRILL0001", phone: PHONE, amount: 20_000_000, term: 12, ip: null, created_at: new Date() })
    .execute();
  return counts(database);
}

/** Signs the drill's account in through the app on `database`: the HTTP status of POST /api/auth/login. */
async function signInStatus(database: Database): Promise<number> {
  const config = loadConfig({ NODE_ENV: "test", STATIC_DIR: "./__no_static__" });
  const deps: Deps = {
    config,
    database,
    clock: systemClock,
    log: silentLogger,
    secrets: testSecrets(),
    sms: createSmsSender(config, database, systemClock, silentLogger),
  };
  const res = await createApp(deps).request("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: PHONE, password: PASSWORD }),
  });
  const body = (await res.json()) as { code: number };
  return body.code;
}

function run(script: string, args: string[], env: Record<string, string>): string {
  const result = spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, NODE_ENV: "test", ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

describe("backup drill on PGlite", () => {
  const dir = mkdtempSync(join(tmpdir(), "drill-pglite-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("restores the same rows and a working sign-in", async () => {
    const dataDir = join(dir, "data");
    const file = join(dir, "backup.tar.gz");
    let database = await openDatabase({ url: null, dataDir: join(dataDir, "pglite") });
    const before = await seeded(database);
    expect(before.users).toBeGreaterThan(0);
    await database.close();

    expect(run("scripts/db-backup.ts", [file], { DATA_DIR: dataDir, DATABASE_URL: "" })).toContain(file);
    rmSync(dataDir, { recursive: true, force: true });
    // A restore never overwrites a database in place.
    database = await openDatabase({ url: null, dataDir: join(dataDir, "pglite") });
    await database.close();
    expect(() => run("scripts/db-restore.ts", [file], { DATA_DIR: dataDir, DATABASE_URL: "" })).toThrow(/not empty/);
    rmSync(dataDir, { recursive: true, force: true });
    run("scripts/db-restore.ts", [file], { DATA_DIR: dataDir, DATABASE_URL: "" });

    database = await openDatabase({ url: null, dataDir: join(dataDir, "pglite") });
    try {
      expect(await counts(database)).toEqual(before);
      expect(await signInStatus(database)).toBe(200);
    } finally {
      await database.close();
    }
  }, 120_000);
});

const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)("backup drill on PostgreSQL", () => {
  const dir = mkdtempSync(join(tmpdir(), "drill-pg-"));
  const name = `drill_${randomBytes(5).toString("hex")}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const dbUrl = () => {
    const u = new URL(url ?? "");
    u.pathname = `/${name}`;
    return u.toString();
  };
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  });

  it("restores the same rows, pg-boss's schema included, and a working sign-in", async () => {
    await admin(`CREATE DATABASE ${name}`);
    const file = join(dir, "backup.dump");
    let database = await openDatabase({ url: dbUrl(), dataDir: null });
    const before = await seeded(database);
    await sql`CREATE SCHEMA pgboss_drill; CREATE TABLE pgboss_drill.job (id int)`.execute(database.db);
    await database.close();

    expect(run("scripts/db-backup.ts", [file], { DATABASE_URL: dbUrl() })).toContain(file);
    await admin(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
    run("scripts/db-restore.ts", [file], { DATABASE_URL: dbUrl() });

    database = await openDatabase({ url: dbUrl(), dataDir: null });
    try {
      expect(await counts(database)).toEqual(before);
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pgboss_drill.job`.execute(database.db);
      expect(rows[0]?.n).toBe(0);
      expect(await signInStatus(database)).toBe(200);
    } finally {
      await database.close();
    }
  }, 120_000);
});
