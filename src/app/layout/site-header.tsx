import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { t } from "../../i18n/t";
import { activeSessionAtom } from "../../state/session";
import { UserMenu } from "./user-menu";

/**
 * The header: logo, the two products at the top level (issue 33), the service sub-menu, news, and the
 * login link or the user menu. On a phone the menu opens over a backdrop; the button turns into a
 * close icon, and a tap on the backdrop or Escape closes it.
 */
export function SiteHeader() {
  const session = useAtomValue(activeSessionAtom);
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container header-row">
        {/* The name starts with the visible text (WCAG 2.5.3 label in name); "home" is for screen readers. */}
        <Link to="/" className="logo" onClick={close}>
          <span className="logo-mark" aria-hidden="true">
            V
          </span>
          <span className="logo-text">{t("brand_name")}</span>
          <span className="sr-only"> – {t("brand_home")}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="sr-only">{menuOpen ? t("menu_close") : t("menu")}</span>
          <span aria-hidden="true">{menuOpen ? "✕" : "☰"}</span>
        </button>
        {menuOpen ? <div className="nav-backdrop" aria-hidden="true" onClick={close} /> : null}
        <nav id="site-nav" className={menuOpen ? "site-nav open" : "site-nav"} aria-label={t("main_navigation")}>
          <Link to="/vay-tien-online" className="nav-top" onClick={close}>
            {t("tab_loan")}
          </Link>
          <Link to="/the-tin-dung" className="nav-top" onClick={close}>
            {t("tab_card")}
          </Link>
          <details className="nav-group">
            <summary>{t("services")}</summary>
            <ul>
              <li>
                <Link to="/vay-tien-online" onClick={close}>
                  {t("tab_loan")}
                </Link>
              </li>
              <li>
                <Link to="/the-tin-dung" onClick={close}>
                  {t("tab_card")}
                </Link>
              </li>
              <li>
                <span className="nav-disabled">
                  {t("tab_insurance")} ({t("coming_soon")})
                </span>
              </li>
            </ul>
          </details>
          <Link to="/tin-tuc" onClick={close}>
            {t("news")}
          </Link>
          <Link to="/" hash="about-us" onClick={close}>
            {t("about_us")}
          </Link>
          {session ? (
            <UserMenu session={session} />
          ) : (
            <Link to="/login" className="btn btn-primary btn-small" onClick={close}>
              {t("login")}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
