import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import "./backoffice.css";
import { SignInView } from "./sign-in-view";
import { useNoIndex } from "./use-no-index";
import { useStaffSignIn } from "./use-staff-sign-in";

/** /quan-tri/dang-nhap: a passkey first, the authenticator app's code as the fallback. */
export function StaffSignInPage() {
  useDocumentTitle(t("bo_sign_in_title"), t("bo_sign_in_title"));
  useNoIndex();
  return (
    <main className="bo-page bo-centered">
      <SignInView {...useStaffSignIn()} />
    </main>
  );
}
