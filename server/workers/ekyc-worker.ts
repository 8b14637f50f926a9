import { parentPort } from "node:worker_threads";
import { checkDocument } from "../services/ekyc/document-check";
import type { EkycJob } from "../services/ekyc/ekyc-jobs";
import { measureFace } from "../services/ekyc/face-check";

/**
 * The eKYC worker thread: decodes untrusted images and runs the checks on them (QR, blur and
 * frame checks, the face model), one job at a time. Its heap is capped by the pool's
 * resourceLimits and each job by a time budget (server/workers/pool.ts).
 */
async function run(job: EkycJob): Promise<unknown> {
  if (job.type === "document") return checkDocument(job.input);
  return measureFace(job.input);
}

parentPort?.on("message", (envelope: { id: number; message: EkycJob }) => {
  run(envelope.message).then(
    (result) => parentPort?.postMessage({ id: envelope.id, ok: true, result }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: envelope.id,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});

// Loaded (imports included): the pool may now hand over jobs, each within its time budget.
parentPort?.postMessage({ ready: true });
