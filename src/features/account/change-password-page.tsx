import { useState } from "react";
import type { PasswordResetInput } from "../../../machines/password-reset/types";
import { t } from "../../i18n/t";
import { readResetFlow } from "../../state/reset-flow";
import { useDocumentTitle } from "../../ui/use-document-title";
import { PasswordResetScreen } from "./password-reset-screen";
import { useTransId } from "./use-trans-id";

/** /change-password?transId=<validateToken>: the new password. Without the stored phone or transId, home. */
export function ChangePasswordPage() {
  useDocumentTitle(t("page_change_password"));
  const transId = useTransId();
  const [input] = useState<PasswordResetInput | null>(() => {
    const phone = readResetFlow()?.phone;
    return phone && transId ? { stage: "change", phone, validateToken: transId } : null;
  });
  // The route's guard sends a visit without both home; storage cleared since then leaves the screen empty.
  if (!input) return null;
  return <PasswordResetScreen input={input} />;
}
