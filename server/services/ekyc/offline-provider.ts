import type { Logger } from "../../log";
import { PoolBusyError } from "../../workers/pool";
import type { EkycWorkers } from "./ekyc-jobs";
import { decideFace } from "./face-decision";
import type { DocumentInput, DocumentOutcome, EkycProvider, FaceInput, FaceOutcome, UploadContext } from "./provider";

/**
 * Our own provider, offline. Every decode and check runs in the worker pool (document-check.ts,
 * face-check.ts), so a hostile image costs one worker, never the event loop. A document job that
 * fails (over its time budget, out of memory) is refused as a poor image; a full queue, or a
 * customer who already has EKYC_JOBS_PER_CUSTOMER jobs in the pool, is 'busy' (issue 30: one
 * account filled the shared queue). A face job that fails otherwise goes to manual review: the
 * server never answers 'matched' without having measured it.
 */
export function offlineProvider(workers: EkycWorkers, log?: Logger): EkycProvider {
  return {
    name: "offline",
    async readDocument(input: DocumentInput, context?: UploadContext): Promise<DocumentOutcome> {
      try {
        return await workers.checkDocument(input, context?.customer);
      } catch (error) {
        log?.warn("document check failed", { error: error instanceof Error ? error.message : String(error) });
        if (error instanceof PoolBusyError) return { ok: false, code: "idg_system_busy" };
        return { ok: false, code: "idg_poor_image" };
      }
    },
    async checkFace(input: FaceInput, context?: UploadContext): Promise<FaceOutcome> {
      try {
        const measure = await workers.measureFace(
          { selfie: { bytes: input.selfie, mime: input.mime }, card: input.card },
          context?.customer,
        );
        return decideFace(measure);
      } catch (error) {
        log?.warn("face check failed", { error: error instanceof Error ? error.message : String(error) });
        if (error instanceof PoolBusyError) return { kind: "error", code: "idg_system_busy" };
        return { kind: "manualReview" };
      }
    },
  };
}
