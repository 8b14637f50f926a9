import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Config, ConfigError, loadConfig } from "../../server/config";
import { estimatedBits, secretWeakness } from "../../server/secret-strength";
import { resolveSecrets } from "../../server/secrets";
import { SAMPLE_PARTNER_KEYS } from "../../server/services/partners/partners-config";

/**
 * Issue 30 item 4: production started with the sample partner key of partners-config.ts, one
 * 40-character value for all three secrets, a 1-character ADMIN_TOKEN and an http public origin.
 * Each must stop the start with one line naming the variable; development and test still start
 * with generated secrets. Issue 31: ADMIN_TOKEN is no longer read (refused wherever it is set), and
 * STAFF_TOTP_KEY, which encrypts staff TOTP secrets, is a production secret like the others.
 */

const strong = () => randomBytes(32).toString("base64url");

/** A production environment that starts: every secret random and its own, https, an SMS gateway. */
function productionEnv(): Record<string, string> {
  return {
    NODE_ENV: "production",
    PUBLIC_ORIGIN: "https://vaytieudung.vn",
    TOKEN_SECRET: strong(),
    OTP_HASH_KEY: strong(),
    CAPTCHA_HMAC_KEY: strong(),
    STAFF_TOTP_KEY: strong(),
    SMS_HTTP_URL: "https://sms.vaytieudung.vn/send",
    SMS_HTTP_KEY: "gateway-key",
    EKYC_PROVIDER: "vendor",
    EKYC_VENDOR_URL: "https://ekyc.vendor.vn",
    EKYC_VENDOR_KEY: "vendor-key",
  };
}

/** The line the start stops with, or null when it starts. */
function refusal(env: Record<string, string>): string | null {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
}

describe("production refuses published or weak secrets", () => {
  it("starts with random secrets of its own and https", () => {
    expect(refusal(productionEnv())).toBeNull();
    // openssl rand -hex 32 for the TOTP key: 32 bytes written in hex.
    expect(refusal({ ...productionEnv(), STAFF_TOTP_KEY: randomBytes(32).toString("hex") })).toBeNull();
    // openssl rand -hex 16: 32 characters of 16 kinds.
    expect(refusal({ ...productionEnv(), TOKEN_SECRET: randomBytes(16).toString("hex") })).toBeNull();
  });

  it("refuses the sample partner key of partners-config.ts, as a partner key or as a secret", () => {
    const sample = SAMPLE_PARTNER_KEYS[1] as string;
    expect(refusal({ ...productionEnv(), PARTNERS: "1=https://api.partner-a.vn/vay", PARTNER_1_KEY: sample })).toMatch(
      /^Invalid configuration: PARTNER_1_KEY is a sample value published in this repository/,
    );
    expect(refusal({ ...productionEnv(), TOKEN_SECRET: sample })).toMatch(/^Invalid configuration: TOKEN_SECRET /);
    // The test secrets of server/secrets.ts are published too.
    expect(refusal({ ...productionEnv(), OTP_HASH_KEY: "o".repeat(43) })).toMatch(
      /^Invalid configuration: OTP_HASH_KEY /,
    );
  });

  it("refuses one value for the three secrets (each its own)", () => {
    const same = strong();
    const env = { ...productionEnv(), TOKEN_SECRET: same, OTP_HASH_KEY: same, CAPTCHA_HMAC_KEY: same };
    expect(refusal(env)).toBe(
      "Invalid configuration: OTP_HASH_KEY must differ from TOKEN_SECRET (each secret its own random value)",
    );
    expect(refusal({ ...productionEnv(), CAPTCHA_HMAC_KEY: env.TOKEN_SECRET, TOKEN_SECRET: env.TOKEN_SECRET })).toMatch(
      /^Invalid configuration: CAPTCHA_HMAC_KEY must differ from TOKEN_SECRET/,
    );
    const partner = strong();
    expect(
      refusal({ ...productionEnv(), STAFF_TOTP_KEY: partner, PARTNERS: "3=https://p.vn", PARTNER_3_KEY: partner }),
    ).toMatch(/^Invalid configuration: PARTNER_3_KEY must differ from STAFF_TOTP_KEY/);
  });

  it.each([
    ["one character 40 times", "a".repeat(40)],
    ["a short block repeated", "abcdefgh12".repeat(4)],
    ["few kinds of characters", "0101001101010010110100101011010010110101"],
    ["a placeholder", "change-me-to-a-long-random-secret-value-please"],
    ["a readable phrase", "vaytieudungvaytieudungvaytieudungvay"],
  ])("refuses a predictable secret (%s), naming it", (_, value) => {
    expect(refusal({ ...productionEnv(), CAPTCHA_HMAC_KEY: value })).toMatch(
      /^Invalid configuration: CAPTCHA_HMAC_KEY (is too predictable|looks like a placeholder)/,
    );
  });

  it("requires STAFF_TOTP_KEY: 32 random bytes or more, not the published development key", () => {
    const { STAFF_TOTP_KEY: _, ...without } = productionEnv();
    expect(refusal(without)).toBe("Invalid configuration: STAFF_TOTP_KEY is required in production");
    expect(refusal({ ...productionEnv(), STAFF_TOTP_KEY: randomBytes(31).toString("base64") })).toBe(
      "Invalid configuration: STAFF_TOTP_KEY must be 32 or more random bytes, base64 or hex (openssl rand -base64 32)",
    );
    expect(refusal({ ...productionEnv(), STAFF_TOTP_KEY: loadConfig({ NODE_ENV: "test" }).staffTotpKey })).toMatch(
      /^Invalid configuration: STAFF_TOTP_KEY is a sample value published in this repository/,
    );
    expect(refusal({ ...productionEnv(), STAFF_TOTP_KEY: "ab".repeat(32) })).toMatch(
      /^Invalid configuration: STAFF_TOTP_KEY is too predictable/,
    );
  });

  it("refuses ADMIN_TOKEN, which opens nothing any more, naming what replaced it", () => {
    const envs: Record<string, string>[] = [
      { ...productionEnv(), ADMIN_TOKEN: strong() },
      { NODE_ENV: "development", ADMIN_TOKEN: "x" },
    ];
    for (const env of envs) {
      expect(refusal(env)).toMatch(/^Invalid configuration: ADMIN_TOKEN is no longer read: .*STAFF_API_TOKEN/);
    }
  });

  it("refuses an http public origin", () => {
    expect(refusal({ ...productionEnv(), PUBLIC_ORIGIN: "http://vaytieudung.vn" })).toBe(
      'Invalid configuration: PUBLIC_ORIGIN must be https in production (got "http://vaytieudung.vn")',
    );
  });

  it("estimates bits as length times the Shannon entropy of the characters", () => {
    expect(estimatedBits("a".repeat(40))).toBe(0);
    expect(estimatedBits("ab".repeat(20))).toBe(40);
    expect(estimatedBits("0123456789abcdef")).toBe(64);
    expect(secretWeakness(strong())).toBeNull();
  });
});

