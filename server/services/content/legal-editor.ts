import type { Kysely } from "kysely";
import { SITE_DOCUMENT } from "../../../src/contract/content";
import type { LegalDocumentRow, LegalDraft, LegalVersion } from "../../../src/contract/legal-documents";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";
import { type AuditActorRef, staffAction } from "../audit/staff-action";
import { invalidateLegalVersions, readVersions, type StoredVersion, stateOf, versionInEffect } from "./legal-versions";
import { vietnamDay } from "./news";

/**
 * The editor's legal texts (issue 31): the versions of our terms and privacy policy, a new version
 * saved for today or a later day, a version not yet in effect withdrawn. A version is never edited
 * (the database refuses it too, migration 0038). Each change and its audit row (before and after)
 * are written in one transaction (staffAction).
 */

/** The public page of each of our documents. */
const PATHS: Record<number, string> = {
  [SITE_DOCUMENT.terms]: "/dieu-khoan",
  [SITE_DOCUMENT.privacy]: "/chinh-sach-bao-mat",
};

export type LegalChange =
  | { kind: "ok"; version: number; state: LegalVersion["state"] }
  | { kind: "not-found" }
  | { kind: "past"; today: string }
  | { kind: "before-latest"; date: string; version: number }
  | { kind: "locked" };

/** A version as the audit log keeps it. */
const recordOf = (item: StoredVersion) => ({
  version: item.version,
  title: item.title,
  summary: item.summary,
  effectiveDate: item.effectiveDate,
  sections: item.sections,
  withdrawn: item.withdrawnAt !== null,
});

async function staffNames(db: Kysely<DB>, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("staff").select(["id", "full_name"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row.full_name]));
}

/** Our documents and all their versions, newest first, each with where it stands today. */
export async function listLegalDocuments(
  db: Kysely<DB>,
  now: Date,
): Promise<{ today: string; documents: LegalDocumentRow[] }> {
  const today = vietnamDay(now);
  const byDocument = await readVersions(db);
  const ids = [...byDocument.values()].flat().flatMap((item) => (item.createdBy === null ? [] : [item.createdBy]));
  const names = await staffNames(db, [...new Set(ids)]);
  const documents = [...byDocument].map(([refId, versions]) => {
    const inEffect = versionInEffect(versions, today);
    return {
      refId,
      path: PATHS[refId] ?? "",
      versions: [...versions].reverse().map((item) => ({
        version: item.version,
        title: item.title,
        effectiveDate: item.effectiveDate,
        state: stateOf(item, inEffect, today),
        createdBy: item.createdBy === null ? null : (names.get(item.createdBy) ?? `#${item.createdBy}`),
        createdAt: item.createdAt.toISOString(),
      })),
    };
  });
  return { today, documents };
}

/** One version's full text, or null. */
export async function legalVersion(
  db: Kysely<DB>,
  refId: number,
  version: number,
  now: Date,
): Promise<LegalVersion | null> {
  const versions = (await readVersions(db)).get(refId) ?? [];
  const found = versions.find((item) => item.version === version);
  if (!found) return null;
  const today = vietnamDay(now);
  const { createdBy: _by, createdAt: _at, withdrawnAt: _withdrawn, ...text } = found;
  return { ...text, state: stateOf(found, versionInEffect(versions, today), today) };
}

/** The document's versions, locked for the change (one editor's save at a time per document). */
async function lockedVersions(trx: Kysely<DB>, refId: number): Promise<StoredVersion[] | null> {
  const document = await trx
    .selectFrom("content_documents")
    .select("ref_id")
    .where("kind", "=", "site")
    .where("ref_id", "=", refId)
    .forUpdate()
    .executeTakeFirst();
  if (!document) return null;
  return (await readVersions(trx)).get(refId) ?? [];
}

/**
 * Saves a new version, the next number, for `draft.effectiveDate`: today (in effect at once) or a
 * later day. Never an earlier day than the newest version kept, so versions take effect in order.
 */
export async function createLegalVersion(
  deps: Pick<Deps, "database" | "clock">,
  actor: AuditActorRef,
  refId: number,
  draft: LegalDraft,
): Promise<LegalChange> {
  const now = deps.clock.now();
  const today = vietnamDay(now);
  if (draft.effectiveDate < today) return { kind: "past", today };
  const result = await staffAction<LegalChange>(deps, actor, { action: "legal.version.create" }, async (trx) => {
    const versions = await lockedVersions(trx, refId);
    if (!versions) return { value: { kind: "not-found" } };
    const newest = versions.findLast((item) => item.withdrawnAt === null);
    if (newest && draft.effectiveDate < newest.effectiveDate) {
      return { value: { kind: "before-latest", date: newest.effectiveDate, version: newest.version } };
    }
    const number = (versions.at(-1)?.version ?? 0) + 1;
    await trx
      .insertInto("legal_document_versions")
      .values({
        kind: "site",
        ref_id: refId,
        version: number,
        title: draft.title,
        summary: draft.summary,
        sections: JSON.stringify(draft.sections),
        effective_date: draft.effectiveDate,
        created_by: actor.staffId,
        created_at: now,
      })
      .execute();
    const saved: StoredVersion = {
      refId,
      version: number,
      ...draft,
      createdBy: actor.staffId,
      createdAt: now,
      withdrawnAt: null,
    };
    const before = versionInEffect(versions, today);
    const state = draft.effectiveDate === today ? "in-effect" : "scheduled";
    return {
      value: { kind: "ok", version: number, state },
      // Before: the text in effect when it was saved; after: the new version.
      audit: {
        before: before ? recordOf(before) : null,
        after: { ...recordOf(saved), state },
        target: `legal/site/${refId}/v${number}`,
      },
    };
  });
  // This server serves the change at once; the others within a second (content_version).
  invalidateLegalVersions(deps.database.db);
  return result;
}

/** Withdraws a version whose day has not come; one in effect, past or withdrawn already is locked. */
export async function withdrawLegalVersion(
  deps: Pick<Deps, "database" | "clock">,
  actor: AuditActorRef,
  refId: number,
  version: number,
): Promise<LegalChange> {
  const now = deps.clock.now();
  const today = vietnamDay(now);
  const target = `legal/site/${refId}/v${version}`;
  const result = await staffAction<LegalChange>(
    deps,
    actor,
    { action: "legal.version.withdraw", target },
    async (trx) => {
      const versions = await lockedVersions(trx, refId);
      const found = versions?.find((item) => item.version === version);
      if (!versions || !found) return { value: { kind: "not-found" } };
      if (stateOf(found, versionInEffect(versions, today), today) !== "scheduled") return { value: { kind: "locked" } };
      await trx
        .updateTable("legal_document_versions")
        .set({ withdrawn_at: now, withdrawn_by: actor.staffId })
        .where("kind", "=", "site")
        .where("ref_id", "=", refId)
        .where("version", "=", version)
        .execute();
      return {
        value: { kind: "ok", version, state: "withdrawn" },
        audit: {
          before: { ...recordOf(found), state: "scheduled" },
          after: { ...recordOf(found), withdrawn: true, state: "withdrawn" },
        },
      };
    },
  );
  invalidateLegalVersions(deps.database.db);
  return result;
}
