import { t } from "../../i18n/t";
import { UnderConstruction } from "../../ui/under-construction";

export function CardDetailPage() {
  return <UnderConstruction title={t("page_card_detail")} />;
}
