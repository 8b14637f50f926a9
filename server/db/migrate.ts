import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import type { Database } from "./connect";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

/** Held until the end of the transaction that takes it; one lock per schema. */
const LOCK = "SELECT pg_advisory_xact_lock(hashtext('schema_migrations:' || current_schema()));";

const appliedNames = async (database: Database) =>
  new Set(
    (await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(database.db)).rows.map((r) => r.name),
  );

/** The migration files not yet recorded in schema_migrations (the readiness probe: none once done). */
export async function pendingMigrations(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const done = await appliedNames(database);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql") && !done.has(f))
    .sort();
}

/**
 * Applies every plain-SQL migration not yet recorded in schema_migrations, in file-name order.
 * Several instances may start at once on one database: each migration runs under a
 * transaction-level advisory lock (one per schema) and records itself first, so a second
 * instance waits, then fails on the record, rolls back and moves on.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  // CREATE TABLE IF NOT EXISTS itself races between sessions: it takes the lock too.
  await database.exec(
    `BEGIN;
     ${LOCK}
     CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     );
     COMMIT;`,
  );
  const done = await appliedNames(database);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const script = readFileSync(join(dir, file), "utf8");
    // Each migration and its record are one transaction: a failed migration leaves nothing behind.
    try {
      await database.exec(
        [
          "BEGIN;",
          LOCK,
          `INSERT INTO schema_migrations (name) VALUES ('${file.replaceAll("'", "''")}');`,
          script,
          ";COMMIT;",
        ].join("\n"),
      );
    } catch (error) {
      if ((await appliedNames(database)).has(file)) continue; // another instance applied it meanwhile
      throw error;
    }
    applied.push(file);
  }
  return applied;
}
