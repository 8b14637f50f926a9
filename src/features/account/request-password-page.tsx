import { useState } from "react";
import type { PasswordResetInput } from "../../../machines/password-reset/types";
import { t } from "../../i18n/t";
import { readResetFlow } from "../../state/reset-flow";
import { useDocumentTitle } from "../../ui/use-document-title";
import { PasswordResetScreen } from "./password-reset-screen";

/** /request-password: the phone of the forgotten password. A signed-in customer goes home (the route's guard). */
export function RequestPasswordPage() {
  useDocumentTitle(t("page_request_password"));
  const [input] = useState<PasswordResetInput>(() => ({ stage: "request", phone: readResetFlow()?.phone ?? "" }));
  return <PasswordResetScreen input={input} />;
}
