import { Outlet, useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { t } from "../../i18n/t";
import { closeNotice, noticeAtom } from "../../state/notice";
import { NoticeModal } from "../../ui/notice-modal";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The app shell around every route: header, page, footer and the app-wide notice popup. */
export function SiteLayout() {
  const notice = useAtomValue(noticeAtom);
  const navigate = useNavigate();
  return (
    <div className="site" id="top">
      <a className="skip-link" href="#main">
        {t("skip_to_content")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
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
