/**
 * The partner deliveries whose retries are used up (the dead-letter list), and putting them back:
 *   npm run partners:dead                 lists them
 *   npm run partners:dead -- --retry 12   puts delivery 12 back in the queue (same idempotency key)
 *   npm run partners:dead -- --retry all  puts every one back
 * On PostgreSQL it reads the database directly (next to running servers: a worker's sweep creates
 * the new queue job within PARTNER_SWEEP_SECONDS). PGlite data cannot be opened by a second
 * process: while a local server answers, the script asks its operator endpoints with STAFF_API_TOKEN
 * (an operator's API token; each retry is then written to the audit log).
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { migrate } from "../server/db/migrate";
import { listFailed, requeueFailed } from "../server/services/partners/deliveries";
import type { DeadDelivery } from "../src/contract/partners";
import { askServer, serverIsRunning, staffApiToken } from "./staff-api";

const { values } = parseArgs({ options: { retry: { type: "string" } } });

function print(rows: DeadDelivery[]): void {
  if (rows.length === 0) {
    process.stdout.write("No failed partner delivery.\n");
    return;
  }
  for (const row of rows) {
    process.stdout.write(
      `#${row.id}  ${row.idempotencyKey}  partner ${row.partnerId}  ${row.attempts} tries  ${row.updatedAt}  ${row.lastError ?? ""}\n`,
    );
  }
}

async function viaServer(port: number, token: string): Promise<void> {
  const listed = await askServer<DeadDelivery[]>(port, token, "GET", "/admin/partners/dead");
  if (listed.code !== 200 || !listed.data) throw new Error(listed.message ?? `HTTP ${listed.code}`);
  const rows = listed.data;
  if (!values.retry) return print(rows);
  const ids = values.retry === "all" ? rows.map((r) => r.id) : [Number(values.retry)];
  for (const id of ids) {
    const res = await askServer(port, token, "POST", `/admin/partners/dead/${id}/retry`);
    process.stdout.write(`#${id}: ${res.code === 200 ? "queued again" : res.message}\n`);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl === null && (await serverIsRunning(config.port))) {
    const token = staffApiToken();
    if (token === null) {
      process.stderr.write(
        "A local server on PGlite is running: set STAFF_API_TOKEN (an operator's API token from the back-office) to ask it.\n",
      );
      process.exit(1);
    }
    return viaServer(config.port, token);
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    await migrate(database);
    const rows = await listFailed(database.db);
    if (!values.retry) return print(rows);
    const ids = values.retry === "all" ? rows.map((r) => r.id) : [Number(values.retry)];
    for (const id of ids) {
      const queued = await requeueFailed(database.db, id, new Date());
      process.stdout.write(
        `#${id}: ${queued ? "queued again (a running worker sends it)" : "not in the failed list"}\n`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
