import type * as v from "valibot";
import type { readyEndpoint } from "../../../src/contract/health";
import { pendingMigrations } from "../../db/migrate";
import type { Deps } from "../../deps";
import { databaseProbe } from "./database-probe";

export type Readiness = v.InferOutput<(typeof readyEndpoint)["data"]>;
type Check = Readiness[keyof Readiness];

/** An instance's run state, shared by main.ts (which drains it on SIGTERM) and the readiness probe. */
export interface Lifecycle {
  /** Set on SIGTERM: readiness answers 503 from then on, before the server stops accepting. */
  draining: boolean;
}

/** How long the readiness probe waits for a worker of the eKYC pool to start. */
const WORKER_START_MS = 20_000;

interface ReadinessState {
  probe: ReturnType<typeof databaseProbe>;
  migrated: boolean;
}
const states = new WeakMap<Deps, ReadinessState>();

const of = (passed: boolean): Check => (passed ? "ok" : "fail");

/**
 * The readiness checks of GET /api/health/ready: not shutting down, the database answers, every
 * migration this build knows is applied, the eKYC worker pool can start a worker, and the partner
 * queue is running. A worker pool or queue the instance does not run reads "off" (tests, scripts).
 */
export async function checkReadiness(deps: Deps): Promise<{ ready: boolean; checks: Readiness }> {
  let state = states.get(deps);
  if (!state) {
    state = { probe: databaseProbe(deps.clock), migrated: false };
    states.set(deps, state);
  }
  const current = state;
  const database = current
    .probe(deps.database)
    .then(() => true)
    .catch(() => false);
  const migrations = current.migrated
    ? Promise.resolve(true)
    : pendingMigrations(deps.database).then(
        (pending) => {
          current.migrated = pending.length === 0;
          return current.migrated;
        },
        () => false,
      );
  const workers: Promise<Check> = deps.ekycWorkers
    ? deps.ekycWorkers.pool.alive(WORKER_START_MS).then(of)
    : Promise.resolve("off");
  const queue = deps.partnerQueue;
  const queueCheck: Check = queue?.running ? of(queue.running()) : "off";
  const checks: Readiness = {
    accepting: of(!deps.lifecycle?.draining),
    database: of(await database),
    migrations: of(await migrations),
    workers: await workers,
    queue: queueCheck,
  };
  return { ready: Object.values(checks).every((check) => check !== "fail"), checks };
}
