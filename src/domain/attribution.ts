/**
 * Attribution of a visit (SPEC.md sections 3 and 4): the query parameters a partner or an ad puts
 * on the landing link, the names they keep in the visit record and in the lead, and the rule that
 * decides what a new landing does to what was kept. Pure: the browser binding (cookies) lives in
 * src/features/tracking/.
 */

/** Query parameter -> attribution field. The cookie of a parameter is named after the parameter. */
export const ATTRIBUTION_PARAMS = {
  cid: "clickId",
  pubid: "pubId",
  pid: "partnerId",
  source: "utmSource",
  campaign: "utmCampaign",
  content: "utmContent",
  term: "utmTerm",
  medium: "utmMedium",
  s1: "sub1",
  s2: "sub2",
  s3: "sub3",
  s4: "sub4",
  s5: "sub5",
} as const;

export type AttributionParam = keyof typeof ATTRIBUTION_PARAMS;
export type AttributionField = (typeof ATTRIBUTION_PARAMS)[AttributionParam];

/** What the lead record and the visit record carry; null when the landing link did not say. */
export type Attribution = Record<AttributionField, string | null>;

/** Values are cut to this length (the server refuses longer ones). */
export const ATTRIBUTION_MAX_LENGTH = 255;

export const ATTRIBUTION_PARAM_NAMES = Object.keys(ATTRIBUTION_PARAMS) as AttributionParam[];

export function emptyAttribution(): Attribution {
  return Object.fromEntries(ATTRIBUTION_PARAM_NAMES.map((param) => [ATTRIBUTION_PARAMS[param], null])) as Attribution;
}

/** Trimmed, control characters removed, cut to the maximum; empty becomes null. */
export function cleanValue(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const printable = [...raw].filter((char) => {
    const code = char.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });
  const value = printable.join("").trim().slice(0, ATTRIBUTION_MAX_LENGTH);
  return value === "" ? null : value;
}

/** The attribution parameters present in a query string (other parameters are ignored). */
export function paramsFromQuery(search: string | URLSearchParams): Partial<Record<AttributionParam, string>> {
  const query = typeof search === "string" ? new URLSearchParams(search) : search;
  const found: Partial<Record<AttributionParam, string>> = {};
  for (const param of ATTRIBUTION_PARAM_NAMES) {
    const value = cleanValue(query.get(param));
    if (value !== null) found[param] = value;
  }
  return found;
}

export type StoredParams = Partial<Record<AttributionParam, string>>;

/**
 * What to keep after a landing. Last click wins as a whole: a link that carries any attribution
 * parameter replaces everything kept before (so an old partner's click id is never mixed with a new
 * campaign); a link without any keeps what was stored. `changed` says whether the landing was a new click.
 */
export function nextAttribution(stored: StoredParams, landing: StoredParams): { keep: StoredParams; changed: boolean } {
  const landed = ATTRIBUTION_PARAM_NAMES.filter((param) => landing[param] !== undefined);
  if (landed.length === 0) return { keep: stored, changed: false };
  const changed = ATTRIBUTION_PARAM_NAMES.some((param) => (stored[param] ?? null) !== (landing[param] ?? null));
  return { keep: landing, changed };
}

/** The attribution fields of a set of stored parameters. */
export function toAttribution(params: StoredParams): Attribution {
  const attribution = emptyAttribution();
  for (const param of ATTRIBUTION_PARAM_NAMES) {
    attribution[ATTRIBUTION_PARAMS[param]] = cleanValue(params[param]);
  }
  return attribution;
}

/** Seconds between two instants in milliseconds, never negative, rounded down. */
export function secondsBetween(startMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - startMs) / 1000));
}
