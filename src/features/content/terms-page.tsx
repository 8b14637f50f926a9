import { SITE_DOCUMENT } from "../../contract/content";
import { t } from "../../i18n/t";
import { DocumentPage } from "./document-page";

/** /dieu-khoan: our terms and conditions (parts I, II, III in the side table of contents). */
export function TermsPage() {
  return (
    <DocumentPage
      document={{ kind: "site", id: SITE_DOCUMENT.terms }}
      title={t("page_terms")}
      description={t("meta_terms")}
    />
  );
}
