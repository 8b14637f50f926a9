import * as v from "valibot";
import { APPROVAL_SORT } from "../domain/approval-odds";
import { CARD_SORT, CARD_TYPE, CARDS, SCORE } from "../domain/constants";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";

/**
 * The cards endpoints of SPEC.md section 7 and the card shapes they carry. The server validates
 * requests with these schemas and the client checks answers with them.
 */

// --- Answers ---

export const cardFeatureSchema = v.object({ info: v.string() });
export const cardLabelItemSchema = v.object({ label: v.string(), info: v.string() });

/** What a card asks of its holder, for the approval odds (src/domain/approval-odds.ts). Empty regions: nationwide. */
export const cardRequirementsSchema = v.object({
  minIncome: v.nullable(v.number()),
  minAge: v.nullable(v.number()),
  maxAge: v.nullable(v.number()),
  regions: v.array(v.number()),
});

/** A card as the list, the home tab and related cards show it. */
export const cardListItemSchema = v.object({
  id: v.number(),
  name: v.string(),
  productImage: v.string(),
  maxAmount: v.number(),
  gifts: v.string(),
  annualFeeOffers: v.string(),
  features: v.array(cardFeatureSchema),
  tag: v.nullable(v.string()),
  highlight: v.boolean(),
  affiliateLink: v.string(),
  /** Annual fee in VND (0: free). */
  annualFee: v.optional(v.number()),
  /** The yearly interest rate as the catalogue writes it ("36%/năm"), "" when not given. */
  interestRate: v.optional(v.string()),
  /** The opening conditions the approval odds are computed from (issue 18); the server always sends them. */
  requirements: v.optional(cardRequirementsSchema),
});

/** The detail page and the compare page: the list fields plus conditions, offers and fees. */
export const cardDetailSchema = v.object({
  ...cardListItemSchema.entries,
  cardIssuer: v.string(),
  overview: v.string(),
  annualFee: v.number(),
  cardOpeningGifts: v.array(cardLabelItemSchema),
  incentivePolicy: v.array(cardLabelItemSchema),
  interestAndFees: v.array(cardLabelItemSchema),
  minIncomeConditions: v.nullable(v.number()),
  minAge: v.nullable(v.number()),
  maxAge: v.nullable(v.number()),
  regionInformation: v.string(),
  /** The card types it is listed under (CARD_TYPE: 1 high approval, 2 online spending, 3 cash withdrawal). */
  cardTypes: v.array(v.number()),
  /** When the catalogue row last changed (ISO 8601): the page's "Cập nhật ngày". */
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
});

export const provinceSchema = v.object({ code: v.number(), province_name: v.string() });

export type CardFeature = v.InferOutput<typeof cardFeatureSchema>;
export type CardLabelItem = v.InferOutput<typeof cardLabelItemSchema>;
export type CardRequirementsData = v.InferOutput<typeof cardRequirementsSchema>;
export type CardListItem = v.InferOutput<typeof cardListItemSchema>;
export type CardDetail = v.InferOutput<typeof cardDetailSchema>;
export type Province = v.InferOutput<typeof provinceSchema>;

// --- Request fields ---

/** Income typed in the search box: at most 11 characters with dots, so at most 999.999.999. */
export const CARD_INCOME_MAX = 999_999_999;
export const CARD_AGE_MAX = 99;

export function wholeNumber(message: string, min: number, max: number) {
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
}

const nullishToNull = (value: number | null | undefined): number | null => value ?? null;

const incomeConditionSchema = v.pipe(
  v.nullish(wholeNumber(t("card_income_invalid"), 0, CARD_INCOME_MAX)),
  v.transform(nullishToNull),
);
const ageSchema = v.pipe(v.nullish(wholeNumber(t("card_age_invalid"), 0, CARD_AGE_MAX)), v.transform(nullishToNull));
/** A province code; 0 ('Toàn quốc') and null both mean no region filter. */
const areaTypeSchema = v.pipe(
  v.nullish(wholeNumber(t("card_region_invalid"), 0, 999)),
  v.transform((value: number | null | undefined): number | null => (value ? value : null)),
);
export const CARD_TYPE_VALUES = [
  CARD_TYPE.all,
  CARD_TYPE.highApproval,
  CARD_TYPE.onlineSpending,
  CARD_TYPE.cashWithdrawal,
] as const;
export const CARD_SORT_VALUES = [CARD_SORT.default, CARD_SORT.annualFee, CARD_SORT.maxLimit, APPROVAL_SORT] as const;
export type CardTypeValue = (typeof CARD_TYPE_VALUES)[number];
export type CardSortValue = (typeof CARD_SORT_VALUES)[number];

