import { Navigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useState } from "react";
import type { PasswordResetInput } from "../../../machines/password-reset/types";
import { t } from "../../i18n/t";
import { readResetFlow } from "../../state/reset-flow";
import { activeSessionAtom } from "../../state/session";
import { useDocumentTitle } from "../../ui/use-document-title";
import { PasswordResetScreen } from "./password-reset-screen";

/** /request-password: the phone of the forgotten password. A signed-in customer goes home. */
export function RequestPasswordPage() {
  useDocumentTitle(t("page_request_password"));
  const session = useAtomValue(activeSessionAtom);
  const [input] = useState<PasswordResetInput>(() => ({ stage: "request", phone: readResetFlow()?.phone ?? "" }));
  if (session) return <Navigate to="/" replace />;
  return <PasswordResetScreen input={input} />;
}
