/**
 * The funnel report for product owners:
 *   npm run report:funnel -- --from 2026-11-01 --to 2026-11-30 [--json]
 * Reads the database the server uses (DATABASE_URL, or the PGlite data in DATA_DIR) and prints visits,
 * the count reaching each status, the step-to-step conversion and the median time per step, in total,
 * by day, by utm source and by source and campaign. The same figures as GET /api/admin/reports/funnel.
 */
import { parseArgs } from "node:util";
import * as v from "valibot";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { migrate } from "../server/db/migrate";
import { funnelReport } from "../server/services/tracking/funnel-report";
import { formatFunnelReport } from "../server/services/tracking/report-text";
import { reportRangeSchema } from "../src/contract/tracking";
import { firstMessage } from "../src/contract/valibot-vi";
import { t } from "../src/i18n/t";

const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** Today in Vietnam, and `days` days before. */
const vietnamDay = (offsetDays = 0) =>
  new Date(Date.now() + VIETNAM_OFFSET_MS - offsetDays * DAY_MS).toISOString().slice(0, 10);

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** PGlite data must not be opened by two processes: refuse while a local server answers. */
async function serverIsRunning(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return res.ok;
  } catch {
    return false;
  }
}

const OPTIONS = {
  from: { type: "string" },
  to: { type: "string" },
  json: { type: "boolean", default: false },
  help: { type: "boolean", default: false },
} as const;

function readArgs() {
  try {
    return parseArgs({ options: OPTIONS, allowPositionals: false }).values;
  } catch {
    return fail(t("report_usage"));
  }
}

async function main(): Promise<void> {
  const args = readArgs();
  if (args.help) {
    process.stdout.write(`${t("report_usage")}\n`);
    return;
  }
  const parsed = v.safeParse(reportRangeSchema, { from: args.from ?? vietnamDay(29), to: args.to ?? vietnamDay() });
  if (!parsed.success) fail(`${firstMessage(parsed.issues)}\n${t("report_usage")}`);

  const config = loadConfig();
  if (!config.databaseUrl && (await serverIsRunning(config.port))) fail(t("report_server_running"));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    await migrate(database);
    const report = await funnelReport(database.db, parsed.output);
    process.stdout.write(args.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatFunnelReport(report)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
