import { afterEach, describe, expect, it } from "vitest";
import type { EkycWorkers } from "../../server/services/ekyc/ekyc-jobs";
import { offlineProvider } from "../../server/services/ekyc/offline-provider";
import { createWorkerPool, JobTimeoutError, PoolBusyError, type WorkerPool } from "../../server/workers/pool";

/**
 * Issue 30, "one free account fills the shared image-check queue": the pool's queue was first come,
 * first served for everyone, so one customer's parallel uploads filled it and every other customer
 * was told "busy". Now each customer has at most EKYC_JOBS_PER_CUSTOMER (2) jobs in the pool,
 * running or waiting; beyond that only that customer is refused.
 */
describe("worker pool fair per customer", () => {
  let pool: WorkerPool;
  afterEach(() => pool.close());

  const make = (maxPerOwner: number) =>
    createWorkerPool({
      script: new URL("./fixtures/test-worker.ts", import.meta.url),
      size: 1,
      jobTimeoutMs: 1_500,
      maxQueue: 8,
      maxPerOwner,
      resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
    });

  it("refuses a customer's third job at once while another customer's job still gets in", {
    timeout: 60_000,
  }, async () => {
    pool = make(2);
    // The attacker: one job holding the only worker, one waiting, then as many more as it likes.
    const running = pool.run({ type: "spin" }, [], "user:1");
    const waiting = pool.run({ type: "echo", value: 1 }, [], "user:1");
    const more = Array.from({ length: 8 }, (_, i) => pool.run({ type: "echo", value: 10 + i }, [], "user:1"));
    const settled = await Promise.allSettled(more);
    expect(settled.every((r) => r.status === "rejected" && r.reason instanceof PoolBusyError)).toBe(true);
    // Someone else: queued behind the two, and answered.
    const other = pool.run({ type: "echo", value: 2 }, [], "phone:0912345678");
    await expect(running).rejects.toBeInstanceOf(JobTimeoutError);
    expect(await waiting).toBe(1);
    expect(await other).toBe(2);
    // Once its jobs are done the attacker may run again.
    expect(await pool.run({ type: "echo", value: 3 }, [], "user:1")).toBe(3);
  });

  it("answers a customer's face check past their share with the busy code, not a manual review", async () => {
    const workers = {
      measureFace: () => Promise.reject(new PoolBusyError()),
    } as unknown as EkycWorkers;
    pool = make(1);
    const provider = offlineProvider(workers);
    const outcome = await provider.checkFace(
      { selfie: new Uint8Array(1), mime: "image/jpeg", card: null },
      { customer: "user:1" },
    );
    expect(outcome).toEqual({ kind: "error", code: "idg_system_busy" });
  });
});
