import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../server/config";

describe("rate-limit configuration", () => {
  it("has safe defaults", () => {
    expect(loadConfig({}).rateLimits).toEqual({
      smsPerPhonePerHour: 5,
      smsPerIpPerHour: 20,
      smsPerSubnetPerHour: 40,
      smsGlobalPerHour: 500,
      otpVerifyPerPhonePerHour: 10,
      otpVerifyPerIpPerHour: 60,
      loginPerAccountPerHour: 10,
      loginPerIpPerHour: 100,
      apiPerIpPerMinute: 600,
      captchaHeat: { raisedPerIp: 3, highPerIp: 10, raisedGlobal: 100, highGlobal: 300 },
    });
  });

  it("reads each tier from the environment", () => {
    const limits = loadConfig({ SMS_GLOBAL_PER_HOUR: "50", API_PER_IP_PER_MINUTE: "30" }).rateLimits;
    expect(limits.smsGlobalPerHour).toBe(50);
    expect(limits.apiPerIpPerMinute).toBe(30);
  });

  it.each([
    ["SMS_PER_PHONE_PER_HOUR", "0"],
    ["SMS_PER_SUBNET_PER_HOUR", "0"],
    ["SMS_PER_IP_PER_HOUR", "many"],
    ["OTP_VERIFY_PER_IP_PER_HOUR", "-1"],
    ["API_PER_IP_PER_MINUTE", "1.5"],
    ["CAPTCHA_RAISED_PER_IP", "0"],
  ])("names %s when its value (%s) is bad", (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(`^Invalid configuration: ${variable} `));
  });
});
