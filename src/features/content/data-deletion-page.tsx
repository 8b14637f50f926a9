import { t } from "../../i18n/t";
import { UnderConstruction } from "../../ui/under-construction";

export function DataDeletionPage() {
  return <UnderConstruction title={t("page_data_deletion")} />;
}
