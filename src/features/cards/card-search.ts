import * as v from "valibot";
import type { CardListBodyInput, CardSortValue, CardTypeValue } from "../../contract/cards";
import { APPROVAL_SORT, hasOddsProfile, type OddsProfile } from "../../domain/approval-odds";
import { CARD_SORT, CARD_TYPE, CARDS, FIELD_LENGTH } from "../../domain/constants";
import { formatThousands } from "../../domain/format";

/**
 * The card-list filters as they live in the URL (/the-tin-dung?type=2&income=15000000&page=3),
 * so a filtered list can be shared and survives a reload. Only values that differ from the
 * defaults are written; anything unreadable in a URL falls back to its default.
 * Kept small: the route tree imports it eagerly.
 */

export interface CardFilters {
  type: CardTypeValue;
  income: number | null;
  age: number | null;
  /** A province code; 0 is 'Toàn quốc'. */
  region: number;
  sort: CardSortValue;
  page: number;
}

export const DEFAULT_FILTERS: CardFilters = {
  type: CARD_TYPE.all,
  income: null,
  age: null,
  region: 0,
  sort: CARD_SORT.default,
  page: 1,
};

/** 11 characters with dots: at most 999.999.999 VND. */
const INCOME_MAX = 999_999_999;

/** A whole number in [min, max] read from the router's parsed search (a number or a digit string). */
const wholeIn = (min: number, max: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number))]),
        v.integer(),
        v.minValue(min),
        v.maxValue(max),
      ),
    ),
    undefined,
  );

/** validateSearch of /the-tin-dung. */
export const cardSearchSchema = v.object({
  type: wholeIn(1, 3),
  income: wholeIn(0, INCOME_MAX),
  age: wholeIn(0, 99),
  region: wholeIn(1, 999),
  sort: wholeIn(2, APPROVAL_SORT),
  page: wholeIn(2, 1_000_000),
});

export type CardSearch = v.InferOutput<typeof cardSearchSchema>;

/** The filters a URL search stands for (defaults filled in). */
export function filtersFromSearch(search: Partial<CardSearch>): CardFilters {
  return {
    type: (search.type ?? DEFAULT_FILTERS.type) as CardTypeValue,
    income: search.income ?? null,
    age: search.age ?? null,
    region: search.region ?? 0,
    sort: (search.sort ?? DEFAULT_FILTERS.sort) as CardSortValue,
    page: search.page ?? 1,
  };
}

/** The URL search of some filters: defaults are left out, so the plain list stays /the-tin-dung. */
export function searchFromFilters(filters: CardFilters): CardSearch {
  const search: CardSearch = {};
  if (filters.type !== DEFAULT_FILTERS.type) search.type = filters.type;
  if (filters.income !== null) search.income = filters.income;
  if (filters.age !== null) search.age = filters.age;
  if (filters.region !== 0) search.region = filters.region;
  if (filters.sort !== DEFAULT_FILTERS.sort) search.sort = filters.sort;
  if (filters.page > 1) search.page = filters.page;
  return search;
}

/** A filter change always goes back to page 1 (SPEC.md section 4). */
export function changeFilters(current: CardFilters, patch: Partial<Omit<CardFilters, "page">>): CardFilters {
  return { ...current, ...patch, page: 1 };
}

/**
 * One profile for the filters and the odds (issue 33 item 6): income, age and region not in the URL
 * come from the visitor's profile (typed here before, or left by the lead funnel).
 */
export function withProfile(filters: CardFilters, profile: OddsProfile): CardFilters {
  return {
    ...filters,
    income: filters.income ?? profile.income,
    age: filters.age ?? profile.age,
    region: filters.region || (profile.province ?? 0),
  };
}

/** The profile's part of filters set in the URL (a shared link): those values are the visitor's from now on. */
export function profileOfUrl(filters: CardFilters): Partial<OddsProfile> {
  return {
    ...(filters.income === null ? {} : { income: filters.income }),
    ...(filters.age === null ? {} : { age: filters.age }),
    ...(filters.region === 0 ? {} : { province: filters.region }),
  };
}

/** What a filter change says about the visitor: the profile's part of the patch (region 0 is "not given"). */
export function profileOfPatch(patch: Partial<Omit<CardFilters, "page">>): Partial<OddsProfile> {
  const out: Partial<OddsProfile> = {};
  if ("income" in patch) out.income = patch.income ?? null;
  if ("age" in patch) out.age = patch.age ?? null;
  if ("region" in patch) out.province = patch.region ? patch.region : null;
  return out;
}

/** Whether any filter differs from its default: shows the reset link and picks the empty-state text. */
export function hasActiveFilters(filters: CardFilters): boolean {
  return (
    filters.type !== DEFAULT_FILTERS.type ||
    filters.income !== null ||
    filters.age !== null ||
    filters.region !== 0 ||
    filters.sort !== DEFAULT_FILTERS.sort
  );
}

/** Whether the list is sorted by approval odds but the profile lacks income or age (the default order then). */
export function needsOddsProfile(filters: CardFilters, profile: OddsProfile): boolean {
  return filters.sort === APPROVAL_SORT && !hasOddsProfile(profile);
}

/**
 * The get-list body: income sent without dots, region 0 sent as null; the profile only when the list
 * is sorted by approval odds and it holds income and age (the server orders by it, nothing else).
 */
export function listRequest(filters: CardFilters, profile?: OddsProfile): CardListBodyInput {
  const body: CardListBodyInput = {
    pageIndex: filters.page,
    pageSize: CARDS.pageSize,
    incomeCondition: filters.income,
    age: filters.age,
    areaType: filters.region === 0 ? null : filters.region,
    cardType: filters.type,
    sortFeatureBy: filters.sort,
  };
  if (filters.sort !== APPROVAL_SORT || !hasOddsProfile(profile)) return body;
  const { income, age } = profile;
  return { ...body, profile: { income, age, province: profile.province ?? null, score: profile.score ?? null } };
}

/** The income box while typing: digits grouped with dots; null when the result would pass 11 characters. */
export function typeIncome(text: string): string | null {
  const formatted = formatThousands(text);
  return formatted.length > FIELD_LENGTH.cardIncomeInput ? null : formatted;
}
