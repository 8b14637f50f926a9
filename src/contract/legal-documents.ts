import * as v from "valibot";
import { t } from "../i18n/t";
import { termSectionSchema } from "./content";
import { endpoint } from "./endpoint";

/**
 * The legal texts as versions (issue 31): our terms (1) and privacy policy (2), each with numbered
 * versions and the day each takes effect. The editor drafts a new version from the one in effect,
 * previews it and saves it for today or a later day; a version is never edited once saved, and one
 * whose day has not come may be withdrawn. The text is structured and plain (no HTML).
 */

/** Plain text: angle brackets are refused, so no markup can be written into a legal text. */
const plain = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, message),
    v.regex(/^[^<>]*$/, t("bo_legal_no_markup")),
  );

const anchorSchema = v.pipe(
  v.string(t("bo_legal_anchor_invalid")),
  v.maxLength(80, t("bo_legal_anchor_invalid")),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, t("bo_legal_anchor_invalid")),
);

const blockSchema = v.variant(
  "type",
  [
    v.object({ type: v.literal("p"), text: plain(1, 4000, t("bo_legal_paragraph_invalid")) }),
    v.object({
      type: v.literal("list"),
      items: v.pipe(
        v.array(plain(1, 1000, t("bo_legal_item_invalid")), t("bo_legal_list_invalid")),
        v.minLength(1, t("bo_legal_list_invalid")),
        v.maxLength(60, t("bo_legal_list_invalid")),
      ),
    }),
  ],
  t("bo_legal_block_invalid"),
);

const blocksSchema = v.pipe(
  v.array(blockSchema, t("bo_legal_blocks_invalid")),
  v.maxLength(80, t("bo_legal_blocks_invalid")),
);

const articleSchema = v.object({
  anchor: anchorSchema,
  heading: plain(1, 300, t("bo_legal_heading_invalid")),
  blocks: blocksSchema,
});

const sectionSchema = v.object({
  anchor: anchorSchema,
  heading: plain(1, 300, t("bo_legal_heading_invalid")),
  blocks: blocksSchema,
  articles: v.pipe(
    v.array(articleSchema, t("bo_legal_sections_invalid")),
    v.maxLength(60, t("bo_legal_sections_invalid")),
  ),
});

/** Every anchor of a text (sections and articles): the side menu links to them, so each is used once. */
export const anchorsOf = (sections: readonly { anchor: string; articles: readonly { anchor: string }[] }[]) =>
  sections.flatMap((section) => [section.anchor, ...section.articles.map((article) => article.anchor)]);

export const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A new version: its text and the day it takes effect (YYYY-MM-DD, today or later in Vietnam). */
export const legalDraftSchema = v.object({
  title: plain(5, 200, t("bo_legal_title_invalid")),
  summary: plain(0, 1000, t("bo_legal_summary_invalid")),
  sections: v.pipe(
    v.array(sectionSchema, t("bo_legal_sections_invalid")),
    v.minLength(1, t("bo_legal_sections_invalid")),
    v.maxLength(60, t("bo_legal_sections_invalid")),
    v.check((sections) => new Set(anchorsOf(sections)).size === anchorsOf(sections).length, t("bo_legal_anchor_taken")),
  ),
  effectiveDate: v.pipe(
    v.string(t("bo_legal_date_invalid")),
    v.regex(ISO_DAY, t("bo_legal_date_invalid")),
    v.check((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), t("bo_legal_date_invalid")),
  ),
});
export type LegalDraft = v.InferOutput<typeof legalDraftSchema>;

/**
 * Where a version stands on the server's day: 'in-effect' (what the site serves), 'scheduled' (its
 * day is still to come), 'superseded' (was in effect, a later one took over), 'withdrawn'.
 */
export const LEGAL_VERSION_STATES = ["in-effect", "scheduled", "superseded", "withdrawn"] as const;
export type LegalVersionState = (typeof LEGAL_VERSION_STATES)[number];

export const legalVersionRowSchema = v.object({
  version: v.number(),
  title: v.string(),
  effectiveDate: v.string(),
  state: v.picklist(LEGAL_VERSION_STATES),
  /** The editor who saved it; null: the text the site started with (the seed). */
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
});
export type LegalVersionRow = v.InferOutput<typeof legalVersionRowSchema>;

export const legalDocumentRowSchema = v.object({
  refId: v.number(),
  /** The public page that shows it (/dieu-khoan, /chinh-sach-bao-mat). */
  path: v.string(),
  /** Newest first. */
  versions: v.array(legalVersionRowSchema),
});
export type LegalDocumentRow = v.InferOutput<typeof legalDocumentRowSchema>;

/** The documents with their versions, and the server's day in Vietnam (the earliest day a version may take). */
export const legalListEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/legal",
  data: v.object({ today: v.string(), documents: v.array(legalDocumentRowSchema) }),
});

export const legalVersionSchema = v.object({
  refId: v.number(),
  version: v.number(),
  title: v.string(),
  summary: v.string(),
  effectiveDate: v.string(),
  state: v.picklist(LEGAL_VERSION_STATES),
  sections: v.array(termSectionSchema),
});
export type LegalVersion = v.InferOutput<typeof legalVersionSchema>;

/** One version's full text, as stored (company placeholders such as {company.legalName} kept). */
export const legalVersionGetEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/legal/{refId}/versions/{version}",
  data: legalVersionSchema,
});

/** Saves a new version (the next number), in effect from its day. */
export const legalVersionCreateEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/legal/{refId}/versions",
  body: legalDraftSchema,
  data: v.object({ version: v.number(), state: v.picklist(LEGAL_VERSION_STATES) }),
});

/** Withdraws a version whose day has not come; one in effect or past is refused. */
export const legalVersionWithdrawEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/legal/{refId}/versions/{version}/withdraw",
  data: v.null(),
});