const cardTypeSchema = v.optional(v.picklist(CARD_TYPE_VALUES, t("card_type_invalid")), CARD_TYPE.all);
const sortSchema = v.optional(v.picklist(CARD_SORT_VALUES, t("card_sort_invalid")), CARD_SORT.default);

/**
 * The visitor's profile for the approval odds: monthly income, age, province (0 or null: not given)
 * and the lead funnel's score. Only orders the list (sortFeatureBy 4); it filters nothing.
 */
export const cardProfileSchema = v.object({
  income: incomeConditionSchema,
  age: ageSchema,
  province: areaTypeSchema,
  score: v.pipe(v.nullish(wholeNumber(t("card_score_invalid"), 0, SCORE.max)), v.transform(nullishToNull)),
});
export type CardProfileBody = v.InferOutput<typeof cardProfileSchema>;

/** POST /v1/card/get-list. pageIndex starts at 1. */
export const cardListBodySchema = v.object({
  pageIndex: v.optional(wholeNumber(t("card_page_invalid"), 1, 1_000_000), 1),
  pageSize: v.optional(wholeNumber(t("card_page_size_invalid"), 1, 60), CARDS.pageSize),
  incomeCondition: incomeConditionSchema,
  age: ageSchema,
  areaType: areaTypeSchema,
  cardType: cardTypeSchema,
  sortFeatureBy: sortSchema,
  /** Sort 4 orders by the approval odds for this profile (high first, then the default order). */
  profile: v.optional(cardProfileSchema),
});
export type CardListBody = v.InferOutput<typeof cardListBodySchema>;
export type CardListBodyInput = v.InferInput<typeof cardListBodySchema>;

export const cardHomeBodySchema = v.object({
  pageSize: v.optional(wholeNumber(t("card_page_size_invalid"), 1, 24), CARDS.homePageSize),
});

const ID_TEXT = /^[1-9]\d{0,8}$/;
/** A card id in a path: digits only, no leading zero. */
export const cardIdParamSchema = v.pipe(
  v.string(t("card_id_invalid")),
  v.regex(ID_TEXT, t("card_id_invalid")),
  v.transform(Number),
);

/** ?ids=1,2,3: one to three distinct card ids, in the order given. */
export const cardIdsQuerySchema = v.object({
  ids: v.pipe(
    v.string(t("card_ids_invalid")),
    v.regex(/^[1-9]\d{0,8}(,[1-9]\d{0,8}){0,2}$/, t("card_ids_invalid")),
    v.transform((text) => [...new Set(text.split(",").map(Number))]),
  ),
});

/**
 * An image name of the card catalogue: lower-case letters, digits and dashes, ending in .svg (drawn
 * by the server from the card's data), or an image an editor uploaded, named by its SHA-256
 * (src/contract/bo-card-images.ts).
 */
export const CARD_IMAGE_NAME = /^(?:[a-z0-9][a-z0-9-]{0,79}\.svg|[0-9a-f]{64}\.(?:png|jpg|webp))$/;

// --- Endpoints ---

export const cardListEndpoint = endpoint({
  method: "POST",
  path: "/v1/card/get-list",
  body: cardListBodySchema,
  data: v.object({ totalItems: v.number(), result: v.array(cardListItemSchema) }),
});

export const cardListHomeEndpoint = endpoint({
  method: "POST",
  path: "/v1/card/get-list-home",
  body: cardHomeBodySchema,
  data: v.array(cardListItemSchema),
});

export const cardDetailEndpoint = endpoint({
  method: "GET",
  path: "/v1/card/get-detail/{id}",
  data: cardDetailSchema,
});

export const cardRelatedEndpoint = endpoint({
  method: "GET",
  path: "/v1/card/get-three-card/{id}",
  data: v.array(cardListItemSchema),
});

export const cardCompareEndpoint = endpoint({
  method: "GET",
  path: "/v1/card/get-list-compare",
  query: cardIdsQuerySchema,
  data: v.array(cardDetailSchema),
});

export const cardCheckActiveEndpoint = endpoint({
  method: "GET",
  path: "/v1/card/check-active/{id}",
  data: v.boolean(),
});

export const provincesEndpoint = endpoint({
  method: "GET",
  path: "/store/get-provinces",
  data: v.array(provinceSchema),
});

/** The outbound 'Mở thẻ ngay' link: records the click and answers 302 to the issuer. */
export const cardGoEndpoint = endpoint({
  method: "GET",
  path: "/go/card/{id}",
  data: v.null(),
});

/** A card image (SVG); a default image answers any unknown name. */
export const cardImageEndpoint = endpoint({
  method: "GET",
  path: "/v1/downloadFileLaaS/{image}",
  data: v.null(),
});
