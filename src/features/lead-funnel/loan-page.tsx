import { t } from "../../i18n/t";
import { UnderConstruction } from "../../ui/under-construction";

export function LoanPage() {
  return <UnderConstruction title={t("page_loan")} />;
}
