import { SITE_DOCUMENT } from "../../contract/content";
import { t } from "../../i18n/t";
import { DocumentPage } from "./document-page";

/** /chinh-sach-bao-mat: the privacy policy, 16 articles, with a side menu built from their headings. */
export function PrivacyPage() {
  return (
    <DocumentPage
      document={{ kind: "site", id: SITE_DOCUMENT.privacy }}
      title={t("page_privacy")}
      description={t("meta_privacy")}
      tocLabel={t("privacy_menu")}
    />
  );
}
