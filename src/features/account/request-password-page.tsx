import { t } from "../../i18n/t";
import { UnderConstruction } from "../../ui/under-construction";

export function RequestPasswordPage() {
  return <UnderConstruction title={t("page_request_password")} />;
}
