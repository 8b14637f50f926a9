import { t } from "../../i18n/t";
import { UnderConstruction } from "../../ui/under-construction";

export function TestPage() {
  return <UnderConstruction title={t("page_test")} />;
}
