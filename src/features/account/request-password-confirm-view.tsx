import { Link } from "@tanstack/react-router";
import { useSelector } from "@xstate/react";
import { t } from "../../i18n/t";
import { OtpPanel } from "../../ui/otp-panel";
import { AccountCard } from "./account-card";
import type { PasswordResetActorRef } from "./use-reset-events";

/**
 * The reset code: the otp machine the password-reset machine invokes, shown by the shared OtpPanel
 * (phone with only the last two digits, mm:ss countdown, attempts left, resend, popups).
 */
export function RequestPasswordConfirmView({ actorRef }: { actorRef: PasswordResetActorRef }) {
  const otp = useSelector(actorRef, (snapshot) => snapshot.children.otp);
  return (
    <AccountCard title={t("page_request_password_confirm")}>
      <p className="muted account-lead">{t("account_confirm_hint")}</p>
      {otp ? <OtpPanel actorRef={otp} /> : null}
      <p className="account-links">
        <Link to="/login">{t("back_to_login")}</Link>
      </p>
    </AccountCard>
  );
}
