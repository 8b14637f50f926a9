import * as v from "valibot";

/**
 * What a loan product costs, as its partner prices it (src/domain/loan-cost.ts does the maths).
 * Shared by the loan-ticket product (src/contract/loan-ticket.ts) and the public offers list
 * (src/contract/site.ts). Kept in its own small module so the home page can use it without the
 * loan-ticket contract.
 */

const nonNegative = v.pipe(v.number(), v.minValue(0));

/** A fee paid once at disbursement: a fixed VND amount, or a percentage of the amount borrowed. */
export const upfrontFeeSchema = v.variant("kind", [
  v.object({ kind: v.literal("amount"), vnd: nonNegative }),
  v.object({ kind: v.literal("percent"), percent: nonNegative }),
]);

export const loanPricingEntries = {
  upfrontFee: upfrontFeeSchema,
  /** A fixed fee with every monthly payment, VND (0: none). */
  monthlyFee: nonNegative,
};
