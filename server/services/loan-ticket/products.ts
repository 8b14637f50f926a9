import type { Kysely, Selectable } from "kysely";
import type { CheckStepData, Product } from "../../../src/contract/loan-ticket";
import type { DB } from "../../db/schema";
import type { FinancialProductsTable } from "../../db/tables/loan-ticket";

export type ProductRow = Selectable<FinancialProductsTable>;

/** The upfront fee columns (at most one is non-zero) as the contract carries them. */
export function upfrontFeeOf(row: Pick<ProductRow, "upfront_fee_vnd" | "upfront_fee_bp">): Product["upfrontFee"] {
  return row.upfront_fee_bp > 0
    ? { kind: "percent", percent: row.upfront_fee_bp / 100 }
    : { kind: "amount", vnd: row.upfront_fee_vnd };
}

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    partnerName: row.partner_name,
    productType: row.product_type,
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    amountStep: row.amount_step,
    terms: [...row.terms].sort((a, b) => a - b),
    interestRateYear: row.interest_rate_bp / 100,
    upfrontFee: upfrontFeeOf(row),
    monthlyFee: row.monthly_fee_vnd,
    description: row.description,
    policyVersion: row.policy_version,
    sample: row.sample,
  };
}

/** An active product; null when unknown or withdrawn. */
export async function findProduct(db: Kysely<DB>, id: number): Promise<ProductRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const row = await db
    .selectFrom("financial_products")
    .selectAll()
    .where("id", "=", id)
    .where("active", "=", true)
    .executeTakeFirst();
  return row ?? null;
}

/** A product id from a path segment: digits only, else null. */
export function productIdFrom(segment: string | undefined): number | null {
  return segment && /^\d{1,9}$/.test(segment) ? Number(segment) : null;
}

export function checkStep(row: ProductRow): CheckStepData {
  return { productId: row.id, steps: row.steps, documentTypes: row.document_types, policyVersion: row.policy_version };
}

export async function productsOfPartner(db: Kysely<DB>, partnerName: string): Promise<Product[]> {
  const rows = await db
    .selectFrom("financial_products")
    .selectAll()
    .where("partner_name", "=", partnerName.normalize("NFC"))
    .where("active", "=", true)
    .orderBy("id")
    .execute();
  return rows.map(toProduct);
}
