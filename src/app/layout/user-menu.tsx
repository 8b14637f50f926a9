import { Link, useNavigate } from "@tanstack/react-router";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { logout, logoutEverywhere } from "../../api/session";
import { t } from "../../i18n/t";
import type { Session } from "../../state/session";
import { ConfirmModal } from "../../ui/confirm-modal";

type Confirming = "logout" | "everywhere" | null;

/**
 * A signed-in customer's menu: the name on its button (once), then the e-mail, loan records, logout and
 * "sign out everywhere" (each asks first) in a panel that overlays the page. Escape or a click outside
 * closes it, Escape returns the focus to the button. Both sign-outs end the session on the server, then
 * go home.
 */
export function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  const ask = (which: Exclude<Confirming, null>) => {
    setOpen(false);
    setConfirming(which);
  };

  const end = (which: Exclude<Confirming, null>) => {
    setConfirming(null);
    const done = () => void navigate({ to: "/" });
    // Failed or not, the page forgets the customer (src/api/session.ts) and goes home.
    void (which === "everywhere" ? logoutEverywhere() : logout()).then(done, done);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the menu closes it
    <div className="user-menu" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="user-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {session.fullName || session.username}
        <span aria-hidden="true"> ▾</span>
      </button>
      <div id={panelId} className="user-menu-panel" hidden={!open}>
        {session.email ? <p className="user-menu-email muted">{session.email}</p> : null}
        <ul>
          <li>
            <Link to="/ho-so-vay" onClick={() => setOpen(false)}>
              {t("loan_records")}
            </Link>
          </li>
          <li>
            <Link to="/du-lieu-cua-toi" onClick={() => setOpen(false)}>
              {t("my_data_link")}
            </Link>
          </li>
          <li>
            <Link to="/doi-mat-khau" onClick={() => setOpen(false)}>
              {t("change_own_password_menu")}
            </Link>
          </li>
          <li>
            <button type="button" className="link-button" onClick={() => ask("logout")}>
              {t("logout")}
            </button>
          </li>
          <li>
            <button type="button" className="link-button" onClick={() => ask("everywhere")}>
              {t("logout_everywhere")}
            </button>
          </li>
        </ul>
      </div>
      <ConfirmModal
        open={confirming !== null}
        message={t(confirming === "everywhere" ? "logout_everywhere_confirm" : "logout_confirm")}
        confirmLabel={t(confirming === "everywhere" ? "logout_everywhere" : "logout")}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) end(confirming);
        }}
      />
    </div>
  );
}
