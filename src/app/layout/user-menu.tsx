import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { t } from "../../i18n/t";
import { type Session, signOut } from "../../state/session";
import { ConfirmModal } from "../../ui/confirm-modal";

/** A signed-in customer's menu: name, e-mail, loan records and logout (asks first). */
export function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

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
          <button type="button" className="link-button" onClick={() => setConfirming(true)}>
            {t("logout")}
          </button>
        </li>
      </ul>
      <ConfirmModal
        open={confirming}
        message={t("logout_confirm")}
        confirmLabel={t("logout")}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          signOut();
          void navigate({ to: "/" });
        }}
      />
    </details>
  );
}
