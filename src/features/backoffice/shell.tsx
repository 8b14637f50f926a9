import { Link, Outlet, useNavigate, useRouteContext } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { staffSignOutEndpoint, staffSignOutEverywhereEndpoint } from "../../contract/staff";
import { t } from "../../i18n/t";
import "./backoffice.css";
import { NAV, roleLabel } from "./roles";
import { staffCall } from "./staff-client";
import { useNoIndex } from "./use-no-index";

/** The back-office frame: navigation by role, who is signed in, sign out (here or everywhere). */
export function BackofficeShell() {
  useNoIndex();
  const { staff } = useRouteContext({ from: "/quan-tri" });
  const navigate = useNavigate();
  const leave = async (everywhere: boolean) => {
    await staffCall(everywhere ? staffSignOutEverywhereEndpoint : staffSignOutEndpoint).catch(() => null);
    void navigate({ to: "/quan-tri/dang-nhap" });
  };
  return (
    <div className="bo-shell">
      <nav className="bo-nav" aria-label={t("bo_title")}>
        <p className="bo-brand">{t("bo_title")}</p>
        <ul>
          {NAV.filter((item) => item.roles.includes(staff.role)).map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeOptions={{ exact: true }} activeProps={{ className: "bo-active" }}>
                {t(item.label)}
              </Link>
            </li>
          ))}
        </ul>
        <p className="bo-who">{t("bo_signed_in_as", { fullName: staff.fullName, role: roleLabel(staff.role) })}</p>
        <button type="button" className="bo-link" onClick={() => void leave(false)}>
          {t("bo_sign_out")}
        </button>
        <button type="button" className="bo-link" onClick={() => void leave(true)}>
          {t("bo_sign_out_everywhere")}
        </button>
      </nav>
      <main className="bo-main" id="main">
        <Outlet />
      </main>
    </div>
  );
}

/** The dashboard (bo-compliance) in a chunk of its own: uPlot loads only on the home. */
const Dashboard = lazy(() => import("./dashboard").then((m) => ({ default: m.Dashboard })));

/** /quan-tri: the dashboard's place (the funnel charts come in a later piece of issue 31). */
export function BackofficeHome() {
  const { staff } = useRouteContext({ from: "/quan-tri" });
  return (
    <section>
      <h1>{t("bo_nav_home")}</h1>
      <p>{t("bo_home_intro", { fullName: staff.fullName })}</p>
      <Suspense fallback={null}>
        <Dashboard />
      </Suspense>
    </section>
  );
}
