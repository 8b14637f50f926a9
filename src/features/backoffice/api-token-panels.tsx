import type { FormEvent } from "react";
import { t } from "../../i18n/t";
import "./api-tokens.css";

export interface CreatedToken {
  name: string;
  /** The `stf_…` token: in this answer only, never shown again. */
  token: string;
}
export type CopyState = "idle" | "copied" | "failed";

/** The form that makes a token: its name, and the button that waits while the call is in flight. */
export function ApiTokenForm(props: { name: string; creating: boolean; onName(name: string): void; onCreate(): void }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onCreate();
  };
  return (
    <form className="bo-form bo-inline" aria-label={t("bo_tokens_new")} aria-busy={props.creating} onSubmit={submit}>
      <label>
        {t("bo_tokens_name")}
        <input
          value={props.name}
          maxLength={60}
          disabled={props.creating}
          onChange={(e) => props.onName(e.target.value)}
        />
      </label>
      <button type="submit" className="bo-button" disabled={props.creating}>
        {props.creating ? t("bo_tokens_creating") : t("bo_tokens_create")}
      </button>
    </form>
  );
}

/** The token just made, shown this once with a copy button and the warning that it will not come back. */
export function CreatedTokenPanel(props: {
  created: CreatedToken;
  copy: CopyState;
  onCopy(): void;
  onDismiss(): void;
}) {
  const title = t("bo_tokens_created_title", { name: props.created.name });
  return (
    <section className="bo-token-once" aria-label={title}>
      <h2>{title}</h2>
      <p className="bo-token-warning" role="alert">
        {t("bo_tokens_created_warning")}
      </p>
      <p>
        <code className="bo-secret" data-testid="new-api-token">
          {props.created.token}
        </code>
      </p>
      <p className="bo-row-actions">
        <button type="button" className="bo-button" onClick={props.onCopy}>
          {props.copy === "copied" ? t("bo_tokens_copied") : t("bo_tokens_copy")}
        </button>
        <button type="button" className="bo-link" onClick={props.onDismiss}>
          {t("bo_tokens_dismiss")}
        </button>
      </p>
      {props.copy === "failed" ? <p className="bo-error">{t("bo_tokens_copy_failed")}</p> : null}
    </section>
  );
}

/** "Thu hồi mã …?": the confirmation before a token is revoked, waiting while the call is in flight. */
export function RevokeConfirm(props: { name: string; revoking: boolean; onConfirm(): void; onCancel(): void }) {
  return (
    <section className="bo-token-confirm" role="alertdialog" aria-labelledby="bo-token-confirm-title">
      <h2 id="bo-token-confirm-title">{t("bo_tokens_confirm_title", { name: props.name })}</h2>
      <p>{t("bo_tokens_confirm_text")}</p>
      <p className="bo-row-actions">
        <button type="button" className="bo-button" disabled={props.revoking} onClick={props.onConfirm}>
          {props.revoking ? t("bo_tokens_revoking") : t("bo_tokens_confirm_yes")}
        </button>
        <button type="button" className="bo-link" disabled={props.revoking} onClick={props.onCancel}>
          {t("bo_tokens_confirm_no")}
        </button>
      </p>
    </section>
  );
}