describe("development and test still start without any secret", () => {
  it.each(["development", "test"])("%s: weak values are accepted and missing secrets are generated", (nodeEnv) => {
    const dataDir = mkdtempSync(join(tmpdir(), "secrets-"));
    try {
      const config: Config = loadConfig({ NODE_ENV: nodeEnv, DATA_DIR: dataDir });
      expect(config.publicOrigin).toMatch(/^http:\/\/localhost:/);
      const secrets = resolveSecrets(config);
      expect(new Set(Object.values(secrets)).size).toBe(3);
      for (const value of Object.values(secrets)) expect(secretWeakness(value)).toBeNull();
      expect(JSON.parse(readFileSync(join(dataDir, "secrets.json"), "utf8"))).toEqual(secrets);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("the start stops with the line", () => {
  it("prints one line naming the variable and exits 1", { timeout: 70_000 }, () => {
    const same = strong();
    const dataDir = mkdtempSync(join(tmpdir(), "refused-start-"));
    const env = {
      ...process.env,
      ...productionEnv(),
      TOKEN_SECRET: same,
      OTP_HASH_KEY: same,
      PORT: "0",
      DATA_DIR: dataDir,
    };
    let stderr = "";
    let status: number | null = 0;
    try {
      execFileSync(process.execPath, ["--import", "tsx", "server/main.ts"], { env, stdio: "pipe", timeout: 60_000 });
    } catch (error) {
      const failed = error as { status: number | null; stderr: Buffer };
      status = failed.status;
      stderr = failed.stderr.toString();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(status).toBe(1);
    expect(stderr.trim()).toBe(
      "Invalid configuration: OTP_HASH_KEY must differ from TOKEN_SECRET (each secret its own random value)",
    );
  });
});
