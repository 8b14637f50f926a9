/**
 * npm run cards:import -- FILE.json [--replace]
 *
 * Loads a card catalogue into the database the server uses (DATABASE_URL, or PGlite under
 * DATA_DIR). The file is a JSON array of cards (or { "cards": [...] }) in the shape of
 * src/contract/cards-import.ts. Every card is checked first: one bad card and nothing is
 * written, with one line per bad card. Cards are upserted by id in one transaction; with
 * --replace, active cards missing from the file are deactivated. Stop the server first when
 * it runs on PGlite (an embedded database has one user at a time).
 */
import { readFileSync } from "node:fs";
import { ConfigError, loadConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { migrate } from "../server/db/migrate";
import { importCatalogue } from "../server/services/cards/import";

function fail(lines: string[]): never {
  for (const line of lines) process.stderr.write(`${line}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const replace = args.includes("--replace");
  const files = args.filter((arg) => !arg.startsWith("--"));
  if (files.length !== 1) fail(["usage: npm run cards:import -- FILE.json [--replace]"]);
  const file = files[0]!;

  let input: unknown;
  try {
    input = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    fail([`${file}: cannot read a JSON document (${error instanceof Error ? error.message : String(error)})`]);
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail([error.message]);
    throw error;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    await migrate(database);
    const result = await importCatalogue(database.db, input, { replace, now: new Date() });
    if (!result.ok) {
      fail([`${file}: nothing imported, ${result.errors.length} bad card(s):`, ...result.errors]);
    }
    process.stdout.write(
      `${file}: ${result.inserted} card(s) added, ${result.updated} updated, ${result.deactivated} deactivated\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`cards:import failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
