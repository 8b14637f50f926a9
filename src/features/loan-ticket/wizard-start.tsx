import { useId } from "react";
import type { ProductSummary, TicketDetails } from "../../../machines/loan-ticket/types";
import { SUPPORT } from "../../domain/constants";
import { formatMoney } from "../../domain/format";
import { type MessageKey, t } from "../../i18n/t";

/** About how long the wizard takes: documents, face, details, code and contract (issue 33 item 8). */
export const WIZARD_MINUTES = 10;

const CHECKLIST: MessageKey[] = [
  "wizard_intro_id",
  "wizard_intro_face",
  "wizard_intro_bank",
  "wizard_intro_address",
  "wizard_intro_reference",
  "wizard_intro_phone",
];

/** Before the first step: what to have at hand and how long it takes. */
export function WizardChecklist({ faceRequired }: { faceRequired: boolean }) {
  const titleId = useId();
  return (
    <section className="wizard-intro" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("wizard_intro_title")}</h2>
      <p>{t("wizard_intro_time", { minutes: WIZARD_MINUTES })}</p>
      <ul>
        {CHECKLIST.filter((key) => faceRequired || key !== "wizard_intro_face").map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
    </section>
  );
}

/** The loan being applied for: the lending partner, and the amount and term once known. */
export function LoanSummary({ product, details }: { product: ProductSummary; details: TicketDetails }) {
  const titleId = useId();
  const amount = Number(details.amount);
  return (
    <section className="wizard-summary" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("wizard_summary_title")}</h2>
      <dl>
        <div>
          <dt>{t("wizard_summary_partner")}</dt>
          <dd>{product.lenderLegalName || product.providerName}</dd>
        </div>
        {amount > 0 && (
          <div>
            <dt>{t("wizard_summary_amount")}</dt>
            <dd>{formatMoney(amount)}</dd>
          </div>
        )}
        {details.term !== "" && (
          <div>
            <dt>{t("wizard_summary_term")}</dt>
            <dd>{t("wizard_summary_term_value", { months: details.term })}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The success screen's who, how long and how to reach them. */
export function SuccessContact({ product }: { product: ProductSummary | null }) {
  const partner = product ? product.lenderLegalName || product.providerName : t("funnel_partner_fallback");
  return (
    <>
      <p>{t("wizard_success_who", { partner })}</p>
      <p>{t("wizard_success_contact", { partner, hotline: SUPPORT.hotline, email: SUPPORT.email })}</p>
    </>
  );
}
