import { useState } from "react";
import type { PasswordResetInput } from "../../../machines/password-reset/types";
import { t } from "../../i18n/t";
import { readResetFlow } from "../../state/reset-flow";
import { useDocumentTitle } from "../../ui/use-document-title";
import { PasswordResetScreen } from "./password-reset-screen";
import { useTransId } from "./use-trans-id";

/**
 * /request-password-confirm?transId: the reset code. The phone comes from the stored flow, the
 * transaction from it too (a resend replaces it) or else from the URL; without both, home.
 */
export function RequestPasswordConfirmPage() {
  useDocumentTitle(t("page_request_password_confirm"));
  const transId = useTransId();
  const [input] = useState<PasswordResetInput | null>(() => {
    const flow = readResetFlow();
    const transactionId = flow?.transactionId || transId;
    if (!flow?.phone || !transactionId) return null;
    return { stage: "confirm", phone: flow.phone, transactionId, resendsLeft: flow.resendsLeft };
  });
  // The route's guard sends a visit without both home; storage cleared since then leaves the screen empty.
  if (!input) return null;
  return <PasswordResetScreen input={input} />;
}
