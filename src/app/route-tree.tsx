import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  Navigate,
  redirect,
} from "@tanstack/react-router";
import * as v from "valibot";
import { cardSearchSchema } from "../features/cards/card-search";
import { backofficeRoutes } from "./backoffice-routes";
import * as guards from "./guards";
import { SiteLayout } from "./layout/site-layout";
import { HomePage } from "./pages/home/home-page";
import { loadMyDataRoute, MyDataError, MyDataPending } from "./pages/my-data/my-data-route";
import { RecordsError, RecordsPending } from "./pages/records/records-route";
import type { RouterContext } from "./router-context";

/** Unknown paths go home (SPEC.md section 2). */
function RedirectHome() {
  return <Navigate to="/" replace />;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: SiteLayout,
  notFoundComponent: RedirectHome,
});

/** TanStack Router parses ?id=1 as the number 1: accept both and keep a string. */
const optionalString = v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)));
const transIdSearch = v.object({ transId: optionalString });
/** Card ids stay as parsed (?id=1 a number, ?ids=1,2 a string): a transformed value would be written back quoted. */
const cardIdSearch = v.optional(v.union([v.string(), v.number()]));

// The home route is the only eager one; every other screen is a lazy chunk.
const home = createRoute({ getParentRoute: () => rootRoute, path: "/", component: HomePage });

type PageModule = Record<string, () => React.JSX.Element>;

/** A lazy screen: its module is fetched the first time the route is visited. */
const page = <TPath extends string>(path: TPath, load: () => Promise<PageModule>, name: string) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: lazyRouteComponent(load, name) });

