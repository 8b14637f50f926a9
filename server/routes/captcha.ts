import { Hono } from "hono";
import { captchaChallengeEndpoint } from "../../src/contract/captcha";
import type { AppEnv } from "../http/app-env";
import { ok, route } from "../http/route";
import { createCaptchaChallenge } from "../services/captcha/challenge";

/** The self-hosted bot check: challenges for the ALTCHA widget. */
export function captchaRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  route(app, captchaChallengeEndpoint, async ({ c }) => ok(await createCaptchaChallenge(c.get("deps"), c.get("ip"))));
  return app;
}
