/**
 * Carries out a data-deletion request filed at /yeu-cau-xoa-du-lieu:
 *   npm run privacy:erase -- XD20261122-7KQ4MZ
 * Anonymises the leads, loan requests, visits and account of the request's phone, deletes its codes
 * and messages, and marks the request done (the phone itself is then cleared from the request).
 * Works on the database the server uses (DATABASE_URL, or the PGlite data in DATA_DIR). PGlite data
 * cannot be opened by a second process: while a local server answers, the request goes through the
 * server's POST /api/admin/privacy/erase with STAFF_API_TOKEN (a compliance staff member's API
 * token; the server writes the audit row) instead.
 */
import * as v from "valibot";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { migrate } from "../server/db/migrate";
import { carryOutDeletion } from "../server/services/content/deletion-requests";
import type { ErasedCounts } from "../server/services/content/erase-person";
import { deletionReferenceSchema } from "../src/contract/content";
import { t } from "../src/i18n/t";
import { askServer, serverIsRunning, staffApiToken } from "./staff-api";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function report(reference: string, status: "completed" | "already", completedAt: string, erased: ErasedCounts) {
  const text =
    status === "completed"
      ? t("privacy_erase_done", { reference, ...erased })
      : t("privacy_erase_already", { reference, time: completedAt });
  process.stdout.write(`${text}\n`);
}

/** Through the running server: the only process allowed to open its PGlite data. */
async function eraseThroughServer(port: number, token: string, reference: string): Promise<void> {
  const answer = await askServer<{ status: "completed" | "already"; completedAt: string; erased: ErasedCounts }>(
    port,
    token,
    "POST",
    "/admin/privacy/erase",
    { reference },
  );
  if (answer.code !== 200 || !answer.data) fail(answer.message ?? t("normal_error"));
  report(reference, answer.data.status, answer.data.completedAt, answer.data.erased);
}

async function main(): Promise<void> {
  const parsed = v.safeParse(deletionReferenceSchema, process.argv[2]?.trim().toUpperCase());
  if (!parsed.success) fail(t("privacy_erase_usage"));
  const reference = parsed.output;

  const config = loadConfig();
  if (!config.databaseUrl && (await serverIsRunning(config.port))) {
    const token = staffApiToken();
    if (token === null) fail(t("privacy_erase_server_running"));
    await eraseThroughServer(config.port, token, reference);
    return;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  let outcome: Awaited<ReturnType<typeof carryOutDeletion>>;
  try {
    await migrate(database);
    outcome = await carryOutDeletion(database, reference, new Date(), config.ekyc.uploadDir);
  } finally {
    await database.close();
  }
  if (outcome.kind === "unknown") fail(t("privacy_erase_unknown", { reference }));
  report(reference, outcome.kind, outcome.completedAt.toISOString(), outcome.erased);
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
