import * as v from "valibot";
import { t } from "../i18n/t";
import { cardImportSchema } from "./cards-import";
import { endpoint } from "./endpoint";

/**
 * The editor's card catalogue in the back-office (issue 31): a list paged, sorted and filtered on
 * the server, one card to edit, create, update and deactivate. A card is written with the very
 * schema of `npm run cards:import` (src/contract/cards-import.ts), so a card the screen saves is one
 * the import would take, and the other way round.
 */

const wholeNumber = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number), v.minValue(min), v.maxValue(max));

export const BO_CARD_SORTS = ["id", "name", "cardIssuer", "annualFee", "maxAmount", "updatedAt"] as const;
export type BoCardSort = (typeof BO_CARD_SORTS)[number];

export const boCardQuerySchema = v.object({
  /** Part of the name or the issuer, or the card's id. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, t("bo_card_query_invalid")))),
  status: v.optional(v.picklist(["active", "inactive"], t("bo_card_query_invalid"))),
  sort: v.optional(v.picklist(BO_CARD_SORTS, t("bo_card_query_invalid")), "id"),
  dir: v.optional(v.picklist(["asc", "desc"], t("bo_card_query_invalid")), "asc"),
  page: v.optional(wholeNumber(1, 1_000_000), "1"),
  pageSize: v.optional(wholeNumber(1, 100), "25"),
});
export type BoCardQuery = v.InferOutput<typeof boCardQuerySchema>;

export const boCardRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  cardIssuer: v.string(),
  annualFee: v.number(),
  maxAmount: v.number(),
  active: v.boolean(),
  updatedAt: v.string(),
});
export type BoCardRow = v.InferOutput<typeof boCardRowSchema>;

export const boCardListEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/cards",
  query: boCardQuerySchema,
  data: v.object({ rows: v.array(boCardRowSchema), total: v.number(), page: v.number(), pageSize: v.number() }),
});

/** One card as the editor edits it: the import's fields, and when it last changed. */
export const boCardGetEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/cards/{id}",
  data: v.object({ card: cardImportSchema, updatedAt: v.string() }),
});

/** A new card: 409 when its id is taken. */
export const boCardCreateEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/cards",
  body: cardImportSchema,
  data: v.object({ id: v.number() }),
});

/** Every field of a card replaced by the body's (its id must be the path's). */
export const boCardUpdateEndpoint = endpoint({
  method: "PUT",
  path: "/quan-tri/cards/{id}",
  body: cardImportSchema,
  data: v.object({ updatedAt: v.string() }),
});

/** The card leaves the public site (never deleted: clicks refer to it). */
export const boCardDeactivateEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/cards/{id}/deactivate",
  data: v.null(),
});
