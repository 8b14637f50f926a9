import type { Config } from "./config";
import type { Database } from "./db/connect";
import type { Logger } from "./log";
import type { Secrets } from "./secrets";
import type { EkycWorkers } from "./services/ekyc/ekyc-jobs";
import type { EkycProvider } from "./services/ekyc/provider";
import type { Lifecycle } from "./services/health/readiness";
import type { PartnerQueue } from "./services/partners/queue";
import type { SmsSender } from "./services/sms/sms-sender";

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Everything the app needs from outside, injected so tests can supply their own. */
export interface Deps {
  config: Config;
  database: Database;
  clock: Clock;
  log: Logger;
  secrets: Secrets;
  sms: SmsSender;
  /** The identity provider; when absent, the one config.ekyc names (services/ekyc/create-provider.ts). */
  ekyc?: EkycProvider;
  /** The image worker pool; when absent, one per configuration started on first use (services/ekyc/ekyc-jobs.ts). */
  ekycWorkers?: EkycWorkers;
  /** The partner delivery queue (services/partners/queue.ts); when absent, deliveries wait in the outbox for a worker. */
  partnerQueue?: PartnerQueue;
  /** The instance's run state (main.ts): draining on SIGTERM turns readiness to 503 (issue 32). */
  lifecycle?: Lifecycle;
}
