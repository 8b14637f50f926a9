import { sql } from "kysely";
import { Counter, Gauge } from "prom-client";
import type { Deps } from "../deps";
import { CAPTCHA_POLICY } from "../services/captcha/challenge";
import { peek } from "../services/rate-limit";
import { registry } from "./registry";

const HOUR_MS = 3_600_000;
/** The app whose state the gauges read at each scrape (main.ts binds its own; tests theirs). */
let bound: Deps | null = null;

/** Runs one collection, keeping the last value when the database is away (the scrape still answers). */
async function quietly(collect: () => Promise<void>): Promise<void> {
  try {
    await collect();
  } catch {
    // The database is away: /api/health/ready says so; the metrics keep their last values.
  }
}

const gauge = (name: string, help: string, collect: (g: Gauge) => Promise<void> | void, labelNames: string[] = []) =>
  new Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      if (bound) await quietly(async () => collect(this));
    },
  });

gauge(
  "vay_db_pool_connections",
  "PostgreSQL pool connections of this instance by state (none on PGlite).",
  (g) => {
    const stats = bound?.database.poolStats?.();
    if (!stats) return;
    g.set({ state: "in_use" }, stats.total - stats.idle);
    g.set({ state: "idle" }, stats.idle);
    g.set({ state: "max" }, stats.max);
  },
  ["state"],
);
gauge("vay_db_pool_waiting", "Queries of this instance waiting for a pool connection.", (g) => {
  g.set(bound?.database.poolStats?.().waiting ?? 0);
});

gauge(
  "vay_partner_queue_depth",
  "Partner deliveries waiting in the pg-boss queue (shared by every instance).",
  async (g) => {
    const depth = bound?.partnerQueue?.depth;
    if (depth) g.set(await depth());
  },
);
gauge("vay_partner_dead_letters", "Partner deliveries failed for good: the operators' dead-letter list.", async (g) => {
  if (!bound) return;
  const row = await bound.database.db
    .selectFrom("partner_deliveries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "failed")
    .executeTakeFirst();
  g.set(Number(row?.n ?? 0));
});

gauge(
  "vay_otp_codes_last_hour",
  "One-time codes sent and verified in the last hour (all instances).",
  async (g) => {
    if (!bound) return;
    const since = new Date(bound.clock.now().getTime() - HOUR_MS);
    const { rows } = await sql<{ sent: number; verified: number }>`
    SELECT count(*) FILTER (WHERE issued_at > ${since})::int AS sent,
           count(*) FILTER (WHERE consumed_at > ${since})::int AS verified
    FROM otp_codes`.execute(bound.database.db);
    g.set({ outcome: "sent" }, rows[0]?.sent ?? 0);
    g.set({ outcome: "verified" }, rows[0]?.verified ?? 0);
  },
  ["outcome"],
);
gauge(
  "vay_otp_locked_phones",
  "Phones whose one-time codes are locked now after wrong codes (all instances).",
  async (g) => {
    if (!bound) return;
    const now = bound.clock.now();
    const { rows } = await sql<{ n: number }>`
    SELECT count(DISTINCT phone)::int AS n FROM (
      SELECT phone FROM otp_attempts WHERE locked_until > ${now}
      UNION SELECT phone FROM otp_codes WHERE locked_until > ${now}) locked`.execute(bound.database.db);
    g.set(rows[0]?.n ?? 0);
  },
);

gauge(
  "vay_sms_ceiling_used_ratio",
  "The global SMS ceiling's use in its sliding hour (1: every SMS refused).",
  async (g) => {
    if (!bound) return;
    const limit = bound.config.rateLimits.smsGlobalPerHour;
    const used = await peek(bound.database.db, "sms:global", HOUR_MS, bound.clock.now());
    g.set(limit > 0 ? used / limit : 0);
  },
);
gauge("vay_sms_ceiling_per_hour", "The global SMS ceiling (SMS_GLOBAL_PER_HOUR).", (g) => {
  if (bound) g.set(bound.config.rateLimits.smsGlobalPerHour);
});

gauge(
  "vay_botcheck_work",
  "The bot check's proof of work: the smallest and largest counter a solver must reach.",
  (g) => {
    g.set({ bound: "min" }, CAPTCHA_POLICY.counterMin);
    g.set({ bound: "max" }, CAPTCHA_POLICY.counterMax);
  },
  ["bound"],
);

gauge(
  "vay_ekyc_workers_jobs",
  "eKYC image jobs of this instance's worker pool, waiting and running.",
  (g) => {
    const stats = bound?.ekycWorkers?.pool.stats();
    if (!stats) return;
    g.set({ state: "queued" }, stats.queued);
    g.set({ state: "running" }, stats.busy);
  },
  ["state"],
);
let failuresSeen = 0;
new Counter({
  name: "vay_ekyc_worker_failures_total",
  help: "eKYC workers lost by this instance (job over its time budget, crash, failed start).",
  registers: [registry],
  collect() {
    const failures = bound?.ekycWorkers?.pool.stats().failures ?? failuresSeen;
    if (failures > failuresSeen) this.inc(failures - failuresSeen);
    failuresSeen = failures;
  },
});

gauge(
  "vay_funnel_steps_last_hour",
  "Visits that reached each funnel step (tracking status) in the last hour.",
  async (g) => {
    if (!bound) return;
    const since = new Date(bound.clock.now().getTime() - HOUR_MS);
    const rows = await bound.database.db
      .selectFrom("tracking_steps")
      .select(["status", (eb) => eb.fn.countAll<number>().as("n")])
      .where("reached_at", ">", since)
      .groupBy("status")
      .execute();
    g.reset();
    for (const row of rows) g.set({ step: String(row.status) }, Number(row.n));
  },
  ["step"],
);

/** Points the gauges at an app's state (its database, queue, worker pool, settings). */
export function bindMetrics(deps: Deps): void {
  bound = deps;
  failuresSeen = deps.ekycWorkers?.pool.stats().failures ?? 0;
}

/** The exposition text (Prometheus text format) and its content type. */
export async function metricsText(): Promise<{ body: string; contentType: string }> {
  return { body: await registry.metrics(), contentType: registry.contentType };
}
