import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

/** Random secrets, each its own (production refuses weak or equal ones: config-production-refusals.test.ts). */
const strongSecrets = () => ({
  TOKEN_SECRET: randomBytes(32).toString("base64url"),
  OTP_HASH_KEY: randomBytes(32).toString("base64url"),
  CAPTCHA_HMAC_KEY: randomBytes(32).toString("base64url"),
  STAFF_TOTP_KEY: randomBytes(32).toString("base64url"),
});
/** Production with the offline eKYC provider allowed (it is refused otherwise). */
const OFFLINE_EKYC = { ALLOW_OFFLINE_EKYC_IN_PRODUCTION: "true" };

describe("configuration", () => {
  it("has working defaults for development", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.smsDelivery).toBe("outbox");
    expect(config.databaseUrl).toBeNull();
    // Each instance's pool to PostgreSQL: 40 unless DB_POOL_SIZE says (3 instances × 40 + pg-boss
    // pass PostgreSQL's default max_connections of 100: docs/operations.md, capacity).
    expect(config.dbPoolSize).toBe(40);
    expect(loadConfig({ DB_POOL_SIZE: "25" }).dbPoolSize).toBe(25);
  });

  it.each([
    ["PORT", { PORT: "abc" }],
    ["PORT", { PORT: "70000" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://x" }],
    ["NODE_ENV", { NODE_ENV: "staging" }],
    ["SMS_DELIVERY", { SMS_DELIVERY: "pigeon" }],
    ["DB_POOL_SIZE", { DB_POOL_SIZE: "1" }],
    ["DB_POOL_SIZE", { DB_POOL_SIZE: "many" }],
    ["TOKEN_SECRET", { TOKEN_SECRET: "short" }],
  ])("names %s when its value is bad", (variable, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });

  it("refuses production without secrets, and outbox delivery unless allowed", () => {
    const secrets = { ...strongSecrets(), ...OFFLINE_EKYC, PUBLIC_ORIGIN: "https://vaytieudung.vn" };
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

  it("refuses the old TRUST_PROXY flag and TRUST_PROXY_HOPS, and names TRUSTED_PROXIES", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY is no longer read: list .* TRUSTED_PROXIES/);
    // Issue 30: a hop count trusted whoever reached the port directly; proxies are named by address now.
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "1" })).toThrow(
      /^Invalid configuration: TRUST_PROXY_HOPS is no longer read: list the addresses of your proxies in TRUSTED_PROXIES/,
    );
    expect(() => loadConfig({ TRUST_PROXY_HOPS: "two" })).toThrow(/TRUST_PROXY_HOPS/);
    expect(loadConfig({ TRUST_PROXY_HOPS: "0" }).trustedProxies).toEqual([]);
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: " 127.0.0.1, 10.0.0.0/8,::1 ,fd00::/8" }).trustedProxies).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
    ]);
    for (const bad of ["localhost", "10.0.0.0/33", "::1/129", "10.0.0.1/8/1", "10.0.0.0/x", "300.1.1.1"]) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad })).toThrow(
        `Invalid configuration: TRUSTED_PROXIES must list IP addresses or CIDR ranges (got "${bad}")`,
      );
    }
  });

  it("listens on loopback in production unless HOST says otherwise", () => {
    const production = {
      NODE_ENV: "production",
      ...strongSecrets(),
      ...OFFLINE_EKYC,
      PUBLIC_ORIGIN: "https://vaytieudung.vn",
      SMS_DELIVERY: "outbox",
      ALLOW_OUTBOX_IN_PRODUCTION: "true",
    };
    expect(loadConfig(production).host).toBe("127.0.0.1");
    expect(loadConfig({ ...production, HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({}).host).toBe("0.0.0.0");
  });

  it("refuses the offline eKYC provider in production unless allowed, and then holds what it passes", () => {
    const production = {
      NODE_ENV: "production",
      ...strongSecrets(),
      PUBLIC_ORIGIN: "https://vaytieudung.vn",
      SMS_DELIVERY: "outbox",
      ALLOW_OUTBOX_IN_PRODUCTION: "true",
    };
    expect(() => loadConfig(production)).toThrow(/^Invalid configuration: EKYC_PROVIDER is offline in production/);
    expect(() => loadConfig({ ...production, EKYC_PROVIDER: "offline" })).toThrow(/EKYC_PROVIDER is offline/);
    expect(loadConfig({ ...production, ...OFFLINE_EKYC }).ekyc.holdForReview).toBe(true);
    const vendor = { EKYC_PROVIDER: "vendor", EKYC_VENDOR_URL: "https://ekyc.vn", EKYC_VENDOR_KEY: "k" };
    expect(loadConfig({ ...production, ...vendor }).ekyc.holdForReview).toBe(false);
    expect(loadConfig({}).ekyc.holdForReview).toBe(false);
  });

  it("takes the public origin from PUBLIC_ORIGIN, required in production", () => {
    expect(loadConfig({ PORT: "4000" }).publicOrigin).toBe("http://localhost:4000");
    expect(loadConfig({ PUBLIC_ORIGIN: "https://vaytieudung.vn/" }).publicOrigin).toBe("https://vaytieudung.vn");
    for (const bad of ["vaytieudung.vn", "ftp://vaytieudung.vn", "https://vaytieudung.vn/trang", "https://a@b.vn"]) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad })).toThrow(/^Invalid configuration: PUBLIC_ORIGIN /);
    }
    const production = {
      NODE_ENV: "production",
      ...strongSecrets(),
      ...OFFLINE_EKYC,
      SMS_DELIVERY: "outbox",
      ALLOW_OUTBOX_IN_PRODUCTION: "true",
    };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_ORIGIN is required in production/);
  });
});
