import { t } from "../../i18n/t";
import { UnderConstruction } from "../../ui/under-construction";

export function RuleBidvPage() {
  return <UnderConstruction title={t("page_rule_bidv")} />;
}
