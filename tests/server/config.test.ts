import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

describe("configuration", () => {
  it("has working defaults for development", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.smsDelivery).toBe("outbox");
    expect(config.databaseUrl).toBeNull();
  });

  it.each([
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://x" }],
    ["NODE_ENV", { NODE_ENV: "staging" }],
    ["SMS_DELIVERY", { SMS_DELIVERY: "pigeon" }],
    ["TOKEN_SECRET", { TOKEN_SECRET: "short" }],
  ])("names %s when its value is bad", (variable, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it("refuses production without secrets, and outbox delivery unless allowed", () => {
    const secrets = { TOKEN_SECRET: "a".repeat(32), OTP_HASH_KEY: "b".repeat(32), CAPTCHA_HMAC_KEY: "c".repeat(32) };
    expect(() =>
      loadConfig({ NODE_ENV: "production", SMS_DELIVERY: "outbox", ALLOW_OUTBOX_IN_PRODUCTION: "true" }),
    ).toThrow(/TOKEN_SECRET is required in production/);
    expect(() => loadConfig({ NODE_ENV: "production", SMS_DELIVERY: "outbox", ...secrets })).toThrow(/SMS_DELIVERY/);
    expect(
      loadConfig({ NODE_ENV: "production", SMS_DELIVERY: "outbox", ALLOW_OUTBOX_IN_PRODUCTION: "1", ...secrets })
        .smsDelivery,
    ).toBe("outbox");
    expect(() => loadConfig({ NODE_ENV: "production", ...secrets })).toThrow(/SMS_HTTP_URL/);
  });
});
