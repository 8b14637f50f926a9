import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAPTCHA_POLICY } from "../../server/services/captcha/challenge";
import { verifyCaptcha } from "../../server/services/captcha/verify";
import { answer, solveCaptcha } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

function decode(payload: string) {
  return JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as {
    challenge: { parameters: Record<string, unknown>; signature: string };
    solution: { counter: number; derivedKey: string };
  };
}
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

describe.each(testDatabaseKinds())("bot check (ALTCHA) on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("serves a signed SHA-256 challenge that expires in about ten minutes", async () => {
    const res = await t.request("/api/captcha/challenge");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { code, data } = await answer<{ parameters: Record<string, unknown>; signature: string }>(res);
    expect(code).toBe(200);
    expect(data.parameters.algorithm).toBe("SHA-256");
    expect(data.signature).toMatch(/^[0-9a-f]{64}$/);
    const expiresAt = (data.parameters.expiresAt as number) * 1000;
    expect(expiresAt - t.clock.now().getTime()).toBe(CAPTCHA_POLICY.ttlMs);
  });

  it("accepts a solved challenge once only", async () => {
    const payload = await solveCaptcha(t);
    expect(await verifyCaptcha(t.deps, payload)).toEqual({ ok: true });
    expect(await verifyCaptcha(t.deps, payload)).toEqual({ ok: false, reason: "reused" });
  });

  it("refuses a solved challenge after it expired, by the server's clock", async () => {
    const payload = await solveCaptcha(t);
    t.clock.advance(CAPTCHA_POLICY.ttlMs + 1000);
    expect(await verifyCaptcha(t.deps, payload)).toEqual({ ok: false, reason: "expired" });
    t.clock.advance(-(CAPTCHA_POLICY.ttlMs + 1000));
    // Still unused: before its expiry it passes.
    expect(await verifyCaptcha(t.deps, payload)).toEqual({ ok: true });
  });

  it("refuses a challenge signed with another key or with altered parameters", async () => {
    const payload = decode(await solveCaptcha(t));
    const longer = {
      ...payload.challenge.parameters,
      expiresAt: (payload.challenge.parameters.expiresAt as number) + 3600,
    };
    expect(
      await verifyCaptcha(t.deps, encode({ ...payload, challenge: { ...payload.challenge, parameters: longer } })),
    ).toEqual({ ok: false, reason: "invalid" });
    const forged = { ...payload.challenge, signature: "ab".repeat(32) };
    expect(await verifyCaptcha(t.deps, encode({ ...payload, challenge: forged }))).toEqual({
      ok: false,
      reason: "invalid",
    });
    const otherKey = { ...t.deps, secrets: { ...t.deps.secrets, captchaKey: "k".repeat(43) } };
    expect(await verifyCaptcha(otherKey, encode(payload))).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a wrong solution", async () => {
    const payload = decode(await solveCaptcha(t));
    const wrongCounter = { ...payload, solution: { ...payload.solution, counter: payload.solution.counter + 1 } };
    expect(await verifyCaptcha(t.deps, encode(wrongCounter))).toEqual({ ok: false, reason: "invalid" });
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: "00".repeat(32) } };
    expect(await verifyCaptcha(t.deps, encode(wrongKey))).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses garbage and the widget's test-mode payload", async () => {
    for (const payload of [
      "",
      "not base64 at all",
      encode({ challenge: null, solution: null, test: true }),
      encode([]),
    ]) {
      expect(await verifyCaptcha(t.deps, payload)).toEqual({ ok: false, reason: "malformed" });
    }
  });
});
