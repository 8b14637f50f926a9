import { type Kysely, sql } from "kysely";
import * as v from "valibot";
import { SITE_DOCUMENT, type TermDocument, termSectionSchema } from "../../../src/contract/content";
import type { LegalVersionState } from "../../../src/contract/legal-documents";
import type { DB } from "../../db/schema";
import { CONTENT_DOCUMENTS } from "../../db/seed/content";
import { contentVersion, VERSION_CHECK_MS, vietnamDay } from "./news";

/**
 * The versions of our legal texts (migration 0038) as a visitor is served them, from memory. A
 * version is served from its effective day (the day in Vietnam); before any version's day, the
 * first one. Every change to legal_document_versions bumps content_version, which each server
 * reads at most every VERSION_CHECK_MS (as the news do), so every instance follows within that
 * time; the day needs no reread: which version is in effect is worked out per call.
 */

export interface StoredVersion {
  refId: number;
  version: number;
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  effectiveDate: string;
  sections: TermDocument["sections"];
  createdBy: number | null;
  createdAt: Date;
  withdrawnAt: Date | null;
}

const sectionsSchema = v.array(termSectionSchema);

/** A version stored with sections that do not match the contract (a bad manual edit). */
export class BrokenVersionError extends Error {
  constructor(refId: number, version: number) {
    super(`legal document site/${refId} version ${version} has sections that do not match the contract`);
    this.name = "BrokenVersionError";
  }
}

/** Every version of every site document, by document, oldest first. */
export async function readVersions(db: Kysely<DB>): Promise<Map<number, StoredVersion[]>> {
  const rows = await db
    .selectFrom("legal_document_versions")
    .select([
      "ref_id",
      "version",
      "title",
      "summary",
      "sections",
      "created_by",
      "created_at",
      "withdrawn_at",
      sql<string>`to_char(effective_date, 'YYYY-MM-DD')`.as("effective"),
    ])
    .where("kind", "=", "site")
    .orderBy("ref_id")
    .orderBy("version")
    .execute();
  const byDocument = new Map<number, StoredVersion[]>();
  for (const row of rows) {
    const raw = typeof row.sections === "string" ? (JSON.parse(row.sections) as unknown) : row.sections;
    const sections = v.safeParse(sectionsSchema, raw);
    if (!sections.success) throw new BrokenVersionError(row.ref_id, row.version);
    const list = byDocument.get(row.ref_id) ?? [];
    list.push({
      refId: row.ref_id,
      version: row.version,
      title: row.title,
      summary: row.summary,
      effectiveDate: row.effective,
      sections: sections.output,
      createdBy: row.created_by,
      createdAt: new Date(row.created_at),
      withdrawnAt: row.withdrawn_at ? new Date(row.withdrawn_at) : null,
    });
    byDocument.set(row.ref_id, list);
  }
  return byDocument;
}

/**
 * The version in effect on `day` (YYYY-MM-DD): the newest not withdrawn whose day has come, else
 * the first not withdrawn (a document always has a text). New versions never take an earlier day
 * than the newest saved one (legal-editor.ts), so the newest by number is the newest by day.
 */
export function versionInEffect(versions: readonly StoredVersion[], day: string): StoredVersion | null {
  const live = versions.filter((item) => item.withdrawnAt === null);
  return live.findLast((item) => item.effectiveDate <= day) ?? live[0] ?? null;
}

/** Where a version stands on `day`. */
export function stateOf(version: StoredVersion, inEffect: StoredVersion | null, day: string): LegalVersionState {
  if (version.withdrawnAt !== null) return "withdrawn";
  if (inEffect && version.version === inEffect.version) return "in-effect";
  return version.effectiveDate > day ? "scheduled" : "superseded";
}

export const asTermDocument = (version: StoredVersion): TermDocument => ({
  id: version.refId,
  title: version.title,
  summary: version.summary,
  effectiveDate: version.effectiveDate,
  sections: version.sections,
});

interface State {
  snapshot: { version: number; byDocument: Map<number, StoredVersion[]> } | null;
  checkedAt: number;
  pending: Promise<Map<number, StoredVersion[]>> | null;
}

const states = new WeakMap<Kysely<DB>, State>();

