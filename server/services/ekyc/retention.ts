import { unlink } from "node:fs/promises";
import { join, resolve } from "node:path";
import { sql } from "kysely";
import type { Deps } from "../../deps";

/**
 * Retention of identity images, selfies and contracts (EKYC_RETENTION_DAYS, default 30): a file is
 * deleted once its application's decision is older than that. The decision is the submission
 * (submitted_at); an application never submitted (an abandoned draft, a ticket waiting for its
 * OTP or contract) counts from its last change (updated_at). The application row stays (the loan
 * record); its image and contract pointers are cleared.
 *
 * Safe with several instances on one database: each batch claims its file rows with
 * SELECT ... FOR UPDATE SKIP LOCKED inside a transaction, deletes the rows, then the files, then
 * commits. Two instances never take the same rows; a crash before the commit leaves the rows, and
 * the next run deletes them again (a file already gone is fine).
 */

export const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;
const EXTENSION: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "application/pdf": "pdf" };

export interface PurgeResult {
  files: number;
  applications: number;
}

/** The moment before which a decision's files are expired. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

async function purgeBatch(deps: Deps, cutoff: Date): Promise<{ files: number; codes: Set<string> }> {
  const uploadDir = resolve(deps.config.ekyc.uploadDir);
  return deps.database.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .selectFrom("loan_application_files as f")
      .innerJoin("loan_applications as a", "a.code", "f.application_code")
      .select(["f.id", "f.application_code", "f.mime"])
      .where(sql<boolean>`coalesce(a.submitted_at, a.updated_at) < ${cutoff}`)
      .orderBy("f.id")
      .limit(BATCH)
      .forUpdate("f")
      .skipLocked()
      .execute();
    if (claimed.length === 0) return { files: 0, codes: new Set<string>() };
    const ids = claimed.map((file) => file.id);
    const codes = new Set(claimed.map((file) => file.application_code));
    await trx.deleteFrom("loan_application_files").where("id", "in", ids).execute();
    const cleared = (column: "front_image_id" | "back_image_id" | "face_image_id" | "contract_file") =>
      trx
        .updateTable("loan_applications")
        .set({ [column]: null })
        .where("code", "in", [...codes])
        .where(column, "in", ids)
        .execute();
    await cleared("front_image_id");
    await cleared("back_image_id");
    await cleared("face_image_id");
    await cleared("contract_file");
    for (const file of claimed) {
      const path = join(uploadDir, "tickets", file.application_code, `${file.id}.${EXTENSION[file.mime] ?? "bin"}`);
      await unlink(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    }
    return { files: claimed.length, codes };
  });
}

/** Deletes every expired file, batch by batch. */
export async function purgeExpiredFiles(deps: Deps): Promise<PurgeResult> {
  const cutoff = retentionCutoff(deps.clock.now(), deps.config.ekyc.retentionDays);
  const codes = new Set<string>();
  let files = 0;
  for (;;) {
    const batch = await purgeBatch(deps, cutoff);
    files += batch.files;
    for (const code of batch.codes) codes.add(code);
    if (batch.files < BATCH) break;
  }
  if (files > 0) deps.log.info("expired eKYC files purged", { files, applications: codes.size });
  return { files, applications: codes.size };
}

/**
 * The in-process schedule (EKYC_PURGE_INTERVAL_MINUTES; 0 turns it off): a first run shortly after
 * start, then one per interval. Returns the function that stops it.
 */
export function startRetentionSchedule(deps: Deps): () => void {
  const minutes = deps.config.ekyc.purgeIntervalMinutes;
  if (minutes === 0) return () => {};
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = purgeExpiredFiles(deps)
      .catch((error: unknown) => deps.log.error("eKYC purge failed", { error }))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 5_000);
  const every = setInterval(run, minutes * 60_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
