import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useState } from "react";
import { t } from "../../i18n/t";
import { activeSessionAtom } from "../../state/session";
import { UserMenu } from "./user-menu";

/** The header: logo, the service sub-menu, news, and the login link or the user menu. */
export function SiteHeader() {
  const session = useAtomValue(activeSessionAtom);
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

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
          <span className="sr-only">{t("menu")}</span>
          <span aria-hidden="true">☰</span>
        </button>
        <nav id="site-nav" className={menuOpen ? "site-nav open" : "site-nav"} aria-label={t("main_navigation")}>
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
