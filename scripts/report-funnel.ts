/**
 * The funnel report for product owners:
 *   npm run report:funnel -- --from 2026-11-01 --to 2026-11-30 [--json]
 * Reads the database the server uses (DATABASE_URL, or the PGlite data in DATA_DIR) and prints visits,
 * the count reaching each status, the step-to-step conversion and the median time per step, in total,
 * by day, by utm source and by source and campaign. The same figures as GET /api/admin/reports/funnel.
 * PGlite data cannot be opened by a second process: while a local server answers, the report is
 * asked of it with STAFF_API_TOKEN (an operator's API token) instead.
 */
import { parseArgs } from "node:util";
import * as v from "valibot";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { migrate } from "../server/db/migrate";
import { funnelReport } from "../server/services/tracking/funnel-report";
import { formatFunnelReport } from "../server/services/tracking/report-text";
import { type FunnelReport, reportRangeSchema } from "../src/contract/tracking";
import { firstMessage } from "../src/contract/valibot-vi";
import { t } from "../src/i18n/t";
import { askServer, serverIsRunning, staffApiToken } from "./staff-api";

const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** Today in Vietnam, and `days` days before. */
const vietnamDay = (offsetDays = 0) =>
  new Date(Date.now() + VIETNAM_OFFSET_MS - offsetDays * DAY_MS).toISOString().slice(0, 10);

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
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
  const print = (report: FunnelReport) =>
    process.stdout.write(args.json ? `${JSON.stringify(report, null, 2)}\n` : `${formatFunnelReport(report)}\n`);
  if (!config.databaseUrl && (await serverIsRunning(config.port))) {
    const token = staffApiToken();
    if (token === null) fail(t("report_server_running"));
    const query = new URLSearchParams(parsed.output).toString();
    const answer = await askServer<FunnelReport>(config.port, token, "GET", `/admin/reports/funnel?${query}`);
    if (answer.code !== 200 || !answer.data) fail(answer.message ?? t("normal_error"));
    print(answer.data);
    return;
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    await migrate(database);
    print(await funnelReport(database.db, parsed.output));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
