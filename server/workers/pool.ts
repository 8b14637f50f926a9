import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { type ResourceLimits, Worker } from "node:worker_threads";

/**
 * A small pool of worker threads for CPU-heavy, untrusted work (decoding uploaded images, QR
 * reading, the face model). Each job has a time budget: a job that overruns it, or a worker that
 * dies (out of memory under its resourceLimits, a crash), costs that one worker, which is
 * terminated and replaced on the next job. The event loop only posts messages.
 */

export interface PoolOptions {
  /** The worker script (a .ts file: workers start with the tsx loader). */
  script: URL;
  size: number;
  /** Time budget of one job, from when a worker takes it. */
  jobTimeoutMs: number;
  /** Jobs waiting for a worker beyond which new jobs are refused at once (PoolBusyError). */
  maxQueue: number;
  /**
   * Jobs of one owner (a customer), running or waiting, beyond which that owner's new jobs are
   * refused at once (PoolBusyError): one customer cannot fill the queue everyone shares (issue 30).
   * Jobs given without an owner are not counted.
   */
  maxPerOwner?: number;
  resourceLimits: ResourceLimits;
}

/** The tsx loader by path, so workers start the same whatever the process's working directory. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

export class PoolBusyError extends Error {
  constructor() {
    super("worker pool queue is full");
    this.name = "PoolBusyError";
  }
}

export class JobTimeoutError extends Error {
  constructor(ms: number) {
    super(`worker job exceeded its ${ms} ms budget`);
    this.name = "JobTimeoutError";
  }
}

export class WorkerFailedError extends Error {
  constructor(detail: string) {
    super(`worker failed: ${detail}`);
    this.name = "WorkerFailedError";
  }
}

interface Job {
  message: unknown;
  transfer: ArrayBuffer[];
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded its script (it posts { ready: true }); the budget of a job starts then. */
  ready: boolean;
  job: (Job & { id: number; timer: NodeJS.Timeout }) | null;
}

