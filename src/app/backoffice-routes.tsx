import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import type { rootRoute as RootRoute } from "./route-tree";

/**
 * The back-office under /quan-tri (issue 31, docs/decisions/021-back-office.md). Only these route
 * records are in the visitor's entry: every screen, the staff client, @simplewebauthn/browser and
 * @tanstack/react-table come in lazy chunks (tests/e2e/backoffice-bundle.test.ts checks the build).
 * The server answers these paths with noindex and never from the prerendered pages.
 */
export function backofficeRoutes(rootRoute: typeof RootRoute) {
  const signIn = createRoute({
    getParentRoute: () => rootRoute,
    path: "/quan-tri/dang-nhap",
    component: lazyRouteComponent(() => import("../features/backoffice/sign-in-page"), "StaffSignInPage"),
  });

  const enrol = createRoute({
    getParentRoute: () => rootRoute,
    path: "/quan-tri/ghi-danh",
    component: lazyRouteComponent(() => import("../features/backoffice/enrol-page"), "StaffEnrolPage"),
  });

  /** The signed-in frame: who is signed in is asked before any screen renders; nobody goes to sign-in. */
  const backoffice = createRoute({
    getParentRoute: () => rootRoute,
    path: "/quan-tri",
    beforeLoad: async () => {
      const staff = await (await import("../features/backoffice/staff-session")).loadStaffSession().catch(() => null);
      if (!staff) throw redirect({ to: "/quan-tri/dang-nhap" });
      return { staff };
    },
    component: lazyRouteComponent(() => import("../features/backoffice/shell"), "BackofficeShell"),
  });

  const home = createRoute({
    getParentRoute: () => backoffice,
    path: "/",
    component: lazyRouteComponent(() => import("../features/backoffice/shell"), "BackofficeHome"),
  });

  const staff = createRoute({
    getParentRoute: () => backoffice,
    path: "/nhan-vien",
    component: lazyRouteComponent(() => import("../features/backoffice/staff-page"), "StaffPage"),
  });

  const audit = createRoute({
    getParentRoute: () => backoffice,
    path: "/nhat-ky",
    component: lazyRouteComponent(() => import("../features/backoffice/audit-page"), "AuditPage"),
  });

  // The editor's card catalogue (issue 31): the list, a new card, one card to edit.
  const cards = createRoute({
    getParentRoute: () => backoffice,
    path: "/the",
    component: lazyRouteComponent(() => import("../features/backoffice/cards-page"), "CardsPage"),
  });
  const cardNew = createRoute({
    getParentRoute: () => backoffice,
    path: "/the/moi",
    component: lazyRouteComponent(() => import("../features/backoffice/card-edit-page"), "CardEditPage"),
  });
  const cardEdit = createRoute({
    getParentRoute: () => backoffice,
    path: "/the/$id",
    component: lazyRouteComponent(() => import("../features/backoffice/card-edit-page"), "CardEditPage"),
  });

  // The editor's loan products and their fees (issue 31): the list, one product to edit.
  const loanProducts = createRoute({
    getParentRoute: () => backoffice,
    path: "/san-pham-vay",
    component: lazyRouteComponent(() => import("../features/backoffice/loan-products-page"), "LoanProductsPage"),
  });
  const loanProductEdit = createRoute({
    getParentRoute: () => backoffice,
    path: "/san-pham-vay/$id",
    component: lazyRouteComponent(() => import("../features/backoffice/loan-product-edit-page"), "LoanProductEditPage"),
  });

  const news = createRoute({
    getParentRoute: () => backoffice,
    path: "/tin-tuc",
    component: lazyRouteComponent(() => import("../features/backoffice/news-admin-page"), "NewsAdminPage"),
  });

  // The legal texts as versions (issue 31): the editor writes them, compliance reads them.
  const legal = createRoute({
    getParentRoute: () => backoffice,
    path: "/van-ban-phap-ly",
    component: lazyRouteComponent(() => import("../features/backoffice/legal-page"), "LegalPage"),
  });

  // The editor's site content (issue 31): the home page's FAQ, the partners' public facts and logos.
  const faq = createRoute({
    getParentRoute: () => backoffice,
    path: "/cau-hoi",
    component: lazyRouteComponent(() => import("../features/backoffice/faq-admin-page"), "FaqAdminPage"),
  });
  const partners = createRoute({
    getParentRoute: () => backoffice,
    path: "/doi-tac",
    component: lazyRouteComponent(() => import("../features/backoffice/partners-admin-page"), "PartnersAdminPage"),
  });

  const review = createRoute({
    getParentRoute: () => backoffice,
    path: "/duyet",
    component: lazyRouteComponent(() => import("../features/backoffice/review-page"), "ReviewPage"),
  });

  const records = createRoute({
    getParentRoute: () => backoffice,
    path: "/ho-so",
    component: lazyRouteComponent(() => import("../features/backoffice/records-page"), "RecordsPage"),
  });

  const deliveries = createRoute({
    getParentRoute: () => backoffice,
    path: "/gui-doi-tac",
    component: lazyRouteComponent(() => import("../features/backoffice/deliveries-page"), "DeliveriesPage"),
  });

  // Compliance (bo-compliance): the deletion queue, a subject's export, consents by version.
  const deletionQueue = createRoute({
    getParentRoute: () => backoffice,
    path: "/yeu-cau-xoa",
    component: lazyRouteComponent(() => import("../features/backoffice/deletion-queue-page"), "DeletionQueuePage"),
  });
  const subjectExport = createRoute({
    getParentRoute: () => backoffice,
    path: "/xuat-du-lieu",
    component: lazyRouteComponent(() => import("../features/backoffice/subject-export-page"), "SubjectExportPage"),
  });
  const consents = createRoute({
    getParentRoute: () => backoffice,
    path: "/dong-y",
    component: lazyRouteComponent(() => import("../features/backoffice/consents-page"), "ConsentsPage"),
  });
  // Admin (bo-compliance): one person's role, passkeys and sessions.
  const staffPerson = createRoute({
    getParentRoute: () => backoffice,
    path: "/nhan-vien/$id",
    component: lazyRouteComponent(() => import("../features/backoffice/staff-person-page"), "StaffPersonPage"),
  });

  // Everyone's API tokens for scripts (issue 31): made, shown once, revoked.
  const apiTokens = createRoute({
    getParentRoute: () => backoffice,
    path: "/ma-api",
    component: lazyRouteComponent(() => import("../features/backoffice/api-tokens-page"), "ApiTokensPage"),
  });

  return [
    signIn,
    enrol,
    backoffice.addChildren([
      home,
      staff,
      audit,
      cards,
      cardNew,
      cardEdit,
      loanProducts,
      loanProductEdit,
      news,
      faq,
      partners,
      legal,
      review,
      records,
      deliveries,
      deletionQueue,
      subjectExport,
      consents,
      staffPerson,
      apiTokens,
    ]),
  ] as const;
}
