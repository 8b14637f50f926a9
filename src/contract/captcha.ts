import * as v from "valibot";
import { endpoint } from "./endpoint";

/** An ALTCHA (proof of work v2) challenge, as the widget takes it in its `challenge` option. */
export const captchaChallengeSchema = v.object({
  parameters: v.looseObject({
    algorithm: v.string(),
    nonce: v.string(),
    salt: v.string(),
    cost: v.number(),
    keyLength: v.number(),
    keyPrefix: v.string(),
    expiresAt: v.number(),
  }),
  signature: v.string(),
});
export type CaptchaChallenge = v.InferOutput<typeof captchaChallengeSchema>;

/**
 * A fresh challenge for the bot-check widget (about 10 minutes valid). The widget's payload goes
 * in `captchaResponse` of POST /loan/ticket/apply, which accepts each challenge once.
 */
export const captchaChallengeEndpoint = endpoint({
  method: "GET",
  path: "/captcha/challenge",
  data: captchaChallengeSchema,
});
