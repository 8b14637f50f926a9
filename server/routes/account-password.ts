import { type Context, Hono } from "hono";
import { changeOwnPasswordEndpoint } from "../../src/contract/account-password";
import { ACCOUNT_CODE } from "../../src/contract/accounts";
import { t } from "../../src/i18n/t";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, outcome, route } from "../http/route";
import { setSessionCookie } from "../http/session-cookie";
import { changeOwnPassword } from "../services/accounts/change-own-password";

function throttled(c: Context<AppEnv>, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ code: ACCOUNT_CODE.limit, data: null, message: t("account_login_throttled") }, 429);
}

/** "Đổi mật khẩu" of the signed-in customer (src/contract/account-password.ts). */
export function accountPasswordRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(app, changeOwnPasswordEndpoint, async ({ body, c }) => {
    const user = c.get("user");
    if (!user) throw HttpError.of(401, "unauthorized");
    const result = await changeOwnPassword(c.get("deps"), {
      userId: user.id,
      currentPassword: body.currentPassword,
      password: body.password,
      ip: c.get("ip"),
    });
    if (result.kind === "throttled") return throttled(c, result.retryAfterSeconds);
    if (result.kind === "wrongPassword") return outcome(ACCOUNT_CODE.loginFailed, t("old_password_wrong"));
    setSessionCookie(c, result.session.token, result.session.maxAgeSeconds);
    return ok({ endedSessions: result.endedSessions }, t("account_password_changed"));
  });
  return app;
}
