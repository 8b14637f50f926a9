import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

const base = { NODE_ENV: "test", STATIC_DIR: "./x" };
const KEY = "a-partner-signing-key-of-at-least-32-chars";

describe("partner configuration", () => {
  it("points the sample partners at the simulator outside production when PARTNERS is unset", () => {
    const { partners } = loadConfig({ ...base, PARTNER_SIM_URL: "http://127.0.0.1:4999" });
    expect(partners.simulatorUrl).toBe("http://127.0.0.1:4999");
    expect(partners.endpoints.map((e) => [e.id, e.url])).toEqual([
      [1, "http://127.0.0.1:4999/p/1"],
      [2, "http://127.0.0.1:4999/p/2"],
    ]);
  });

  it("reads PARTNERS and each partner's key, and has no partner in production without them", () => {
    const { partners } = loadConfig({ ...base, PARTNERS: "3=https://api.partner.vn/vay", PARTNER_3_KEY: KEY });
    expect(partners).toMatchObject({
      simulatorUrl: null,
      endpoints: [{ id: 3, url: "https://api.partner.vn/vay", key: KEY }],
    });
    const production = loadConfig({
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://vay.vn",
      TOKEN_SECRET: "Jq3vXb8LmT2pR7sYw4kNz9cF6hD1gA5e",
      OTP_HASH_KEY: "uP0oI9yT8rE7wQ6aS5dF4gH3jK2lZ1xC",
      CAPTCHA_HMAC_KEY: "Vb7Nm3Qw9Er2Ty6Ui1Op5As8Df4Gh0Jk",
      STAFF_TOTP_KEY: "TaVnGTJN5BWI02WEf1g5E7lPZKUGlIq0ogOlvA1BGk0=",
      ALLOW_OFFLINE_EKYC_IN_PRODUCTION: "true",
      SMS_HTTP_URL: "https://sms.example",
      SMS_HTTP_KEY: "k",
    });
    expect(production.partners.endpoints).toEqual([]);
  });

  it("stops the start with the variable named when a partner setting is wrong", () => {
    const fails = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
        return null;
      } catch (error) {
        return error instanceof ConfigError ? error.variable : String(error);
      }
    };
    expect(fails({ PARTNERS: "3=https://p.vn" })).toBe("PARTNER_3_KEY");
    expect(fails({ PARTNERS: "3=https://p.vn", PARTNER_3_KEY: "short" })).toBe("PARTNER_3_KEY");
    expect(fails({ PARTNERS: "3=ftp://p.vn", PARTNER_3_KEY: KEY })).toBe("PARTNERS");
    expect(fails({ PARTNERS: "three=https://p.vn" })).toBe("PARTNERS");
    expect(fails({ PARTNER_RETRY_LIMIT: "-1" })).toBe("PARTNER_RETRY_LIMIT");
    expect(fails({ PARTNER_DELIVERY: "maybe" })).toBe("PARTNER_DELIVERY");
  });
});
