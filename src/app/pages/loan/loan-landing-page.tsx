import { Link } from "@tanstack/react-router";
import { loadSitePartners } from "../../../api/site";
import { AGE, LOAN_AMOUNT, LOAN_TERM } from "../../../domain/constants";
import { formatMoney } from "../../../domain/format";
import { LoanPage } from "../../../features/lead-funnel/loan-page";
import { PartnerList } from "../../../features/site-info/partner-list";
import { t } from "../../../i18n/t";
import { useLoaded } from "../../../ui/use-loaded";
import { HomeFaq } from "../home/home-faq";

/** Who may ask for a loan and for how much: SPEC section 9's limits, and that a partner decides. */
function LoanEligibility() {
  return (
    <section className="container page-section" aria-labelledby="loan-eligibility-title">
      <h2 id="loan-eligibility-title">{t("loan_landing_eligibility_title")}</h2>
      <ul>
        <li>{t("loan_landing_eligibility_age", { min: AGE.min, max: AGE.max })}</li>
        <li>{t("loan_landing_eligibility_phone")}</li>
        <li>
          {t("loan_landing_eligibility_amount", {
            min: formatMoney(LOAN_AMOUNT.min),
            max: formatMoney(LOAN_AMOUNT.max),
            termMin: LOAN_TERM.min,
            termMax: LOAN_TERM.max,
          })}
        </li>
        <li>{t("loan_landing_eligibility_income")}</li>
      </ul>
      <p className="muted">{t("loan_landing_not_lender")}</p>
    </section>
  );
}

/** The lenders a request may go to, as /doi-tac lists them (below the fold: no room is reserved). */
function LoanPartners() {
  const partners = useLoaded(loadSitePartners);
  return (
    <section className="container page-section" aria-labelledby="loan-partners-title">
      <h2 id="loan-partners-title">{t("loan_landing_partners_title")}</h2>
      {partners.status === "loading" && <p className="muted">{t("partners_loading")}</p>}
      {partners.status === "error" && <p>{t("partners_unavailable")}</p>}
      {partners.status === "ready" && <PartnerList partners={partners.data} headingLevel={3} />}
      <p>
        <Link to="/doi-tac">{t("loan_landing_partners_more")}</Link>
      </p>
    </section>
  );
}

/**
 * /vay-tien-online: the loan request form, then what a visitor weighs before applying (issue 33, as
 * TheBank.vn does): who may apply and for how much, the partners who lend, and the FAQ.
 */
export function LoanLandingPage() {
  return (
    <>
      <LoanPage />
      <LoanEligibility />
      <LoanPartners />
      <HomeFaq />
    </>
  );
}
