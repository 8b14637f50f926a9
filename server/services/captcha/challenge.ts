import { createChallenge, randomInt } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import * as v from "valibot";
import { type CaptchaChallenge, captchaChallengeSchema } from "../../../src/contract/captcha";
import type { Deps } from "../../deps";
import { CAPTCHA_LEVELS, captchaLevel } from "./levels";

/**
 * The self-hosted ALTCHA bot check (altcha-lib 2, proof of work v2). Plain SHA-256, one hash per
 * attempt, in deterministic mode: the server picks the counter the solver must reach, so the work
 * is predictable. At the normal level 5,000 to 10,000 digests, measured at 20-45 ms on one thread
 * of headless Chromium here; more when SMS-sending calls run hot (levels.ts, and what a phone pays
 * at each level in docs/decisions/003-rate-limits.md). Challenges are signed with
 * CAPTCHA_HMAC_KEY and expire.
 */
export const CAPTCHA_POLICY = {
  algorithm: "SHA-256",
  cost: 1,
  counterMin: CAPTCHA_LEVELS.normal.counterMin,
  counterMax: CAPTCHA_LEVELS.normal.counterMax,
  ttlMs: 10 * 60 * 1000,
} as const;

/** A challenge for a caller at `ip`, as hard as the recent SMS-sending calls of that address and of all say. */
export async function createCaptchaChallenge(deps: Deps, ip: string): Promise<CaptchaChallenge> {
  const now = deps.clock.now();
  const { counterMin, counterMax } = CAPTCHA_LEVELS[await captchaLevel(deps, ip)];
  const challenge = await createChallenge({
    algorithm: CAPTCHA_POLICY.algorithm,
    cost: CAPTCHA_POLICY.cost,
    counter: randomInt(counterMax, counterMin),
    deriveKey,
    expiresAt: new Date(now.getTime() + CAPTCHA_POLICY.ttlMs),
    hmacSignatureSecret: deps.secrets.captchaKey,
  });
  // Signed and expiring by construction; the parse only narrows the type (unknown keys are kept).
  return v.parse(captchaChallengeSchema, challenge);
}
