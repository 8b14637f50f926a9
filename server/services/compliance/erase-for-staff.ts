import type { Deps } from "../../deps";
import { carryOutDeletion } from "../content/deletion-requests";
import type { ErasedCounts } from "../content/erase-person";
import type { StaffActor } from "../staff/actor";
import { completeDeletion } from "./deletion-queue";

/**
 * `npm run privacy:erase` through the server (POST /api/admin/privacy/erase, a compliance staff
 * member's API token): the compliance screen's completion, so the erase and its audit row are one
 * transaction; a request already carried out answers what was erased then, and writes nothing.
 */
export type Erased = { kind: "completed" | "already"; completedAt: Date; erased: ErasedCounts } | { kind: "unknown" };

export async function eraseForStaff(deps: Deps, actor: StaffActor, reference: string): Promise<Erased> {
  const done = await completeDeletion(deps, actor, reference);
  if (done.kind === "ok") return { kind: "completed", completedAt: done.completedAt, erased: done.erased };
  if (done.kind === "not-found") return { kind: "unknown" };
  // Already completed: carrying it out again changes nothing and answers the stored outcome.
  return carryOutDeletion(deps.database, reference, deps.clock.now(), deps.config.ekyc.uploadDir);
}
