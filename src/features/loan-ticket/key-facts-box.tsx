import { useId } from "react";
import { type KeyFacts, keyFactRows, keyFacts, vietnamDate } from "../../domain/key-facts";
import type { ProductSummary, TicketDetails } from "../../domain/loan-ticket-details";
import { t } from "../../i18n/t";

/** The loan the contract is for: the product (its price and lender) and the details typed at step 3. */
export interface ContractLoan {
  product: ProductSummary | null;
  details: TicketDetails;
}

/**
 * The key facts of the loan, priced like the contract PDF (src/domain/key-facts.ts), or null when the
 * product has no price or the details cannot be priced. `today` is the contract's date, ISO.
 */
export function keyFactsOf(loan: ContractLoan, today: string): KeyFacts | null {
  const { product, details } = loan;
  if (!product?.pricing) return null;
  try {
    return keyFacts({
      lenderLegalName: product.lenderLegalName ?? product.providerName,
      amount: Number(details.amount),
      termMonths: Number(details.term),
      pricing: product.pricing,
      contractDate: today,
      payBackDay: Number(details.payBackDay),
    });
  } catch {
    return null;
  }
}

/** The key facts box shown above the agreement: label and value per line, then how they are worked out. */
export function KeyFactsBox({ loan, today = vietnamDate(new Date()) }: { loan: ContractLoan; today?: string }) {
  const titleId = useId();
  const facts = keyFactsOf(loan, today);
  return (
    <section className="key-facts" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("key_facts_title")}</h3>
      {facts ? (
        <>
          <dl className="key-facts-list">
            {keyFactRows(facts).map((row) => (
              <div key={row.name} className={`key-facts-row key-facts-${row.name}`}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="key-facts-note muted">{t("key_facts_note")}</p>
        </>
      ) : (
        <p className="muted">{t("key_facts_unavailable")}</p>
      )}
    </section>
  );
}
