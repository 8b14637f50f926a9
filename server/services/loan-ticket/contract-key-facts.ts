import type { Kysely } from "kysely";
import { type KeyFacts, keyFacts, vietnamDate } from "../../../src/domain/key-facts";
import type { DB } from "../../db/schema";
import { type ProductRow, upfrontFeeOf } from "./products";

/** The lender's registered name: the partner's legal name, or its trading name when none is recorded. */
export async function lenderLegalName(db: Kysely<DB>, partnerName: string): Promise<string> {
  const row = await db.selectFrom("partners").select("legal_name").where("name", "=", partnerName).executeTakeFirst();
  return row?.legal_name || partnerName;
}

/**
 * The contract's key facts, priced with the same domain code as the contract step
 * (src/domain/key-facts.ts): the product's rate and fees, the ticket's amount and term, today's date
 * in Vietnam and the chosen pay-back day. Null when the product is gone or cannot price the loan.
 */
export async function contractKeyFacts(
  db: Kysely<DB>,
  product: ProductRow | null,
  loan: { amount: number; term: number; payBackDay: string; now: Date },
): Promise<KeyFacts | null> {
  if (!product) return null;
  try {
    return keyFacts({
      lenderLegalName: await lenderLegalName(db, product.partner_name),
      amount: loan.amount,
      termMonths: loan.term,
      pricing: {
        yearlyRatePercent: product.interest_rate_bp / 100,
        upfrontFee: upfrontFeeOf(product),
        monthlyFeeVnd: product.monthly_fee_vnd,
      },
      contractDate: vietnamDate(loan.now),
      payBackDay: Number(loan.payBackDay),
    });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
