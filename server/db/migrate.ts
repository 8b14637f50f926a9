import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import type { Database } from "./connect";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));

/** Applies every plain-SQL migration not yet recorded in schema_migrations, in file-name order. */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await database.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       name text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     );`,
  );
  const done = new Set(
    (await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(database.db)).rows.map((r) => r.name),
  );
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const script = readFileSync(join(dir, file), "utf8");
    // Each migration and its record are one transaction: a failed migration leaves nothing behind.
    await database.exec(
      `BEGIN;\n${script}\n;INSERT INTO schema_migrations (name) VALUES ('${file.replaceAll("'", "''")}');\nCOMMIT;`,
    );
    applied.push(file);
  }
  return applied;
}
