import type { Selectable } from "kysely";
import type { CardDetail, CardListItem } from "../../../src/contract/cards";
import type { CardImport } from "../../../src/contract/cards-import";
import type { CardsTable } from "../../db/tables/cards";

type CardRow = Selectable<CardsTable>;

/** The columns a list item needs (list, home tab, related cards). */
export const LIST_COLUMNS = [
  "id",
  "name",
  "product_image",
  "max_amount",
  "gifts",
  "annual_fee_offers",
  "features",
  "tag",
  "highlight",
  "affiliate_link",
  "annual_fee",
  "interest_and_fees",
  "min_income",
  "min_age",
  "max_age",
  "region_codes",
] as const satisfies readonly (keyof CardRow)[];

/** The columns of the detail and compare pages. */
export const DETAIL_COLUMNS = [
  ...LIST_COLUMNS,
  "card_issuer",
  "overview",
  "card_opening_gifts",
  "incentive_policy",
  "region_information",
  "card_types",
  "updated_at",
] as const satisfies readonly (keyof CardRow)[];

export type ListRow = Pick<CardRow, (typeof LIST_COLUMNS)[number]>;
export type DetailRow = Pick<CardRow, (typeof DETAIL_COLUMNS)[number]>;

export function toListItem(row: ListRow): CardListItem {
  return {
    id: row.id,
    name: row.name,
    productImage: row.product_image,
    maxAmount: Number(row.max_amount),
    gifts: row.gifts,
    annualFeeOffers: row.annual_fee_offers,
    features: row.features,
    tag: row.tag,
    highlight: row.highlight,
    affiliateLink: row.affiliate_link,
    annualFee: Number(row.annual_fee),
    interestRate: interestRateOf(row.interest_and_fees),
    requirements: requirementsOf(row),
  };
}

/** The opening conditions the approval odds read (src/domain/approval-odds.ts). */
export function requirementsOf(row: Pick<CardRow, "min_income" | "min_age" | "max_age" | "region_codes">) {
  return {
    minIncome: row.min_income === null ? null : Number(row.min_income),
    minAge: row.min_age,
    maxAge: row.max_age,
    regions: row.region_codes,
  };
}

/** The yearly interest rate as the catalogue writes it: the "Lãi suất" item of interest and fees, or "". */
function interestRateOf(items: readonly { label: string; info: string }[]): string {
  return items.find((item) => item.label.trim().toLowerCase() === "lãi suất")?.info ?? "";
}

export function toDetail(row: DetailRow): CardDetail {
  return {
    ...toListItem(row),
    cardIssuer: row.card_issuer,
    overview: row.overview,
    annualFee: Number(row.annual_fee),
    cardOpeningGifts: row.card_opening_gifts,
    incentivePolicy: row.incentive_policy,
    interestAndFees: row.interest_and_fees,
    minIncomeConditions: row.min_income === null ? null : Number(row.min_income),
    minAge: row.min_age,
    maxAge: row.max_age,
    regionInformation: row.region_information,
    cardTypes: row.card_types,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A bound of 0 means "no requirement": stored as null so the filters compare real bounds only. */
const bound = (value: number | null): number | null => (value ? value : null);

/** An imported card as a row to insert or update. */
export function toRow(card: CardImport, options: { sample: boolean; now: Date }) {
  return {
    id: card.id,
    name: card.name,
    card_issuer: card.cardIssuer,
    product_image: card.productImage,
    image_color: card.imageColor,
    max_amount: card.maxAmount,
    gifts: card.gifts,
    annual_fee: card.annualFee,
    annual_fee_offers: card.annualFeeOffers,
    features: JSON.stringify(card.features),
    tag: card.tag ? card.tag : null,
    highlight: card.highlight,
    affiliate_link: card.affiliateLink,
    overview: card.overview,
    card_opening_gifts: JSON.stringify(card.cardOpeningGifts),
    incentive_policy: JSON.stringify(card.incentivePolicy),
    interest_and_fees: JSON.stringify(card.interestAndFees),
    min_income: bound(card.minIncomeConditions),
    min_age: bound(card.minAge),
    max_age: bound(card.maxAge),
    region_information: card.regionInformation,
    region_codes: [...new Set(card.regions)].sort((a, b) => a - b),
    card_types: [...new Set(card.cardTypes)].sort((a, b) => a - b),
    position: card.position,
    active: card.active,
    is_sample: options.sample,
    updated_at: options.now,
  };
}