function stateFor(db: Kysely<DB>): State {
  let state = states.get(db);
  if (!state) {
    state = { snapshot: null, checkedAt: Number.NEGATIVE_INFINITY, pending: null };
    states.set(db, state);
  }
  return state;
}

/** The next read through this handle rereads the version (an editor's change on this server). */
export function invalidateLegalVersions(db: Kysely<DB>): void {
  stateFor(db).checkedAt = Number.NEGATIVE_INFINITY;
}

async function cachedVersions(db: Kysely<DB>, now: Date): Promise<Map<number, StoredVersion[]>> {
  const state = stateFor(db);
  const at = now.getTime();
  if (state.snapshot && at - state.checkedAt < VERSION_CHECK_MS) return state.snapshot.byDocument;
  if (state.pending) return state.pending;
  state.pending = (async () => {
    try {
      const version = await contentVersion(db);
      state.checkedAt = at;
      if (state.snapshot?.version === version) return state.snapshot.byDocument;
      const byDocument = await readVersions(db);
      state.snapshot = { version, byDocument };
      return byDocument;
    } finally {
      state.pending = null;
    }
  })();
  return state.pending;
}

/** The text of a site document a visitor is served at `now`, or null when there is no such document. */
export async function siteDocumentInEffect(db: Kysely<DB>, refId: number, now: Date): Promise<TermDocument | null> {
  const found = await storedInEffect(db, refId, now);
  return found ? asTermDocument(found) : null;
}

async function storedInEffect(db: Kysely<DB>, refId: number, now: Date): Promise<StoredVersion | null> {
  return versionInEffect((await cachedVersions(db, now)).get(refId) ?? [], vietnamDay(now));
}

/** The day each site document's text in effect took effect, keyed `site/<id>` (the sitemap's lastmod). */
export async function siteDocumentDates(db: Kysely<DB>, now: Date): Promise<Map<string, string>> {
  const day = vietnamDay(now);
  const dates = new Map<string, string>();
  for (const [refId, versions] of await cachedVersions(db, now)) {
    const found = versionInEffect(versions, day);
    if (found) dates.set(`site/${refId}`, found.effectiveDate);
  }
  return dates;
}

/**
 * What a consent given at `now` agreed to: the terms and privacy policy versions in effect, as
 * consents.terms_version keeps it ('terms:v3+privacy:v2'). Worked out by the server, never taken
 * from the browser.
 */
export async function consentedVersions(db: Kysely<DB>, now: Date): Promise<string> {
  const byDocument = await cachedVersions(db, now);
  const day = vietnamDay(now);
  const label = (name: string, refId: number) => {
    const found = versionInEffect(byDocument.get(refId) ?? [], day);
    return `${name}:v${found ? found.version : 0}`;
  };
  return `${label("terms", SITE_DOCUMENT.terms)}+${label("privacy", SITE_DOCUMENT.privacy)}`;
}

const fingerprintOf = (document: TermDocument) =>
  JSON.stringify([
    document.title,
    document.summary,
    document.effectiveDate,
    v.parse(sectionsSchema, document.sections),
  ]);
let builtFingerprints: Map<number, string> | null = null;
const fingerprints = new WeakMap<StoredVersion, string>();

/**
 * Whether the text in effect of a site document is still the one the build prerendered (the
 * content seed's, scripts/prerender-entry.tsx): while it is, the prerendered /dieu-khoan and
 * /chinh-sach-bao-mat are right; once another version took effect the server answers those paths
 * with the shell and the browser shows the text from the API (server/http/static-site.ts).
 */
export async function legalTextAsBuilt(db: Kysely<DB>, refId: number, now: Date): Promise<boolean> {
  builtFingerprints ??= new Map(
    CONTENT_DOCUMENTS.filter((doc) => doc.kind === "site").map((doc) => [
      doc.refId,
      fingerprintOf({ id: doc.refId, ...doc }),
    ]),
  );
  const current = await storedInEffect(db, refId, now);
  if (!current) return false;
  let seen = fingerprints.get(current);
  if (seen === undefined) {
    seen = fingerprintOf(asTermDocument(current));
    fingerprints.set(current, seen);
  }
  return seen === builtFingerprints.get(refId);
}
