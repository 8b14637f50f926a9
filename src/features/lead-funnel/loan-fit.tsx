import { Link } from "@tanstack/react-router";
import { useId } from "react";
import type { Partner } from "../../../machines/lead-funnel/types";
import type { LoanOffer } from "../../contract/site";
import { formatMoney } from "../../domain/format";
import { qualifyingOffer } from "../../domain/score-offers";
import { t } from "../../i18n/t";

/** The news article about the CIC credit score (src/features/content/news-articles.ts). */
const CIC_ARTICLE = "diem-tin-dung-cic-la-gi";

export interface LoanFitProps {
  score: number;
  partners: Partner[];
  /** The partners' loan products; empty while they load or when they failed (the partner's ceiling rules). */
  products: LoanOffer[];
  amount: number;
  month: number;
}

/**
 * What the asked loan becomes under the partner rules (src/domain/score-offers.ts): a smaller amount
 * the partner takes, or, when no partner takes this score at all, the plain statement that neither a
 * smaller amount nor a longer term would change that, with the CIC article.
 */
export function LoanFit({ score, partners, products, amount, month }: LoanFitProps) {
  const titleId = useId();
  const offer = qualifyingOffer(score, partners, products, { amount, month });
  if (offer.kind === "asked") return null;
  if (offer.kind === "smaller") {
    return (
      <p className="funnel-offer-smaller">
        {t("result_offer_smaller", { partner: offer.partner, amount: formatMoney(offer.amount), month: offer.month })}
      </p>
    );
  }
  return (
    <section className="funnel-declined-help" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("declined_help_title")}</h3>
      <p>{t("declined_offer_none", { score })}</p>
      <p>
        {t("declined_cic_text")}{" "}
        <Link to="/tin-tuc/$slug" params={{ slug: CIC_ARTICLE }}>
          {t("declined_cic_link")}
        </Link>
      </p>
      <p className="muted">{t("declined_nothing_sent")}</p>
    </section>
  );
}
