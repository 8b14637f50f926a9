import { captchaChallengeEndpoint } from "../contract/captcha";
import { call } from "./client";

/** A fresh ALTCHA challenge: pass `data` to the widget's `challenge` option. */
export const getCaptchaChallenge = () => call(captchaChallengeEndpoint, { retries: 2 });