type Answer = { ready: true } | { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

export interface WorkerPool {
  /** Runs a job; `owner` names whose it is, for the per-owner limit (maxPerOwner). */
  run<T>(message: unknown, transfer?: ArrayBuffer[], owner?: string): Promise<T>;
  /** Workers started since the pool was created (replacements included). */
  readonly started: number;
  /**
   * Whether the pool can run jobs (the readiness probe): true once a worker has loaded its script,
   * starting one when none is there; false when it fails to start (within startTimeoutMs) or the
   * pool is closed.
   */
  alive(startTimeoutMs?: number): Promise<boolean>;
  /** Jobs waiting for a worker, and workers lost so far (timeouts, crashes, failed starts): metrics. */
  stats(): { queued: number; busy: number; failures: number };
  close(): Promise<void>;
}

export function createWorkerPool(options: PoolOptions): WorkerPool {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let started = 0;
  let closed = false;
  /** Jobs of each owner, running or waiting. */
  const owned = new Map<string, number>();
  let failures = 0;
  /** Told once whenever a worker loads its script (true) or dies before that (false). */
  let startWaiters: Array<(ok: boolean) => void> = [];
  const startSettled = (ok: boolean) => {
    for (const waiter of startWaiters.splice(0)) waiter(ok);
  };

  const spawn = (): Slot => {
    const worker = new Worker(options.script, {
      execArgv: ["--import", TSX_LOADER],
      resourceLimits: options.resourceLimits,
    });
    started += 1;
    const slot: Slot = { worker, ready: false, job: null };
    worker.on("message", (answer: Answer) => {
      if ("ready" in answer) {
        slot.ready = true;
        startSettled(true);
        pump();
        return;
      }
      const job = slot.job;
      if (!job || answer.id !== job.id) return;
      clearTimeout(job.timer);
      slot.job = null;
      if (answer.ok) job.resolve(answer.result);
      else job.reject(new WorkerFailedError(answer.error));
      pump();
    });
    const fail = (error: Error) => {
      failures += 1;
      if (!slot.ready) startSettled(false);
      retire(slot);
      // A worker that cannot even start would fail every job the same way: they are refused.
      if (!slot.ready) for (const queued of queue.splice(0)) queued.reject(error);
      const job = slot.job;
      slot.job = null;
      if (job) {
        clearTimeout(job.timer);
        job.reject(error);
      }
      pump();
    };
    worker.on("error", (error) => fail(new WorkerFailedError(error.message)));
    worker.on("exit", (code) => fail(new WorkerFailedError(`exited with code ${code}`)));
    slots.push(slot);
    return slot;
  };

  const retire = (slot: Slot) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
  };

  const assign = (slot: Slot, job: Job) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      if (slot.job?.id !== id) return;
      slot.job = null;
      failures += 1;
      retire(slot);
      slot.worker.removeAllListeners("exit");
      slot.worker.terminate().catch(() => {});
      job.reject(new JobTimeoutError(options.jobTimeoutMs));
      pump();
    }, options.jobTimeoutMs);
    timer.unref();
    slot.job = { ...job, id, timer };
    slot.worker.ref();
    slot.worker.postMessage({ id, message: job.message }, job.transfer);
  };

  const pump = () => {
    while (!closed && queue.length > 0) {
      const idle = slots.find((slot) => slot.ready && !slot.job);
      const job = idle ? queue.shift() : undefined;
      if (idle && job) {
        assign(idle, job);
        continue;
      }
      // One starting worker per waiting job, up to the pool's size.
      const starting = slots.filter((slot) => !slot.ready).length;
      if (slots.length < options.size && starting < queue.length) spawn();
      else break;
    }
    // An idle pool never keeps the process alive (a starting worker does, for the jobs waiting).
    for (const slot of slots) if (slot.ready && !slot.job) slot.worker.unref();
  };

  return {
    run<T>(message: unknown, transfer: ArrayBuffer[] = [], owner?: string): Promise<T> {
      if (closed) return Promise.reject(new WorkerFailedError("pool closed"));
      if (queue.length >= options.maxQueue) return Promise.reject(new PoolBusyError());
      const held = owner === undefined ? 0 : (owned.get(owner) ?? 0);
      if (owner !== undefined && options.maxPerOwner !== undefined && held >= options.maxPerOwner) {
        return Promise.reject(new PoolBusyError());
      }
      if (owner !== undefined) owned.set(owner, held + 1);
      const release = () => {
        if (owner === undefined) return;
        const left = (owned.get(owner) ?? 1) - 1;
        if (left > 0) owned.set(owner, left);
        else owned.delete(owner);
      };
      return new Promise<T>((resolve, reject) => {
        queue.push({
          message,
          transfer,
          resolve: (value) => {
            release();
            resolve(value as T);
          },
          reject: (error) => {
            release();
            reject(error);
          },
        });
        pump();
      });
    },
    get started() {
      return started;
    },
    alive(startTimeoutMs = 30_000) {
      if (closed) return Promise.resolve(false);
      if (slots.some((slot) => slot.ready)) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => done(false), startTimeoutMs);
        timer.unref();
        const done = (ok: boolean) => {
          clearTimeout(timer);
          startWaiters = startWaiters.filter((waiter) => waiter !== done);
          resolve(ok);
        };
        startWaiters.push(done);
        if (slots.length === 0) {
          const slot = spawn();
          // A worker started only to prove the pool works must not keep the process alive.
          slot.worker.unref();
        }
      });
    },
    stats: () => ({ queued: queue.length, busy: slots.filter((slot) => slot.job).length, failures }),
    async close() {
      closed = true;
      startSettled(false);
      for (const job of queue.splice(0)) job.reject(new WorkerFailedError("pool closed"));
      await Promise.all(
        slots.splice(0).map((slot) => {
          slot.worker.removeAllListeners("exit");
          if (slot.job) {
            clearTimeout(slot.job.timer);
            slot.job.reject(new WorkerFailedError("pool closed"));
          }
          return slot.worker.terminate().catch(() => 0);
        }),
      );
    },
  };
}
