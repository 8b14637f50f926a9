import { fromPglite, type Job, PgBoss } from "pg-boss";
import type { Config } from "../../config";
import type { Database } from "../../db/connect";
import type { Clock } from "../../deps";
import type { Logger } from "../../log";
import { type PartnerAdapter, PartnerCallError } from "./adapter";
import {
  countAttempt,
  findDelivery,
  markSent,
  noteError,
  queuedWithoutJob,
  recordSubmittedApplications,
  requeueFailed,
  setJob,
} from "./deliveries";
import { createHttpAdapter } from "./http-adapter";
import { documentLinks } from "./partner-files";
import { applicationPayload, leadPayload } from "./payloads";

export const DELIVERY_QUEUE = "partner-delivery";
/** pg-boss moves a job here when it fails for good, also when it expires on its last try. */
export const DEAD_QUEUE = "partner-delivery-dead";
const BATCH = 10;

interface DeliveryJob {
  deliveryId: number;
}

/** Hands deliveries to the pg-boss queue and, when started as a worker, delivers them. */
export interface PartnerQueue {
  /** Creates the queue job of a recorded delivery (after the transaction that recorded it). */
  enqueue(deliveryId: number): Promise<void>;
  /** A failed delivery back in the queue with the same idempotency key; false when it is not failed. */
  retryFailed(deliveryId: number): Promise<boolean>;
  stop(): Promise<void>;
  /** Whether pg-boss is started and not stopped (the readiness probe). */
  running?(): boolean;
  /** Jobs waiting in the delivery queue (the metrics), from pg-boss. */
  depth?(): Promise<number>;
}

export interface PartnerQueueOptions {
  database: Database;
  config: Config;
  clock: Clock;
  log: Logger;
  /** The adapter of a partner id; default: the HTTP adapter of its configured endpoint. */
  adapterFor?: (partnerId: number) => PartnerAdapter | null;
  /** Run the delivery worker in this process (default: config.partners.worker). */
  worker?: boolean;
}

/** pg-boss's own schema beside ours: per test schema on a shared PostgreSQL. */
function bossSchema(database: Database): string {
  return database.native.kind === "postgres" && database.native.schema ? `${database.native.schema}_pgboss` : "pgboss";
}

function createBoss(database: Database, superviseSeconds: number): PgBoss {
  // Expired jobs (a server that died mid-call) are retried on the monitor pass, so both intervals.
  const maintenance = {
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
    schema: bossSchema(database),
  };
  if (database.native.kind === "pglite") {
    return new PgBoss({ db: fromPglite(database.native.pglite), backend: "pglite", ...maintenance });
  }
  return new PgBoss({ connectionString: database.native.url, max: 4, useListenNotify: true, ...maintenance });
}

/**
 * Starts pg-boss on the server's database (PostgreSQL, or PGlite through its adapter), creates the
 * delivery queue with retries and exponential backoff, and, as a worker, delivers each job: the
 * partner gets the payload with the delivery's idempotency key on every try, so it records it
 * once. When the last try fails (or the partner refuses it for good) the delivery is marked failed:
 * the operators' dead-letter list (npm run partners:dead, GET /api/admin/partners/dead).
 */
