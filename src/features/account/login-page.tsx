import { useNavigate, useSearch } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { t } from "../../i18n/t";
import { activeSessionAtom } from "../../state/session";
import { useDocumentTitle } from "../../ui/use-document-title";
import { LoginView } from "./login-view";
import { safeRedirect } from "./safe-redirect";
import { signInReason } from "./sign-in-reason";
import { useLoginForm } from "./use-login-form";

/**
 * /login?transId&redirect&username: signs a customer in. `username` prefills the field (the funnel's
 * result screen sends it); a signed-in customer goes to `redirect` (a path of this site) or home.
 */
export function LoginPage() {
  useDocumentTitle(t("page_login"));
  const search = useSearch({ from: "/login" });
  const session = useAtomValue(activeSessionAtom);
  const navigate = useNavigate();
  const { form, actions } = useLoginForm({ username: search.username });
  const target = safeRedirect(search.redirect);
  useEffect(() => {
    if (session) void navigate({ href: target, replace: true });
  }, [session, target, navigate]);
  if (session) return null;
  return (
    <LoginView
      form={form}
      actions={actions}
      passwordChanged={search.transId === "success"}
      reason={signInReason(search.redirect === undefined ? null : target)}
    />
  );
}
