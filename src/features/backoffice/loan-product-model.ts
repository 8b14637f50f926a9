import * as v from "valibot";
import {
  LOAN_COST_EXAMPLE,
  type LoanProductEdit,
  loanPriceSchema,
  loanProductEditSchema,
} from "../../contract/bo-loan-products";
import { firstMessage } from "../../contract/valibot-vi";
import { type LoanCost, loanCost } from "../../domain/loan-cost";
import { t } from "../../i18n/t";

/**
 * The loan product form's model: a product as the inputs hold it (text), and back. Amounts and fees
 * accept dots between thousands ('20.000.000'); rates a comma or a dot before the decimals ('18,5');
 * terms are months separated by commas. The result is checked with the contract's schema, so the
 * screen refuses what the server would, with the same Vietnamese message.
 */

export interface LoanDraft {
  name: string;
  rate: string;
  minAmount: string;
  maxAmount: string;
  terms: string;
  upfrontKind: "amount" | "percent";
  upfront: string;
  monthlyFee: string;
  active: boolean;
}

export type LoanTextField = "name" | "rate" | "minAmount" | "maxAmount" | "terms" | "upfront" | "monthlyFee";

const decimalText = (value: number) => String(value).replace(".", ",");
const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

export function loanDraftOf(product: LoanProductEdit): LoanDraft {
  return {
    name: product.name,
    rate: decimalText(product.interestRatePercent),
    minAmount: thousands(product.minAmount),
    maxAmount: thousands(product.maxAmount),
    terms: product.terms.join(", "),
    upfrontKind: product.upfrontFee.kind,
    upfront:
      product.upfrontFee.kind === "amount"
        ? thousands(product.upfrontFee.vnd)
        : decimalText(product.upfrontFee.percent),
    monthlyFee: thousands(product.monthlyFee),
    active: product.active,
  };
}

/** A number typed in Vietnamese style; NaN when it is not one. */
function decimal(text: string): number {
  const clean = text.trim().replace(",", ".");
  return /^\d{1,6}(\.\d{1,6})?$/.test(clean) ? Number(clean) : Number.NaN;
}
function whole(text: string): number {
  const clean = text.replace(/[.\s]/g, "");
  return /^\d{1,13}$/.test(clean) ? Number(clean) : Number.NaN;
}

function terms(draft: LoanDraft): number[] {
  return draft.terms
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map(whole);
}

/** The rate and fees as the schema takes them. */
const priceInput = (draft: LoanDraft) => ({
  interestRatePercent: decimal(draft.rate),
  upfrontFee:
    draft.upfrontKind === "amount"
      ? { kind: "amount" as const, vnd: whole(draft.upfront) }
      : { kind: "percent" as const, percent: decimal(draft.upfront) },
  monthlyFee: whole(draft.monthlyFee),
});

/** The product the draft describes, checked as the server checks it; or the first Vietnamese message. */
export function loanProductOf(
  draft: LoanDraft,
): { ok: true; product: LoanProductEdit } | { ok: false; message: string } {
  const parsed = v.safeParse(loanProductEditSchema, {
    name: draft.name,
    ...priceInput(draft),
    minAmount: whole(draft.minAmount),
    maxAmount: whole(draft.maxAmount),
    terms: terms(draft),
    active: draft.active,
  });
  return parsed.success ? { ok: true, product: parsed.output } : { ok: false, message: firstMessage(parsed.issues) };
}

/**
 * What LOAN_COST_EXAMPLE (20,000,000 VND over 12 months) costs at the draft's rate and fees, by the
 * site's own calculator (src/domain/loan-cost.ts); null while the rate or a fee is not valid.
 */
export function costExampleOf(draft: LoanDraft): LoanCost | null {
  const checked = v.safeParse(loanPriceSchema, priceInput(draft));
  if (!checked.success) return null;
  const { interestRatePercent, upfrontFee, monthlyFee } = checked.output;
  try {
    return loanCost(LOAN_COST_EXAMPLE.amount, LOAN_COST_EXAMPLE.termMonths, {
      yearlyRatePercent: interestRatePercent,
      upfrontFee,
      monthlyFeeVnd: monthlyFee,
    });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

export const fieldLabel = (field: LoanTextField | "upfrontKind" | "active") =>
  ({
    name: t("bo_loan_f_name"),
    rate: t("bo_loan_f_rate"),
    minAmount: t("bo_loan_f_minAmount"),
    maxAmount: t("bo_loan_f_maxAmount"),
    terms: t("bo_loan_f_terms"),
    upfrontKind: t("bo_loan_f_upfront_kind"),
    upfront: t("bo_loan_f_upfront_value"),
    monthlyFee: t("bo_loan_f_monthly"),
    active: t("bo_loan_f_active"),
  })[field];
