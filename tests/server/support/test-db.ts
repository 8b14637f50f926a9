import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../../server/db/connect";
import { migrate } from "../../../server/db/migrate";
import { runSeeds } from "../../../server/services/seed/run-seeds";

export type DbKind = "pglite" | "postgres";

/** The databases a server test runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): DbKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

const templates = new Map<string, Blob>();

/** The migrated (and seeded) PGlite data directory dumped once by tests/server/global-setup.ts. */
function pgliteTemplate(seed: boolean): Blob | undefined {
  const files = inject("pgliteTemplates");
  if (!files) return undefined;
  const file = seed ? files.seeded : files.bare;
  let blob = templates.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    templates.set(file, blob);
  }
  return blob;
}

/**
 * A fresh, migrated and seeded database. On PostgreSQL each call gets a schema of its own, dropped
 * on close, so test files never see each other's rows.
 */
export async function createTestDatabase(kind: DbKind, options: { seed?: boolean } = {}): Promise<Database> {
  let database: Database;
  let dropSchema: (() => Promise<void>) | null = null;
  if (kind === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DATABASE_URL is not set");
    const schema = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    database = await openDatabase({ url, dataDir: null, schema, poolSize: 5 });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
  } else {
    const template = pgliteTemplate(options.seed !== false);
    database = await openDatabase({ url: null, dataDir: null, loadDataDir: template });
    // the template is migrated and seeded already
    if (template) return database;
  }
  await migrate(database);
  if (options.seed !== false) await runSeeds(database, { production: false });
  const close = database.close;
  database.close = async () => {
    await close();
    await dropSchema?.();
  };
  return database;
}
