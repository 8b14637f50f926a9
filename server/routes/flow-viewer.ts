import { type Context, Hono } from "hono";
import { flowViewerAccessEndpoint } from "../../src/contract/flows";
import { t } from "../../src/i18n/t";
import { tf } from "../../src/i18n/vi-flows";
import type { AppEnv } from "../http/app-env";
import { canUseFlowViewer } from "../http/flow-viewer-access";
import { ok, route } from "../http/route";
import { FLOWS_CONTENT_SECURITY_POLICY } from "../http/security-headers";

/** The flow viewer's address (src/state/inspection.ts FLOWS_PATH) and where staff sign in. */
const FLOWS_PATH = "/__flows";
const STAFF_SIGN_IN_PATH = "/quan-tri/dang-nhap";

/** GET /api/flows/access: whether this request may inspect (the app asks before it starts). */
export function flowViewerRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(app, flowViewerAccessEndpoint, async ({ c }) => ok({ allowed: await canUseFlowViewer(c) }));
  return app;
}

const notFound = (c: Context<AppEnv>) => c.json({ code: 404, data: null, message: t("not_found") }, 404);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What a person who is not signed in as staff sees at /__flows in production: where to sign in. */
function staffOnlyPage(): string {
  const title = escapeHtml(tf("flows_staff_only_title"));
  return `<!doctype html>
<html lang="vi">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(tf("flows_staff_only_intro"))}</p>
<p><a href="${STAFF_SIGN_IN_PATH}">${escapeHtml(tf("flows_staff_only_sign_in"))}</a></p>
</main>
</body>
</html>
`;
}

/**
 * The flow viewer's page, ahead of the SPA: /__flows is served to whoever may use it
 * (server/http/flow-viewer-access.ts) and is the only page allowed to frame stately.ai. With
 * FLOWS_VIEWER off it answers 404; on in production, a person who is not a signed-in staff member
 * gets a page (403) that sends them to the back-office sign-in, /quan-tri/dang-nhap.
 */
export function mountFlowViewerPages(app: Hono<AppEnv>): void {
  app.on(["GET", "HEAD"], FLOWS_PATH, async (c, next) => {
    if (!(await canUseFlowViewer(c))) {
      if (!c.get("deps").config.flowsViewer) return notFound(c);
      c.header("Cache-Control", "no-store");
      return c.html(staffOnlyPage(), 403);
    }
    if (c.req.query("inspect") === "1") c.header("Content-Security-Policy", FLOWS_CONTENT_SECURITY_POLICY);
    c.header("Cache-Control", "no-store");
    await next();
  });
}
