import { captchaChallengeEndpoint } from "../contract/captcha";
import { t } from "../i18n/t";
import { call } from "./client";

/** A fresh ALTCHA challenge: pass `data` to the widget's `challenge` option. */
export const getCaptchaChallenge = () => call(captchaChallengeEndpoint, { retries: 2 });

/** A challenge as the ALTCHA widget fetches it: the envelope's data as a JSON response. */
export async function fetchCaptchaChallenge(): Promise<Response> {
  const answer = await getCaptchaChallenge();
  if (answer.code !== 200) throw new Error(answer.message ?? t("normal_error"));
  return new Response(JSON.stringify(answer.data), { headers: { "content-type": "application/json" } });
}
