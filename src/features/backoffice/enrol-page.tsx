import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import {
  enrolmentStartEndpoint,
  enrolmentTotpConfirmEndpoint,
  enrolmentTotpStartEndpoint,
  type StaffRole,
} from "../../contract/staff";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import "./backoffice.css";
import { enrolPasskey } from "./passkey";
import { roleLabel } from "./roles";
import { staffCall } from "./staff-client";
import { useNoIndex } from "./use-no-index";

type Started = {
  invitation: { email: string; fullName: string; role: StaffRole };
  challengeId: string;
  options: { challenge: string };
};

/**
 * /quan-tri/ghi-danh#<token>: the invitation link. The token is in the fragment (never sent to a
 * server log); the page shows who is invited, then enrols a passkey, or the TOTP fallback.
 */
export function StaffEnrolPage() {
  useDocumentTitle(t("bo_enrol_title"), t("bo_enrol_title"));
  useNoIndex();
  const navigate = useNavigate();
  const [token] = useState(() => window.location.hash.replace(/^#/, ""));
  const [started, setStarted] = useState<Started | null>(null);
  const [totp, setTotp] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(token === "" ? t("bo_enrol_missing") : null);

  useEffect(() => {
    if (token === "") return;
    staffCall(enrolmentStartEndpoint, { body: { token } }).then(setStarted, (error: Error) =>
      setMessage(error.message),
    );
  }, [token]);

  const run = async (work: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      after?.();
    } catch (error) {
      setMessage(error instanceof Error ? error.message : t("normal_error"));
    } finally {
      setBusy(false);
    }
  };
  const enter = () => void navigate({ to: "/quan-tri" });

  return (
    <main className="bo-page bo-centered">
      <section className="bo-card" aria-labelledby="bo-enrol-title">
        <h1 id="bo-enrol-title">{t("bo_enrol_title")}</h1>
        {started ? (
          <p>
            {t("bo_enrol_intro", {
              role: roleLabel(started.invitation.role),
              fullName: started.invitation.fullName,
              email: started.invitation.email,
            })}
          </p>
        ) : null}
        {started && !totp ? (
          <div className="bo-form">
            <button
              type="button"
              className="bo-button"
              disabled={busy}
              onClick={() => run(() => enrolPasskey(token, started.challengeId, started.options), enter)}
            >
              {busy ? t("bo_busy") : t("bo_enrol_passkey")}
            </button>
            <button
              type="button"
              className="bo-link"
              disabled={busy}
              onClick={() => run(async () => setTotp(await staffCall(enrolmentTotpStartEndpoint, { body: { token } })))}
            >
              {t("bo_enrol_use_totp")}
            </button>
          </div>
        ) : null}
        {totp ? (
          <form
            className="bo-form"
            onSubmit={(event) => {
              event.preventDefault();
              void run(() => staffCall(enrolmentTotpConfirmEndpoint, { body: { token, code } }), enter);
            }}
          >
            <p>{t("bo_enrol_totp_intro")}</p>
            <code className="bo-secret">{totp.secret}</code>
            <label>
              {t("bo_totp_code")}
              <input
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </label>
            <button type="submit" className="bo-button" disabled={busy}>
              {t("bo_enrol_totp_confirm")}
            </button>
          </form>
        ) : null}
        {message ? (
          <p className="bo-error" role="alert">
            {message}
          </p>
        ) : null}
      </section>
    </main>
  );
}
