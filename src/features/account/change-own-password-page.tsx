import { changeOwnPassword } from "../../api/account-password";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { ChangeOwnPasswordView } from "./change-own-password-view";

/** /doi-mat-khau: the signed-in customer's password change (the route requires a sign-in). */
export function ChangeOwnPasswordPage() {
  useDocumentTitle(t("change_own_password_title"));
  return <ChangeOwnPasswordView submit={changeOwnPassword} />;
}
