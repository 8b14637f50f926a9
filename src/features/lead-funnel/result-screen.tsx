import { Link } from "@tanstack/react-router";
import { useCallback } from "react";
import type { LeadFunnelContext } from "../../../machines/lead-funnel/types";
import { loadLoanOffers } from "../../api/site";
import { PARTNER_MAX_AMOUNT, SCORE } from "../../domain/constants";
import { formatMoney } from "../../domain/format";
import { t } from "../../i18n/t";
import { LoanCostPicker } from "../../ui/loan-cost/loan-cost-picker";
import { useLoaded } from "../../ui/use-loaded";
import { ApplyProduct } from "./apply-product";
import { CardSuggestions } from "./card-suggestions";
import { partnerFor, resultOf } from "./funnel-selectors";
import { LoanFit } from "./loan-fit";
import { OfficialAccount } from "./official-account";
import { ScoreExplained } from "./score-explained";
import { SetPasswordForm } from "./set-password-form";
import type { FunnelEvents } from "./use-funnel-events";

export interface ResultScreenProps {
  context: LeadFunnelContext;
  events: FunnelEvents;
  canSubmitPassword: boolean;
  savingPassword: boolean;
}

/** What the requested loan costs with the offering partner's own loan products. */
function PartnerLoanCost({ partnerName, amount, month }: { partnerName: string; amount: number; month: number }) {
  const load = useCallback(
    () => loadLoanOffers().then((offers) => offers.filter((offer) => offer.partnerName === partnerName)),
    [partnerName],
  );
  return <LoanCostPicker products={useLoaded(load)} amount={amount} termMonths={month} />;
}

/** What this score qualifies for under the partners' rules, against the loan asked (issue 33). */
function QualifyingLoan({ context }: { context: LeadFunnelContext }) {
  const loaded = useLoaded(loadLoanOffers);
  return (
    <LoanFit
      score={context.totalScore}
      partners={context.partners}
      products={loaded.status === "ready" ? loaded.data : []}
      amount={context.form.amount}
      month={context.form.month}
    />
  );
}

/**
 * Step 9: the outcome by score (58+ first partner, 44-57 second partner, below 44 'Rất tiếc!' with the
 * score in red), the score explained (points per answer, reason, ways to improve), the official-account
 * prompt, the new-password form and three card products the server picked to fit the applicant.
 */
export function ResultScreen({ context, events, canSubmitPassword, savingPassword }: ResultScreenProps) {
  const result = resultOf(context, PARTNER_MAX_AMOUNT);
  const params = { partner: result.partnerName, amount: formatMoney(result.maxAmount) };
  const regret = result.outcome === "regret";
  // The offer maps to a product only with a real partner and the ticket's token (after the OTP).
  const partner = regret ? null : partnerFor(context.partners, result.score);
  const ticketToken = context.ticket?.ticketToken ?? null;
  return (
    <div className="funnel-result">
      {/* From 960 px two columns: the outcome and what it means, beside the cost and the next steps (issue 33). */}
      <div className="funnel-result-main">
        <p className="funnel-outcome">
          {regret
            ? t("result_regret")
            : t(result.outcome === "firstPartner" ? "result_first_partner" : "result_second_partner", params)}
        </p>
        <p className={regret ? "funnel-score funnel-score-low" : "funnel-score"}>
          {t("result_your_score", { score: result.score, max: SCORE.max })}
        </p>
        <p className="funnel-asked">
          {t("result_asked", { amount: formatMoney(context.form.amount), month: context.form.month })}
        </p>
        <ScoreExplained score={result.score} points={context.scorePoints} form={context.form} />
        <QualifyingLoan context={context} />
      </div>
      <div className="funnel-result-side">
        {partner && (
          <PartnerLoanCost partnerName={partner.name} amount={context.form.amount} month={context.form.month} />
        )}
        {partner && ticketToken && context.applyProductId !== null && (
          <ApplyProduct
            productId={context.applyProductId}
            ticketToken={ticketToken}
            loan={{ amount: context.form.amount, month: context.form.month }}
          />
        )}
        <p className="funnel-ranking-link">
          <Link to="/cach-chung-toi-xep-hang">{t("ranking_link")}</Link>
        </p>
        <OfficialAccount />
        {!regret && (
          <SetPasswordForm context={context} events={events} canSubmit={canSubmitPassword} saving={savingPassword} />
        )}
      </div>
      <CardSuggestions cards={context.cards.slice(0, 3)} fitting={ticketToken !== null} />
      <button type="button" className="link-button" onClick={events.reset}>
        {t("funnel_start_over")}
      </button>
    </div>
  );
}