const loan = page("/vay-tien-online", () => import("./pages/loan/loan-landing-page"), "LoanLandingPage");
const cardList = createRoute({
  getParentRoute: () => rootRoute,
  path: "/the-tin-dung",
  validateSearch: cardSearchSchema,
  component: lazyRouteComponent(() => import("../features/cards/card-list-page"), "CardListPage"),
});
const cardDetail = createRoute({
  getParentRoute: () => rootRoute,
  path: "/chi-tiet-the-tin-dung",
  validateSearch: v.object({ id: cardIdSearch }),
  beforeLoad: ({ search }) => {
    if (!search.id) throw redirect({ to: "/the-tin-dung" });
  },
  component: lazyRouteComponent(() => import("../features/cards/card-detail-page"), "CardDetailPage"),
});
const compare = createRoute({
  getParentRoute: () => rootRoute,
  path: "/so-sanh-the",
  validateSearch: v.object({ ids: cardIdSearch }),
  component: lazyRouteComponent(() => import("../features/cards/compare-page"), "ComparePage"),
});
const news = page("/tin-tuc", () => import("../features/content/news-page"), "NewsPage");
const newsArticle = page("/tin-tuc/$slug", () => import("../features/content/news-article-page"), "NewsArticlePage");
const terms = page("/dieu-khoan", () => import("../features/content/terms-page"), "TermsPage");
const privacy = page("/chinh-sach-bao-mat", () => import("../features/content/privacy-page"), "PrivacyPage");
const ruleBidv = page("/rule-bidv", () => import("../features/content/rule-bidv-page"), "RuleBidvPage");
const dataDeletion = page(
  "/yeu-cau-xoa-du-lieu",
  () => import("../features/content/data-deletion-page"),
  "DataDeletionPage",
);
const about = page("/gioi-thieu", () => import("../features/site-info/about-page"), "AboutPage");
const partners = page("/doi-tac", () => import("../features/site-info/partners-page"), "PartnersPage");
const ranking = page("/cach-chung-toi-xep-hang", () => import("../features/site-info/ranking-page"), "RankingPage");
const testPage = page("/page_test", () => import("../features/content/test-page"), "TestPage");
const login = createRoute({
  getParentRoute: () => rootRoute,
  path: "/login",
  validateSearch: v.object({ transId: optionalString, redirect: optionalString, username: optionalString }),
  component: lazyRouteComponent(() => import("../features/account/login-page"), "LoginPage"),
});
const requestPassword = createRoute({
  getParentRoute: () => rootRoute,
  path: "/request-password",
  beforeLoad: ({ context }) => guards.requireSignedOut(context),
  component: lazyRouteComponent(() => import("../features/account/request-password-page"), "RequestPasswordPage"),
});
const requestPasswordConfirm = createRoute({
  getParentRoute: () => rootRoute,
  path: "/request-password-confirm",
  validateSearch: transIdSearch,
  beforeLoad: ({ search }) => guards.requireResetTransaction(search.transId),
  component: lazyRouteComponent(
    () => import("../features/account/request-password-confirm-page"),
    "RequestPasswordConfirmPage",
  ),
});
const changePassword = createRoute({
  getParentRoute: () => rootRoute,
  path: "/change-password",
  validateSearch: transIdSearch,
  beforeLoad: ({ search }) => guards.requireResetToken(search.transId),
  component: lazyRouteComponent(() => import("../features/account/change-password-page"), "ChangePasswordPage"),
});
/** "Đổi mật khẩu" of a signed-in customer (issue 33). */
const changeOwnPassword = createRoute({
  getParentRoute: () => rootRoute,
  path: "/doi-mat-khau",
  beforeLoad: ({ context }) => guards.requireSignIn(context, "/doi-mat-khau"),
  component: lazyRouteComponent(() => import("../features/account/change-own-password-page"), "ChangeOwnPasswordPage"),
});
/** The records: signed-in only; the loader fetches both lists, pending and error screens show while and if it fails. */
const records = createRoute({
  getParentRoute: () => rootRoute,
  path: "/ho-so-vay",
  beforeLoad: ({ context }) => guards.requireSignIn(context, "/ho-so-vay"),
  loader: async ({ context, abortController }) =>
    (await import("./pages/records/records-loader")).loadRecords(context.api, abortController.signal),
  pendingMs: 0,
  pendingComponent: RecordsPending,
  errorComponent: RecordsError,
  component: lazyRouteComponent(() => import("./pages/records/records-page"), "RecordsPage"),
});
/** "Dữ liệu của tôi" (issue 18): signed-in only, like the records; the loader fetches what we hold. */
const myData = createRoute({
  getParentRoute: () => rootRoute,
  path: "/du-lieu-cua-toi",
  beforeLoad: ({ context }) => guards.requireSignIn(context, "/du-lieu-cua-toi"),
  // Started, not awaited: the page's machine (machines/my-data) takes it over with its loading,
  // error and retry states; the catch only keeps a failure nobody awaits yet from going unhandled.
  loader: ({ abortController }) => {
    const firstLoad = loadMyDataRoute(abortController.signal);
    firstLoad.catch(() => {});
    return { firstLoad };
  },
  pendingMs: 0,
  pendingComponent: MyDataPending,
  errorComponent: MyDataError,
  component: lazyRouteComponent(() => import("../features/account/my-data-page"), "MyDataPage"),
});
/** The loan-ticket wizard: ?productId=… (kept as parsed, like card ids) and ?code=… to resume a draft. */
const loanTicket = createRoute({
  getParentRoute: () => rootRoute,
  path: "/dang-ky-vay",
  validateSearch: v.object({ productId: cardIdSearch, code: v.optional(v.string()) }),
  beforeLoad: ({ context, search }) => guards.requireApplicant(context, search),
  component: lazyRouteComponent(() => import("../features/loan-ticket/loan-ticket-page"), "LoanTicketPage"),
});

export const routeTree = rootRoute.addChildren([
  home,
  loan,
  cardList,
  cardDetail,
  compare,
  news,
  newsArticle,
  terms,
  privacy,
  ruleBidv,
  dataDeletion,
  about,
  partners,
  ranking,
  testPage,
  login,
  requestPassword,
  requestPasswordConfirm,
  changePassword,
  changeOwnPassword,
  records,
  myData,
  loanTicket,
  ...backofficeRoutes(rootRoute),
]);
