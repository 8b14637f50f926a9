import { secretWeakness } from "./secret-strength";

/**
 * What production refuses to start with (README "Production refusals"), beyond a missing value:
 * a published or weak secret, two secrets alike, a public origin that is not https. Each refusal is one line naming the variable (through `fail`, a ConfigError in
 * config.ts). Development and test never come here.
 */

type Fail = (variable: string, detail: string) => never;

export interface ProductionSecrets {
  /** TOKEN_SECRET, OTP_HASH_KEY, CAPTCHA_HMAC_KEY, STAFF_TOTP_KEY, PARTNER_<id>_KEY: name → value. */
  secrets: ReadonlyArray<readonly [variable: string, value: string]>;
  publicOrigin: string;
}

export function refuseUnsafeProduction({ secrets, publicOrigin }: ProductionSecrets, fail: Fail): void {
  const seen = new Map<string, string>();
  for (const [variable, value] of secrets) {
    const weakness = secretWeakness(value);
    if (weakness) fail(variable, `${weakness}; generate one with: openssl rand -base64 32`);
    const twin = seen.get(value);
    if (twin !== undefined) fail(variable, `must differ from ${twin} (each secret its own random value)`);
    seen.set(value, variable);
  }
  if (!publicOrigin.startsWith("https://")) {
    fail("PUBLIC_ORIGIN", `must be https in production (got "${publicOrigin}")`);
  }
}
