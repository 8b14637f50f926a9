import "./require-node";
import { createApp } from "./app";
import { type Config, ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/connect";
import { migrate } from "./db/migrate";
import { type Deps, systemClock } from "./deps";
import { serveSite } from "./http/node-listener";
import { createLogger } from "./log";
import { bindMetrics } from "./metrics/app-metrics";
import { queryDuration } from "./metrics/registry";
import { startMetricsServer } from "./metrics/server";
import { loadOpsConfig, type OpsConfig } from "./ops-config";
import { resolveSecrets } from "./secrets";
import { createEkycWorkers } from "./services/ekyc/ekyc-jobs";
import { startRetentionSchedule } from "./services/ekyc/retention";
import { warmTemporaryCredentials } from "./services/leads/temporary-credentials";
import { startPartners } from "./services/partners/start";
import { runSeeds } from "./services/seed/run-seeds";
import { createSmsSender } from "./services/sms/create-sender";
import { sealPlaintextTotpSecrets } from "./services/staff/totp-seal";
import { gracefulShutdown } from "./shutdown";

function configOrExit(): Config & { ops: OpsConfig } {
  try {
    return { ...loadConfig(), ops: loadOpsConfig() };
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  const log = createLogger(config.logLevel);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: `${config.dataDir}/pglite`,
    poolSize: config.dbPoolSize,
    onConnectionError: (error) => log.refused("database connection lost", "database", { error }),
    onQuery: (ms, ok) => queryDuration.observe({ outcome: ok ? "ok" : "error" }, ms / 1000),
  });
  const applied = await migrate(database);
  if (applied.length > 0) log.info("migrations applied", { applied });
  await runSeeds(database, { production: config.nodeEnv === "production" });
  // Staff TOTP secrets written before they were encrypted at rest are sealed now (decision 021).
  const sealed = await sealPlaintextTotpSecrets(database.db, config.staffTotpKey);
  if (sealed > 0) log.info("staff TOTP secrets encrypted at rest", { rows: sealed });
  const secrets = resolveSecrets(config);

  const sms = createSmsSender(config, database, systemClock, log);
  // Uploaded images are decoded and checked in worker threads (never on the event loop).
  const ekycWorkers = createEkycWorkers(config);
  const lifecycle = { draining: false };
  const deps: Deps = { config, database, clock: systemClock, log, secrets, sms, ekycWorkers, lifecycle };
  // Leads and applications reach their partners through the job queue (services/partners).
  const partnerQueue = await startPartners(deps);
  deps.partnerQueue = partnerQueue;
  const app = createApp(deps);
  // Prometheus metrics on their own port, when METRICS_PORT is set (issue 32, server/metrics/).
  bindMetrics(deps);
  const { metricsPort, metricsHost } = config.ops;
  const metricsServer =
    metricsPort === null
      ? null
      : startMetricsServer(metricsPort, metricsHost, () =>
          log.info(`metrics on http://${metricsHost}:${metricsPort}/metrics`),
        );
  // Funnel accounts' temporary passwords are hashed ahead, in the background (issue 16). Test servers
  // (one per e2e file) keep the small on-demand reservoir: 512 hashes are about 6 s of a core each.
  if (config.nodeEnv !== "test") warmTemporaryCredentials();
  const stopPurge = startRetentionSchedule(deps);
  // The health check and the card list are answered on Node's HTTP server itself (issue 16).
  const server = serveSite(deps, app.fetch, { port: config.port, hostname: config.host }, (info) => {
    log.info(`listening on http://localhost:${info.port}`, { database: database.kind });
  });

  // Graceful shutdown (issue 32, server/shutdown.ts): readiness 503, then the port closes, requests
  // in flight finish (bounded), then the queue, the worker pool and the database are closed.
  const stop = gracefulShutdown({
    server,
    lifecycle,
    log,
    drainMs: config.ops.shutdownDrainMs,
    timeoutMs: config.ops.shutdownTimeoutMs,
    closeResources: async () => {
      stopPurge();
      metricsServer?.close();
      await partnerQueue.stop().catch(() => {});
      await ekycWorkers.close();
      await database.close();
    },
    exit: (code) => process.exit(code),
  });
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(`Server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
