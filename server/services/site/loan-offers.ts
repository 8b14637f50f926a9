import type { Kysely } from "kysely";
import type { LoanOffer } from "../../../src/contract/site";
import { PRODUCT_TYPE } from "../../../src/domain/constants";
import type { DB } from "../../db/schema";
import { upfrontFeeOf } from "../loan-ticket/products";

/**
 * The active loan products of active partners, with what the cost calculators need: amount and
 * term limits, the yearly rate and the fees. Cheapest rate first, then by id.
 */
export async function listLoanOffers(db: Kysely<DB>): Promise<LoanOffer[]> {
  const rows = await db
    .selectFrom("financial_products as product")
    .innerJoin("partners as partner", "partner.name", "product.partner_name")
    .select([
      "product.id",
      "product.name",
      "product.partner_name",
      "product.min_amount",
      "product.max_amount",
      "product.amount_step",
      "product.terms",
      "product.interest_rate_bp",
      "product.upfront_fee_vnd",
      "product.upfront_fee_bp",
      "product.monthly_fee_vnd",
      "product.sample",
    ])
    .where("product.active", "=", true)
    .where("partner.active", "=", true)
    .where("product.product_type", "=", PRODUCT_TYPE.loan)
    .orderBy("product.interest_rate_bp")
    .orderBy("product.id")
    .execute();
  return rows.map((row) => ({
    productId: row.id,
    productName: row.name,
    partnerName: row.partner_name,
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    amountStep: row.amount_step,
    terms: [...row.terms].sort((a, b) => a - b),
    interestRateYear: row.interest_rate_bp / 100,
    upfrontFee: upfrontFeeOf(row),
    monthlyFee: row.monthly_fee_vnd,
    sample: row.sample,
  }));
}
