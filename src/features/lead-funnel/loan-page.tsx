import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { LeadForm } from "./lead-form";

/** /vay-tien-online: the same loan request flow as the home page's loan tab. */
export function LoanPage() {
  useDocumentTitle(t("page_loan"), t("funnel_loan_page_intro"));
  return (
    <section className="page container">
      <h1>{t("page_loan")}</h1>
      <p className="muted">{t("funnel_loan_page_intro")}</p>
      <div className="funnel-card-panel">
        <LeadForm />
      </div>
    </section>
  );
}
