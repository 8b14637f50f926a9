import { afterEach, describe, expect, it } from "vitest";
import {
  createWorkerPool,
  JobTimeoutError,
  PoolBusyError,
  WorkerFailedError,
  type WorkerPool,
} from "../../server/workers/pool";

/** The worker pool behind the image checks: a bad job costs one worker, which is replaced. */
describe("worker pool", () => {
  let pool: WorkerPool;
  afterEach(() => pool.close());

  const make = (overrides: { jobTimeoutMs?: number; maxQueue?: number; size?: number } = {}) =>
    createWorkerPool({
      script: new URL("./fixtures/test-worker.ts", import.meta.url),
      size: overrides.size ?? 1,
      jobTimeoutMs: overrides.jobTimeoutMs ?? 10_000,
      maxQueue: overrides.maxQueue ?? 8,
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
    });

  it("terminates a job over its time budget (counted once the worker has started) and answers the next one with a new worker", {
    timeout: 60_000,
  }, async () => {
    pool = make({ jobTimeoutMs: 1_000 });
    expect(await pool.run({ type: "echo", value: 1 })).toBe(1);
    await expect(pool.run({ type: "spin" })).rejects.toBeInstanceOf(JobTimeoutError);
    expect(await pool.run({ type: "echo", value: 2 })).toBe(2);
    expect(pool.started).toBe(2);
  });

  it("loses only the worker that ran out of memory under its resourceLimits", { timeout: 60_000 }, async () => {
    pool = make();
    await expect(pool.run({ type: "hog" })).rejects.toBeInstanceOf(WorkerFailedError);
    expect(await pool.run({ type: "echo", value: 3 })).toBe(3);
    expect(pool.started).toBe(2);
  });

  it("refuses new jobs at once when its queue is full", { timeout: 60_000 }, async () => {
    pool = make({ jobTimeoutMs: 1_000, maxQueue: 1 });
    expect(await pool.run({ type: "echo", value: 0 })).toBe(0);
    const running = pool.run({ type: "spin" });
    const queued = pool.run({ type: "echo", value: 4 });
    await expect(pool.run({ type: "echo", value: 5 })).rejects.toBeInstanceOf(PoolBusyError);
    await expect(running).rejects.toBeInstanceOf(JobTimeoutError);
    expect(await queued).toBe(4);
  });
});
