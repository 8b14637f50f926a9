import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { logout, logoutEverywhere } from "../../api/session";
import { t } from "../../i18n/t";
import type { Session } from "../../state/session";
import { ConfirmModal } from "../../ui/confirm-modal";

type Confirming = "logout" | "everywhere" | null;

/**
 * A signed-in customer's menu: name, e-mail, loan records, logout and "sign out everywhere"
 * (each asks first). Both end the session on the server, then go home.
 */
export function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Confirming>(null);

  const end = (which: Exclude<Confirming, null>) => {
    setConfirming(null);
    const done = () => void navigate({ to: "/" });
    // Failed or not, the page forgets the customer (src/api/session.ts) and goes home.
    void (which === "everywhere" ? logoutEverywhere() : logout()).then(done, done);
  };

  return (
    <details className="nav-group user-menu">
      <summary>{session.fullName || session.username}</summary>
      <div className="user-card">
        <strong>{session.fullName || session.username}</strong>
        {session.email ? <span className="muted">{session.email}</span> : null}
      </div>
      <ul>
        <li>
          <Link to="/ho-so-vay">{t("loan_records")}</Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => setConfirming("logout")}>
            {t("logout")}
          </button>
        </li>
        <li>
          <button type="button" className="link-button" onClick={() => setConfirming("everywhere")}>
            {t("logout_everywhere")}
          </button>
        </li>
      </ul>
      <ConfirmModal
        open={confirming !== null}
        message={t(confirming === "everywhere" ? "logout_everywhere_confirm" : "logout_confirm")}
        confirmLabel={t(confirming === "everywhere" ? "logout_everywhere" : "logout")}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) end(confirming);
        }}
      />
    </details>
  );
}
