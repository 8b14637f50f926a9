import type { Config } from "../../config";
import { createWorkerPool, type WorkerPool } from "../../workers/pool";
import type { FaceCheckInput, FaceMeasure } from "./face-check";
import type { DocumentInput, DocumentOutcome } from "./provider";

/** The jobs of the eKYC worker pool (server/workers/ekyc-worker.ts). */
export type EkycJob = { type: "document"; input: DocumentInput } | { type: "face"; input: FaceCheckInput };

/** Heap caps of one eKYC worker: a decode that would exceed them kills that worker only. */
export const EKYC_WORKER_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64, stackSizeMb: 4 };

export interface EkycWorkers {
  /** `customer` names whose upload it is: at most EKYC_JOBS_PER_CUSTOMER of theirs at once (else PoolBusyError). */
  checkDocument(input: DocumentInput, customer?: string): Promise<DocumentOutcome>;
  measureFace(input: FaceCheckInput, customer?: string): Promise<FaceMeasure>;
  readonly pool: WorkerPool;
  close(): Promise<void>;
}

/** Copies the bytes into a buffer of their own, handed over to the worker (not copied again). */
function own(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

export function createEkycWorkers(config: Config): EkycWorkers {
  const pool = createWorkerPool({
    script: new URL("../../workers/ekyc-worker.ts", import.meta.url),
    size: config.ekyc.workers,
    jobTimeoutMs: config.ekyc.jobTimeoutMs,
    maxQueue: config.ekyc.workers * 8,
    maxPerOwner: config.ekyc.jobsPerCustomer,
    resourceLimits: EKYC_WORKER_LIMITS,
  });
  return {
    pool,
    checkDocument(input, customer) {
      const bytes = own(input.bytes);
      const job: EkycJob = { type: "document", input: { ...input, bytes } };
      return pool.run<DocumentOutcome>(job, [bytes.buffer as ArrayBuffer], customer);
    },
    measureFace(input, customer) {
      const selfie = own(input.selfie.bytes);
      const card = input.card ? own(input.card.bytes) : null;
      const job: EkycJob = {
        type: "face",
        input: {
          selfie: { ...input.selfie, bytes: selfie },
          card: input.card && card ? { ...input.card, bytes: card } : null,
        },
      };
      const transfer = [selfie.buffer as ArrayBuffer, ...(card ? [card.buffer as ArrayBuffer] : [])];
      return pool.run<FaceMeasure>(job, transfer, customer);
    },
    close: () => pool.close(),
  };
}

const pools = new WeakMap<Config, EkycWorkers>();

/** The pool the deps carry, else one per configuration, started on first use (tests, scripts). */
export function ekycWorkersFor(deps: { config: Config; ekycWorkers?: EkycWorkers }): EkycWorkers {
  if (deps.ekycWorkers) return deps.ekycWorkers;
  let workers = pools.get(deps.config);
  if (!workers) {
    workers = createEkycWorkers(deps.config);
    pools.set(deps.config, workers);
  }
  return workers;
}
