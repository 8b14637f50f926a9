/**
 * Creates the first back-office admin and prints their one-time enrolment link:
 *   npm run staff:create -- --email ten@congty.vn --name "Họ Tên"
 * Works on the database the server uses (DATABASE_URL, or the PGlite data in DATA_DIR; PGlite data
 * cannot be opened while a local server holds it: stop it first). Refused once an active admin
 * exists: admins then invite everyone else from /quan-tri (docs/decisions/021-back-office.md).
 */
import { parseArgs } from "node:util";
import * as v from "valibot";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { migrate } from "../server/db/migrate";
import { systemClock } from "../server/deps";
import { createFirstAdmin } from "../server/services/staff/create-first-admin";
import { staffEmailSchema, staffNameSchema } from "../src/contract/staff";
import { t } from "../src/i18n/t";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: "string" }, name: { type: "string" } }, strict: true });
  const email = v.safeParse(staffEmailSchema, values.email);
  const name = v.safeParse(staffNameSchema, values.name);
  if (!email.success || !name.success) fail(t("staff_create_usage"));
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    await migrate(database);
    const result = await createFirstAdmin(
      { config, database, clock: systemClock },
      { email: email.output, fullName: name.output },
    );
    if (result.kind === "admin-exists") fail(t("staff_create_exists"));
    if (result.kind === "taken") fail(t("staff_email_taken"));
    process.stdout.write(`${t("staff_create_done", { email: email.output })}\n${result.link}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
