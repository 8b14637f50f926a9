import { Link } from "@tanstack/react-router";
import { type FormEvent, useId } from "react";
import type { LeadFunnelContext } from "../../../machines/lead-funnel/types";
import { FIELD_LENGTH } from "../../domain/constants";
import { t } from "../../i18n/t";
import { PasswordField } from "../../ui/password-field";
import { passwordErrors } from "./funnel-selectors";
import type { FunnelEvents } from "./use-funnel-events";

export interface SetPasswordFormProps {
  context: LeadFunnelContext;
  events: FunnelEvents;
  canSubmit: boolean;
  saving: boolean;
}

/**
 * The result screen's form that replaces the temporary password of the account the final score created.
 * The temporary password lives only in memory: after a reload (or without an account) the visitor is
 * pointed to the forgot-password screen instead.
 */
export function SetPasswordForm({ context, events, canSubmit, saving }: SetPasswordFormProps) {
  const titleId = useId();
  const { account, form } = context;
  const errors = passwordErrors(context);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    events.submitPassword();
  };
  return (
    <section className="funnel-password" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("set_password_title")}</h3>
      {account?.passwordDefault ? (
        <form onSubmit={submit} noValidate>
          <p className="muted">{t("set_password_hint", { phone: account.username })}</p>
          <input type="text" name="username" autoComplete="username" value={account.username} readOnly hidden />
          <PasswordField
            label={t("new_password_label")}
            autoComplete="new-password"
            maxLength={FIELD_LENGTH.passwordMax}
            value={form.password}
            onChange={events.changePassword}
            onBlur={() => events.touch("password")}
            error={errors.password}
            disabled={saving}
          />
          <PasswordField
            label={t("confirm_password_label")}
            autoComplete="new-password"
            maxLength={FIELD_LENGTH.passwordMax}
            value={form.confirmPassword}
            onChange={events.changePasswordConfirm}
            onBlur={() => events.touch("confirmPassword")}
            error={errors.confirmPassword}
            disabled={saving}
          />
          <button type="submit" className="btn btn-primary" disabled={!canSubmit} aria-busy={saving}>
            {saving ? t("funnel_set_password_saving") : t("funnel_set_password_submit")}
          </button>
        </form>
      ) : (
        <p>
          {t("funnel_set_password_unavailable")} <Link to="/request-password">{t("forgot_password")}</Link>
        </p>
      )}
    </section>
  );
}
