import { Outlet, useLocation, useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { refreshSession } from "../../api/session";
import { t } from "../../i18n/t";
import { closeNotice, noticeAtom } from "../../state/notice";
import { HydrateLater } from "../../ui/hydrate-later";
import { NoticeModal } from "../../ui/notice-modal";
import { SiteBanner } from "./site-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * The app shell around every route: header, page, footer and the app-wide notice popup. On load it
 * asks the server who is signed in.
 */
export function SiteLayout() {
  // The back-office (/quan-tri) has its own frame: none of the visitor site's header, footer or session.
  const backOffice = useLocation({ select: (location) => location.pathname.startsWith("/quan-tri") });
  return backOffice ? <Outlet /> : <VisitorLayout />;
}

function VisitorLayout() {
  const notice = useAtomValue(noticeAtom);
  const navigate = useNavigate();
  // Who is signed in comes from the server (the session cookie is HttpOnly): asked once per page load.
  useEffect(() => {
    refreshSession().catch(() => {
      // Offline or the server is away: keep what the page showed; the next call tells.
    });
  }, []);
  return (
    <div className="site" id="top">
      <a className="skip-link" href="#main">
        {t("skip_to_content")}
      </a>
      <HydrateLater>
        <SiteBanner />
        <SiteHeader />
      </HydrateLater>
      <main id="main" tabIndex={-1}>
        <HydrateLater>
          <Outlet />
        </HydrateLater>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <NoticeModal
        open={notice !== null}
        message={notice?.message ?? ""}
        onClose={() => {
          const goHome = notice?.goHome;
          closeNotice();
          if (goHome) void navigate({ to: "/" });
        }}
      />
    </div>
  );
}
