import * as v from "valibot";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";

/**
 * The partners' public facts an editor keeps in the back-office (issue 31): the registered name and
 * the lending licence /doi-tac shows, and the partner's logo. A logo is sent as the request's body
 * itself (Content-Type image/png, image/jpeg or image/webp, at most PARTNER_LOGO_MAX_BYTES, counted as
 * it arrives, before anything reads it as an image) and served from our origin at a URL holding its
 * SHA-256 (PARTNER_LOGO_PATH), cached for a year.
 */

export const PARTNER_LOGO_MAX_BYTES = 200 * 1024;
export const PARTNER_LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type PartnerLogoType = (typeof PARTNER_LOGO_TYPES)[number];
/** The file name's extension of each type in a logo's URL. */
export const PARTNER_LOGO_EXTENSIONS: Readonly<Record<PartnerLogoType, string>> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

/** Where a logo is served (under /api): `{file}` is `<sha256 hex>.<png|jpg|webp>`. */
export const partnerLogoUrl = (sha256: string, type: PartnerLogoType) =>
  `/api/site/partner-logos/${sha256}.${PARTNER_LOGO_EXTENSIONS[type]}`;

/** Text without markup: angle brackets are refused. */
const plain = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, message),
    v.regex(/^[^<>]*$/, t("bo_partner_no_markup")),
  );

export const partnerFactsSchema = v.object({
  legalName: plain(5, 200, t("bo_partner_legal_name_invalid")),
  licence: plain(5, 400, t("bo_partner_licence_invalid")),
});
export type PartnerFacts = v.InferOutput<typeof partnerFactsSchema>;

export const partnerAdminRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  legalName: v.string(),
  licence: v.string(),
  active: v.boolean(),
  sample: v.boolean(),
  /** The logo's URL on our origin, or null when none was uploaded. */
  logoUrl: v.nullable(v.string()),
});
export type PartnerAdminRow = v.InferOutput<typeof partnerAdminRowSchema>;

export const partnersAdminListEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/partners",
  data: v.object({ rows: v.array(partnerAdminRowSchema) }),
});

/** Saves a partner's registered name and licence (the site shows them within a second). */
export const partnerFactsEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/partners/{id}",
  body: partnerFactsSchema,
  data: v.null(),
});

/** Replaces a partner's logo: the body is the image itself (no JSON). Answers the logo's new URL. */
export const partnerLogoUploadEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/partners/{id}/logo",
  data: v.object({ logoUrl: v.string() }),
});

/** The logo of a URL from partnerLogoUrl: the image's bytes (not an envelope), or a 404 envelope. */
export const partnerLogoEndpoint = endpoint({
  method: "GET",
  path: "/site/partner-logos/{file}",
  data: v.null(),
});
