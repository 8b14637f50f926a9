/**
 * Deletes the identity images, selfies and contracts kept longer than EKYC_RETENTION_DAYS after
 * the decision (server/services/ekyc/retention.ts):
 *   npm run ekyc:purge
 * The server also does this on its own schedule (EKYC_PURGE_INTERVAL_MINUTES); this is for a cron
 * job or a one-off run. Safe next to running servers on PostgreSQL (rows are claimed with
 * FOR UPDATE SKIP LOCKED). PGlite data cannot be opened by a second process: while a local server
 * on PGlite answers, its own schedule does the purge and this script stops.
 */
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { migrate } from "../server/db/migrate";
import { systemClock } from "../server/deps";
import { createLogger } from "../server/log";
import { resolveSecrets } from "../server/secrets";
import { purgeExpiredFiles } from "../server/services/ekyc/retention";
import { createSmsSender } from "../server/services/sms/create-sender";
import { t } from "../src/i18n/t";

async function serverIsRunning(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl === null && (await serverIsRunning(config.port))) {
    process.stderr.write(`${t("ekyc_purge_server_running")}\n`);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    await migrate(database);
    const sms = createSmsSender(config, database, systemClock, log);
    const deps = { config, database, clock: systemClock, log, secrets: resolveSecrets(config), sms };
    const result = await purgeExpiredFiles(deps);
    process.stdout.write(`${t("ekyc_purge_done", { ...result, days: config.ekyc.retentionDays })}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Purge failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
