import { t } from "../../i18n/t";
import { UnderConstruction } from "../../ui/under-construction";

export function ChangePasswordPage() {
  return <UnderConstruction title={t("page_change_password")} />;
}
