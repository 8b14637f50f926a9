import { PARTNER_TERM } from "../../contract/content";
import { t } from "../../i18n/t";
import { DocumentPage } from "./document-page";

/** /rule-bidv: the terms of a partner bank. */
export function RuleBidvPage() {
  return (
    <DocumentPage
      document={{ kind: "partner", id: PARTNER_TERM.bidv }}
      title={t("page_rule_bidv")}
      description={t("meta_rule_bidv")}
    />
  );
}