export async function startPartnerQueue(options: PartnerQueueOptions): Promise<PartnerQueue> {
  const { database, config, clock, log } = options;
  const settings = config.partners;
  const db = database.db;
  const boss = createBoss(database, settings.superviseSeconds);
  boss.on("error", (error: Error) => log.warn("partner queue error", { error: error.message }));
  let started = false;
  boss.on("stopped", () => {
    started = false;
  });
  await boss.start();
  started = true;
  await boss.createQueue(DEAD_QUEUE, { retryLimit: 5, retryDelay: 5, retryBackoff: true });
  await boss.createQueue(DELIVERY_QUEUE, {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: settings.retryDelayMaxSeconds,
    expireInSeconds: settings.jobExpireSeconds,
    notify: true,
    deadLetter: DEAD_QUEUE,
  });
  // A queue created before the dead-letter queue existed gets it now (createQueue keeps old options).
  await boss.updateQueue(DELIVERY_QUEUE, { deadLetter: DEAD_QUEUE });

  const endpoints = new Map(settings.endpoints.map((endpoint) => [endpoint.id, endpoint]));
  const adapters = new Map<number, PartnerAdapter>();
  const adapterFor =
    options.adapterFor ??
    ((partnerId: number) => {
      const endpoint = endpoints.get(partnerId);
      if (!endpoint) return null;
      let adapter = adapters.get(partnerId);
      if (!adapter) {
        adapter = createHttpAdapter(endpoint, { timeoutMs: settings.timeoutMs, now: () => clock.now() });
        adapters.set(partnerId, adapter);
      }
      return adapter;
    });

  async function enqueue(deliveryId: number): Promise<void> {
    const jobId = await boss.send(DELIVERY_QUEUE, { deliveryId } satisfies DeliveryJob);
    if (jobId) await setJob(db, deliveryId, jobId);
  }

  async function deliver(job: Job<DeliveryJob>): Promise<void> {
    const delivery = await findDelivery(db, job.data.deliveryId);
    if (!delivery || (delivery.status !== "queued" && delivery.status !== "failed")) return; // done already
    const lastTry = job.retryCount >= settings.retryLimit;
    const adapter = adapterFor(delivery.partner_id);
    if (!adapter) {
      const message = `no endpoint configured for partner ${delivery.partner_id}`;
      await noteError(db, delivery.id, message, lastTry, clock.now());
      throw new Error(message);
    }
    await countAttempt(db, delivery.id, clock.now());
    const key = delivery.idempotency_key;
    const payload =
      delivery.kind === "lead"
        ? await leadPayload(db, delivery.subject_code, key)
        : await applicationPayload(db, delivery.subject_code, key, async (code) => {
            const endpoint = endpoints.get(delivery.partner_id);
            return endpoint ? documentLinks(db, { endpoint, code, origin: config.publicOrigin, now: clock.now() }) : [];
          });
    if (!payload) {
      await noteError(db, delivery.id, "the lead or application no longer exists", true, clock.now());
      return;
    }
    try {
      const ack =
        "ticketCode" in payload ? await adapter.deliverLead(payload) : await adapter.deliverApplication(payload);
      await markSent(db, delivery.id, ack.ref, clock.now());
      log.info("partner delivery sent", { key, partner: delivery.partner_id, duplicate: ack.duplicate });
    } catch (error) {
      const retryable = !(error instanceof PartnerCallError) || error.retryable;
      const message = error instanceof Error ? error.message : String(error);
      const failed = lastTry || !retryable;
      await noteError(db, delivery.id, message, failed, clock.now());
      log.warn("partner delivery failed", {
        key,
        partner: delivery.partner_id,
        try: job.retryCount + 1,
        failed,
        message,
      });
      if (retryable && !lastTry) throw error;
    }
  }

  const runWorker = options.worker ?? settings.worker;
  let sweepTimer: NodeJS.Timeout | null = null;
  if (runWorker) {
    // Up to BATCH deliveries at once; while batches come back full the worker keeps fetching.
    await boss.work<DeliveryJob>(
      DELIVERY_QUEUE,
      {
        pollingIntervalSeconds: settings.pollSeconds,
        notifyPollingIntervalSeconds: settings.pollSeconds,
        batchSize: BATCH,
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      (jobs) =>
        Promise.all(
          jobs.map((job) =>
            deliver(job).then(
              () => ({ id: job.id, status: "completed" as const }),
              (error: Error) => ({ id: job.id, status: "failed" as const, output: { message: error.message } }),
            ),
          ),
        ),
    );
    // A job pg-boss failed without our handler deciding (it expired on its last try: a server killed
    // or stuck mid-call): its row would stay queued with a job id the sweep skips. Mark it failed, so
    // it is in the operators' dead-letter list (issue 17).
    await boss.work<DeliveryJob>(DEAD_QUEUE, { pollingIntervalSeconds: settings.pollSeconds }, async (jobs) => {
      for (const job of jobs) {
        const delivery = await findDelivery(db, job.data.deliveryId);
        if (delivery?.status !== "queued") continue;
        await noteError(db, delivery.id, "the last try did not finish in time (job expired)", true, clock.now());
        log.warn("partner delivery failed: its last try expired", { key: delivery.idempotency_key });
      }
    });
    // Rows recorded by a process that stopped before creating their job: create it now and then.
    // Submitted applications without a delivery are picked up here too: the application flow records
    // and enqueues its own at confirmation; this is the safety net (e.g. rows from before that).
    const sweep = async () => {
      for (const id of await recordSubmittedApplications(db, clock.now())) await enqueue(id);
      const ids = await queuedWithoutJob(db, new Date(clock.now().getTime() - 5_000));
      for (const id of ids) await enqueue(id);
    };
    await sweep().catch((error: Error) => log.warn("partner sweep failed", { error: error.message }));
    sweepTimer = setInterval(() => {
      sweep().catch((error: Error) => log.warn("partner sweep failed", { error: error.message }));
    }, settings.sweepSeconds * 1000);
    sweepTimer.unref();
  }

  return {
    enqueue,
    retryFailed: async (deliveryId) => {
      if (!(await requeueFailed(db, deliveryId, clock.now()))) return false;
      await enqueue(deliveryId);
      return true;
    },
    stop: async () => {
      if (sweepTimer) clearInterval(sweepTimer);
      started = false;
      await boss.stop({ graceful: true, timeout: 5_000, close: true });
    },
    running: () => started,
    depth: async () => (await boss.getQueue(DELIVERY_QUEUE))?.queuedCount ?? 0,
  };
}
