import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { CAPTCHA_LEVELS } from "../../server/services/captcha/levels";
import { answer, apply } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 30, "the bot check costs 21 ms to solve in Node": its work now rises with the SMS-sending
 * calls of the last hour, of the caller's address and of everyone. What a caller sees: the counter
 * the solver has to reach (the number of digests it computes) in the challenge it is given.
 */
describe.each(testDatabaseKinds())("bot check raised when SMS-sending calls run hot on %s", (kind) => {
  let t: TestApp;
  let n = 0;
  const base = loadConfig({ NODE_ENV: "test" }).rateLimits;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      rateLimits: {
        ...base,
        captchaHeat: { raisedPerIp: 3, highPerIp: 6, raisedGlobal: 8, highGlobal: 1000 },
      },
    });
  });
  afterAll(() => t.close());

  /** The counter a caller at `ip` must reach to solve the challenge it is given now. */
  const work = async (ip: string) => {
    const { data: challenge } = await answer<Parameters<typeof solveChallenge>[0]["challenge"]>(
      await t.request("/api/captcha/challenge", { ip }),
    );
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("unsolved");
    return solution.counter;
  };
  const sendSms = async (ip: string) => {
    const phone = `09${String(60_000_000 + ++n).slice(-8)}`;
    const res = await apply(t, { mobile: phone, ip });
    expect(res.code).toBe(200);
  };
  const level = (counter: number) =>
    (Object.entries(CAPTCHA_LEVELS) as [string, { counterMin: number; counterMax: number }][]).find(
      ([, range]) => counter >= range.counterMin && counter <= range.counterMax,
    )?.[0];

  it("gives a harder challenge to a hot address, the normal one to others, and raises it for all when the site runs hot", {
    timeout: 120_000,
  }, async () => {
    const hot = "203.0.113.7";
    const other = "198.51.100.9";
    expect(level(await work(hot))).toBe("normal");

    for (let i = 0; i < 3; i++) await sendSms(hot);
    expect(level(await work(hot))).toBe("raised");
    expect(level(await work(other))).toBe("normal");

    for (let i = 0; i < 3; i++) await sendSms(hot);
    expect(level(await work(hot))).toBe("high");
    expect(level(await work(other))).toBe("normal");

    // Two more from elsewhere: 8 SMS-sending calls in the hour for the whole site.
    for (let i = 0; i < 2; i++) await sendSms(`192.0.2.${i + 10}`);
    expect(level(await work(other))).toBe("raised");
    expect(level(await work(hot))).toBe("high");
  });
});
