import { type FormEvent, useId, useState } from "react";
import { validateLoginPassword, validateNewPassword, validatePasswordConfirm } from "../../domain/validators";
import { t } from "../../i18n/t";
import { MissingHint } from "../../ui/missing-hint";
import { AccountCard } from "./account-card";
import { PasswordField } from "./password-field";

/** What the server answered: 200 changed (how many other sessions ended), else its message. */
export type ChangeOwnPasswordAnswer = { code: number; message?: string | undefined; data: unknown };
export type ChangeOwnPasswordCall = (body: {
  currentPassword: string;
  password: string;
}) => Promise<ChangeOwnPasswordAnswer>;

type Status =
  | { kind: "editing" }
  | { kind: "saving" }
  | { kind: "done"; ended: number }
  | { kind: "refused"; message: string };

const endedOf = (data: unknown) =>
  typeof data === "object" && data !== null && "endedSessions" in data && typeof data.endedSessions === "number"
    ? data.endedSessions
    : 0;

/**
 * "Đổi mật khẩu" for a signed-in customer (issue 33): the current password, the new one (6-20) and its
 * repeat; the button says what is missing until all three are right. On success the other devices are
 * signed out (the server renews this one's session); a wrong current password shows under the form.
 */
export function ChangeOwnPasswordView({ submit }: { submit: ChangeOwnPasswordCall }) {
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "editing" });
  const missingId = useId();
  const saving = status.kind === "saving";

  const newError = password === "" ? null : validateNewPassword(password);
  const repeatError = repeat === "" ? null : validatePasswordConfirm(password, repeat);
  const missing = [
    ...(validateLoginPassword(current) !== null ? [t("change_own_password_current").toLowerCase()] : []),
    ...(validateNewPassword(password) !== null ? [t("change_own_password_new").toLowerCase()] : []),
    ...(validatePasswordConfirm(password, repeat) !== null ? [t("change_own_password_repeat").toLowerCase()] : []),
  ];
  const canSubmit = missing.length === 0 && !saving;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setStatus({ kind: "saving" });
    submit({ currentPassword: current, password }).then(
      (answer) =>
        setStatus(
          answer.code === 200
            ? { kind: "done", ended: endedOf(answer.data) }
            : { kind: "refused", message: answer.message ?? t("normal_error") },
        ),
      () => setStatus({ kind: "refused", message: t("normal_error") }),
    );
  };

  if (status.kind === "done") {
    return (
      <AccountCard title={t("change_own_password_title")}>
        <p role="status">{t("change_own_password_done", { count: status.ended })}</p>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t("change_own_password_title")}>
      <p className="muted account-lead">{t("change_own_password_lead")}</p>
      <form noValidate onSubmit={onSubmit}>
        <PasswordField
          label={t("change_own_password_current")}
          value={current}
          onChange={(value) => {
            setCurrent(value);
            if (status.kind === "refused") setStatus({ kind: "editing" });
          }}
          autoComplete="current-password"
          disabled={saving}
          error={status.kind === "refused" ? status.message : null}
        />
        <PasswordField
          label={t("change_own_password_new")}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          disabled={saving}
          maxLength={20}
          error={newError ? t(newError) : null}
        />
        <PasswordField
          label={t("change_own_password_repeat")}
          value={repeat}
          onChange={setRepeat}
          autoComplete="new-password"
          disabled={saving}
          maxLength={20}
          error={repeatError ? t(repeatError) : null}
        />
        <button
          type="submit"
          className="btn btn-primary account-submit"
          disabled={!canSubmit}
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
