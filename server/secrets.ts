import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "./config";

export interface Secrets {
  tokenSecret: string;
  otpHashKey: string;
  captchaKey: string;
}

/**
 * Secrets come from the environment. In development a missing one is generated once and kept
 * in DATA_DIR/secrets.json, so codes and sessions survive a restart. Production never gets here
 * without them: loadConfig refuses to start.
 */
export function resolveSecrets(config: Config): Secrets {
  const file = join(config.dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, "utf8")) as Partial<Secrets>;
  const make = () => randomBytes(32).toString("base64url");
  const secrets: Secrets = {
    tokenSecret: config.secrets.tokenSecret ?? stored.tokenSecret ?? make(),
    otpHashKey: config.secrets.otpHashKey ?? stored.otpHashKey ?? make(),
    captchaKey: config.secrets.captchaKey ?? stored.captchaKey ?? make(),
  };
  const generated = Object.keys(secrets).some(
    (k) => config.secrets[k as keyof Secrets] === null && stored[k as keyof Secrets] === undefined,
  );
  if (generated) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}

/** Fixed secrets for tests. */
export function testSecrets(): Secrets {
  return { tokenSecret: "t".repeat(43), otpHashKey: "o".repeat(43), captchaKey: "c".repeat(43) };
}
