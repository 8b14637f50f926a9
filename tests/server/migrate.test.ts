import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";

/** Migrations as several instances starting together, and a migration that fails half-way. */

const url = process.env.TEST_DATABASE_URL;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(query);
  await client.end();
}

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "vay-migrations-"));
  for (const [name, script] of Object.entries(files)) writeFileSync(join(dir, name), script);
  return dir;
}

describe.skipIf(!url)("migrations on PostgreSQL", () => {
  const schema = `m_${randomBytes(6).toString("hex")}`;
  const handles: Database[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("applies each migration once when three instances start at the same moment", async () => {
    await admin(`CREATE SCHEMA ${schema}`);
    for (let i = 0; i < 3; i++)
      handles.push(await openDatabase({ url: url ?? null, dataDir: null, schema, poolSize: 2 }));
    // Not idempotent on purpose: a second run of the same script would fail.
    const dir = migrationsDir({
      "0001_a.sql": "CREATE TABLE race_a (id int PRIMARY KEY); INSERT INTO race_a VALUES (1);",
      "0002_b.sql": "CREATE TABLE race_b (id int PRIMARY KEY); INSERT INTO race_b VALUES (1);",
    });
    dirs.push(dir);
    const results = await Promise.all(handles.map((handle) => migrate(handle, dir)));
    expect(results.flat().sort()).toEqual(["0001_a.sql", "0002_b.sql"]);
    const rows = await handles[0]?.db.selectFrom("schema_migrations").select("name").orderBy("name").execute();
    expect(rows?.map((row) => row.name)).toEqual(["0001_a.sql", "0002_b.sql"]);
  });

  it("leaves nothing of a failed migration, and the connections stay usable", async () => {
    const [first] = handles;
    if (!first) throw new Error("no database");
    const dir = migrationsDir({ "0003_bad.sql": "CREATE TABLE half_done (id int); SELECT no_such_function();" });
    dirs.push(dir);
    await expect(migrate(first, dir)).rejects.toThrow();
    const names = await first.db.selectFrom("schema_migrations").select("name").execute();
    expect(names.map((row) => row.name)).not.toContain("0003_bad.sql");
    // Every pooled connection answers (none is stuck in the aborted transaction), and the table
    // the failed script created is gone with it.
    for (let i = 0; i < 4; i++) {
      const { rows } = await sql<{ table: string | null }>`SELECT to_regclass('half_done')::text AS table`.execute(
        first.db,
      );
      expect(rows[0]?.table).toBeNull();
    }
  });
});
