import * as v from "valibot";
import { LOAN_AMOUNT, LOAN_TERM } from "../domain/constants";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";
import { upfrontFeeSchema } from "./loan-pricing";

/**
 * The editor's loan products in the back-office (issue 31): the rows of financial_products the
 * visitors' offers (GET /site/loan-offers) and the loan-ticket wizard's pricing read. A list paged,
 * sorted and filtered on the server, one product to edit, and its save. The limits are SPEC.md
 * section 9's (amounts 5,000,000 to 100,000,000 VND in steps of 5,000,000; terms 6 to 36 months in
 * steps of 3) and LOAN_PRODUCT_LIMITS below for what the spec leaves open.
 */

export const LOAN_PRODUCT_LIMITS = {
  /** Nominal yearly rate, percent: 0 to 60 %/year, at most two decimals (the column is basis points). */
  ratePercentMax: 60,
  /** An upfront fee as a share of the amount: at most 10 %. */
  upfrontPercentMax: 10,
  /** An upfront fee as an amount: at most 5,000,000 VND (and less than the smallest amount). */
  upfrontVndMax: 5_000_000,
  monthlyFeeMax: 500_000,
  termsMax: 11,
} as const;

/** The example the edit form prices before saving: 20,000,000 VND over 12 months. */
export const LOAN_COST_EXAMPLE = { amount: 20_000_000, termMonths: 12 } as const;

const whole = (message: string, min: number, max: number) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
/** A percentage with at most two decimals (basis points in the database). */
const percent = (message: string, max: number) =>
  v.pipe(
    v.number(message),
    v.minValue(0, message),
    v.maxValue(max, message),
    v.check((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, message),
  );
const amount = (message: string) =>
  v.pipe(
    whole(message, LOAN_AMOUNT.min, LOAN_AMOUNT.max),
    v.check((value) => value % LOAN_AMOUNT.step === 0, message),
  );

/** What the product costs: its yearly rate and fees (what the cost example prices). */
export const loanPriceSchema = v.object({
  interestRatePercent: percent(t("bo_loan_rate_invalid"), LOAN_PRODUCT_LIMITS.ratePercentMax),
  upfrontFee: v.variant(
    "kind",
    [
      v.object({
        kind: v.literal("amount"),
        vnd: whole(t("bo_loan_upfront_invalid"), 0, LOAN_PRODUCT_LIMITS.upfrontVndMax),
      }),
      v.object({
        kind: v.literal("percent"),
        percent: percent(t("bo_loan_upfront_invalid"), LOAN_PRODUCT_LIMITS.upfrontPercentMax),
      }),
    ],
    t("bo_loan_upfront_invalid"),
  ),
  monthlyFee: whole(t("bo_loan_monthly_invalid"), 0, LOAN_PRODUCT_LIMITS.monthlyFeeMax),
});

export const loanProductEditSchema = v.pipe(
  v.object({
    name: v.pipe(
      v.string(t("bo_loan_name_invalid")),
      v.trim(),
      v.minLength(3, t("bo_loan_name_invalid")),
      v.maxLength(200, t("bo_loan_name_invalid")),
      v.regex(/^[^<>]*$/, t("bo_loan_name_invalid")),
    ),
    ...loanPriceSchema.entries,
    minAmount: amount(t("bo_loan_min_invalid")),
    maxAmount: amount(t("bo_loan_max_invalid")),
    terms: v.pipe(
      v.array(
        v.pipe(
          whole(t("bo_loan_terms_invalid"), LOAN_TERM.min, LOAN_TERM.max),
          v.check((term) => term % LOAN_TERM.step === 0, t("bo_loan_terms_invalid")),
        ),
        t("bo_loan_terms_invalid"),
      ),
      v.minLength(1, t("bo_loan_terms_invalid")),
      v.maxLength(LOAN_PRODUCT_LIMITS.termsMax, t("bo_loan_terms_invalid")),
      v.check((terms) => new Set(terms).size === terms.length, t("bo_loan_terms_invalid")),
      v.transform((terms) => [...terms].sort((a, b) => a - b)),
    ),
    active: v.boolean(t("bo_loan_active_invalid")),
  }),
  v.forward(
    v.check((p) => p.minAmount <= p.maxAmount, t("bo_loan_min_over_max")),
    ["maxAmount"],
  ),
  v.forward(
    v.check((p) => p.upfrontFee.kind !== "amount" || p.upfrontFee.vnd < p.minAmount, t("bo_loan_upfront_over_amount")),
    ["upfrontFee"],
  ),
);
export type LoanProductEdit = v.InferOutput<typeof loanProductEditSchema>;
export type LoanProductEditInput = v.InferInput<typeof loanProductEditSchema>;

const wholeText = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,7}$/), v.transform(Number), v.minValue(min), v.maxValue(max));

export const BO_LOAN_SORTS = ["id", "name", "partnerName", "interestRate", "updatedAt"] as const;
export type BoLoanSort = (typeof BO_LOAN_SORTS)[number];

export const boLoanQuerySchema = v.object({
  /** Part of the product's or the partner's name, or the product's id. */
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, t("bo_card_query_invalid")))),
  status: v.optional(v.picklist(["active", "inactive"], t("bo_card_query_invalid"))),
  sort: v.optional(v.picklist(BO_LOAN_SORTS, t("bo_card_query_invalid")), "id"),
  dir: v.optional(v.picklist(["asc", "desc"], t("bo_card_query_invalid")), "asc"),
  page: v.optional(wholeText(1, 1_000_000), "1"),
  pageSize: v.optional(wholeText(1, 100), "25"),
});
export type BoLoanQuery = v.InferOutput<typeof boLoanQuerySchema>;

export const boLoanRowSchema = v.object({
  id: v.number(),
  name: v.string(),
  partnerName: v.string(),
  /** 2 a loan, 3 an overdraft (SPEC.md's product type codes). */
  productType: v.number(),
  interestRatePercent: v.number(),
  minAmount: v.number(),
  maxAmount: v.number(),
  upfrontFee: upfrontFeeSchema,
  monthlyFee: v.number(),
  active: v.boolean(),
  updatedAt: v.string(),
});
export type BoLoanRow = v.InferOutput<typeof boLoanRowSchema>;

export const boLoanListEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/loan-products",
  query: boLoanQuerySchema,
  data: v.object({ rows: v.array(boLoanRowSchema), total: v.number(), page: v.number(), pageSize: v.number() }),
});

/** One product as the editor edits it, with what is shown but not edited here. */
export const boLoanProductSchema = v.object({
  id: v.number(),
  partnerName: v.string(),
  productType: v.number(),
  policyVersion: v.number(),
  updatedAt: v.string(),
  product: v.object({
    name: v.string(),
    interestRatePercent: v.number(),
    minAmount: v.number(),
    maxAmount: v.number(),
    terms: v.array(v.number()),
    upfrontFee: upfrontFeeSchema,
    monthlyFee: v.number(),
    active: v.boolean(),
  }),
});
export type BoLoanProduct = v.InferOutput<typeof boLoanProductSchema>;

export const boLoanGetEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/loan-products/{id}",
  data: boLoanProductSchema,
});

/**
 * Replaces the product's editable fields. A change of rate, fees, amounts or terms moves its
 * policy_version (drafts priced under the old terms must start again, SPEC.md's 'product policy has
 * been updated'); a new name or the active flag alone does not.
 */
export const boLoanUpdateEndpoint = endpoint({
  method: "PUT",
  path: "/quan-tri/loan-products/{id}",
  body: loanProductEditSchema,
  data: v.object({ updatedAt: v.string(), policyVersion: v.number() }),
});
