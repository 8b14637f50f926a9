import { type Context, Hono } from "hono";
import { flowViewerAccessEndpoint } from "../../src/contract/flows";
import { t } from "../../src/i18n/t";
import { tf } from "../../src/i18n/vi-flows";
import { apiRateFront } from "../http/api-rate-front";
import type { AppEnv } from "../http/app-env";
import { bodyLimit } from "../http/body-limit";
import { canUseFlowViewer, isAdminCredential, setViewerCookie } from "../http/flow-viewer-access";
import { refuseCrossSiteWrites } from "../http/request-guards";
import { ok, route } from "../http/route";
import { FLOWS_CONTENT_SECURITY_POLICY } from "../http/security-headers";

/** The flow viewer's address (src/state/inspection.ts FLOWS_PATH) and its staff sign-in. */
const FLOWS_PATH = "/__flows";
const SIGN_IN_PATH = "/__flows/sign-in";

/** GET /api/flows/access: whether this request may inspect (the app asks before it starts). */
export function flowViewerRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(app, flowViewerAccessEndpoint, async ({ c }) => ok({ allowed: await canUseFlowViewer(c) }));
  return app;
}

const notFound = (c: Context<AppEnv>) => c.json({ code: 404, data: null, message: t("not_found") }, 404);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function signInPage(wrong: boolean): string {
  return `<!doctype html>
<html lang="vi">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(tf("flows_sign_in_title"))}</title></head>
<body>
<main>
<h1>${escapeHtml(tf("flows_sign_in_title"))}</h1>
<p>${escapeHtml(tf("flows_sign_in_intro"))}</p>
${wrong ? `<p role="alert">${escapeHtml(tf("flows_sign_in_wrong"))}</p>\n` : ""}<form method="post" action="${SIGN_IN_PATH}">
<label for="token">${escapeHtml(tf("flows_sign_in_label"))}</label>
<input id="token" name="token" type="password" autocomplete="current-password" required>
<button type="submit">${escapeHtml(tf("flows_sign_in_submit"))}</button>
</form>
</main>
</body>
</html>
`;
}

/**
 * The pages of the flow viewer, ahead of the SPA: /__flows answers 404 to whoever may not use it
 * (server/http/flow-viewer-access.ts), and is the only page allowed to frame stately.ai; staff sign
 * in at /__flows/sign-in with the admin credential, which sets the viewer cookie and opens the app
 * with ?inspect=1. The sign-in exists only while FLOWS_VIEWER is on and ADMIN_TOKEN is set.
 */
export function mountFlowViewerPages(app: Hono<AppEnv>): void {
  app.on(["GET", "HEAD"], FLOWS_PATH, async (c, next) => {
    if (!(await canUseFlowViewer(c))) return notFound(c);
    if (c.req.query("inspect") === "1") c.header("Content-Security-Policy", FLOWS_CONTENT_SECURITY_POLICY);
    c.header("Cache-Control", "no-store");
    await next();
  });

  const signInOpen = (c: Context<AppEnv>) => {
    const { flowsViewer, adminToken } = c.get("deps").config;
    return flowsViewer && adminToken !== null ? adminToken : null;
  };
  app.get(SIGN_IN_PATH, (c) => {
    if (signInOpen(c) === null) return notFound(c);
    c.header("Cache-Control", "no-store");
    return c.html(signInPage(false));
  });
  const tooLarge = (c: Context<AppEnv>) => c.json({ code: 413, data: null, message: t("payload_too_large") }, 413);
  app.post(
    SIGN_IN_PATH,
    bodyLimit({ maxSize: 4096, onError: tooLarge }),
    apiRateFront(),
    (c, next) => refuseCrossSiteWrites(c.get("deps").config.publicOrigin)(c, next),
    async (c) => {
      const adminToken = signInOpen(c);
      if (adminToken === null) return notFound(c);
      const body = await c.req.parseBody();
      const typed = typeof body.token === "string" ? body.token.trim() : "";
      c.header("Cache-Control", "no-store");
      if (!isAdminCredential(typed, adminToken)) return c.html(signInPage(true), 401);
      setViewerCookie(c, adminToken);
      return c.redirect("/?inspect=1", 303);
    },
  );
}
