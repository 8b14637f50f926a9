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
    const secrets = {
      TOKEN_SECRET: "a".repeat(32),
      OTP_HASH_KEY: "b".repeat(32),
      CAPTCHA_HMAC_KEY: "c".repeat(32),
      PUBLIC_ORIGIN: "https://vaytieudung.vn",
    };
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

  it("refuses the old TRUST_PROXY flag and names its replacement", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY is no longer read: set TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "-1" })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "two" })).toThrow(/TRUST_PROXY_HOPS/);
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY_HOPS: "2" }).trustProxyHops).toBe(2);
  });

  it("takes the public origin from PUBLIC_ORIGIN, required in production", () => {
    expect(loadConfig({ PORT: "4000" }).publicOrigin).toBe("http://localhost:4000");
    expect(loadConfig({ PUBLIC_ORIGIN: "https://vaytieudung.vn/" }).publicOrigin).toBe("https://vaytieudung.vn");
    for (const bad of ["vaytieudung.vn", "ftp://vaytieudung.vn", "https://vaytieudung.vn/trang", "https://a@b.vn"]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad })).toThrow(/^Invalid configuration: PUBLIC_ORIGIN /);
    }
    const production = {
      NODE_ENV: "production",
      TOKEN_SECRET: "a".repeat(32),
      OTP_HASH_KEY: "b".repeat(32),
      CAPTCHA_HMAC_KEY: "c".repeat(32),
      SMS_DELIVERY: "outbox",
      ALLOW_OUTBOX_IN_PRODUCTION: "true",
    };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_ORIGIN is required in production/);
  });
});
