import { type FormEvent, useId } from "react";
import { validateLoginPassword, validateNewPassword, validatePasswordConfirm } from "../../domain/validators";
import { t } from "../../i18n/t";
import { MissingHint } from "../../ui/missing-hint";
import { AccountCard } from "./account-card";
import { PasswordField } from "./password-field";
import {
  type ChangeOwnPasswordActorRef,
  type ChangeOwnPasswordCall,
  useChangeOwnPassword,
  useChangeOwnPasswordView,
} from "./use-change-own-password";

export type { ChangeOwnPasswordAnswer, ChangeOwnPasswordCall } from "./use-change-own-password";

/**
 * "Đổi mật khẩu" for a signed-in customer (issue 33) over `submit`: starts machines/change-own-password.
 */
export function ChangeOwnPasswordView({ submit }: { submit: ChangeOwnPasswordCall }) {
  return <ChangeOwnPasswordForm actorRef={useChangeOwnPassword(submit)} />;
}

/**
 * The form of the machine: the current password, the new one (6-20) and its repeat; the button says
 * what is missing until all three are right. On success the other devices are signed out (the server
 * renews this one's session); a wrong current password shows under it.
 */
export function ChangeOwnPasswordForm({ actorRef }: { actorRef: ChangeOwnPasswordActorRef }) {
  const { view, ...events } = useChangeOwnPasswordView(actorRef);
  const missingId = useId();
  const { current, password, repeat } = view.fields;
  const saving = view.busy;

  const newError = password === "" ? null : validateNewPassword(password);
  const repeatError = repeat === "" ? null : validatePasswordConfirm(password, repeat);
  const missing = [
    ...(validateLoginPassword(current) !== null ? [t("change_own_password_current").toLowerCase()] : []),
    ...(validateNewPassword(password) !== null ? [t("change_own_password_new").toLowerCase()] : []),
    ...(validatePasswordConfirm(password, repeat) !== null ? [t("change_own_password_repeat").toLowerCase()] : []),
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    events.submit();
  };

  if (view.done) {
    return (
      <AccountCard title={t("change_own_password_title")}>
        <p role="status">{t("change_own_password_done", { count: view.endedSessions })}</p>
      </AccountCard>
    );
  }
  const refusal = view.refusal === null ? null : view.refusal || t("normal_error");
  return (
    <AccountCard title={t("change_own_password_title")}>
      <p className="muted account-lead">{t("change_own_password_lead")}</p>
      <form noValidate onSubmit={onSubmit}>
        <PasswordField
          label={t("change_own_password_current")}
          value={current}
          onChange={events.changeCurrent}
          autoComplete="current-password"
          disabled={saving}
          error={refusal}
        />
        <PasswordField
          label={t("change_own_password_new")}
          value={password}
          onChange={events.changePassword}
          autoComplete="new-password"
          disabled={saving}
          maxLength={20}
          error={newError ? t(newError) : null}
        />
        <PasswordField
          label={t("change_own_password_repeat")}
          value={repeat}
          onChange={events.changeRepeat}
          autoComplete="new-password"
          disabled={saving}
          maxLength={20}
          error={repeatError ? t(repeatError) : null}
        />
        <button
          type="submit"
          className="btn btn-primary account-submit"
          disabled={!view.canSubmit}
          aria-busy={saving}
          aria-describedby={missing.length > 0 && !saving ? missingId : undefined}
        >
          {saving ? t("change_own_password_saving") : t("change_own_password_submit")}
        </button>
        <MissingHint id={missingId} items={saving ? [] : missing} />
      </form>
    </AccountCard>
  );
}
