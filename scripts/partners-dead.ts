/**
 * The partner deliveries whose retries are used up (the dead-letter list), and putting them back:
 *   npm run partners:dead                 lists them
 *   npm run partners:dead -- --retry 12   puts delivery 12 back in the queue (same idempotency key)
 *   npm run partners:dead -- --retry all  puts every one back
 * On PostgreSQL it reads the database directly (next to running servers: a worker's sweep creates
 * the new queue job within PARTNER_SWEEP_SECONDS). PGlite data cannot be opened by a second
 * process: while a local server answers, the script asks its admin endpoint (ADMIN_TOKEN).
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/connect";
import { migrate } from "../server/db/migrate";
import { listFailed, requeueFailed } from "../server/services/partners/deliveries";
import type { DeadDelivery } from "../src/contract/partners";

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

async function viaServer(origin: string, token: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const list = async () =>
    ((await (await fetch(`${origin}/api/admin/partners/dead`, { headers })).json()) as { data: DeadDelivery[] }).data;
  const rows = await list();
  if (!values.retry) return print(rows);
  const ids = values.retry === "all" ? rows.map((r) => r.id) : [Number(values.retry)];
  for (const id of ids) {
    const res = await fetch(`${origin}/api/admin/partners/dead/${id}/retry`, { method: "POST", headers });
    process.stdout.write(`#${id}: ${res.ok ? "queued again" : ((await res.json()) as { message: string }).message}\n`);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const origin = `http://127.0.0.1:${config.port}`;
  const running = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(1_000) })
    .then((r) => r.ok)
    .catch(() => false);
  if (config.databaseUrl === null && running) {
    if (config.adminToken === null) {
      process.stderr.write("A local server on PGlite is running: set ADMIN_TOKEN (the server's) to ask it.\n");
      process.exit(1);
    }
    return viaServer(origin, config.adminToken);
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
