import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { TestApp } from "./test-app";

/**
 * Helpers for server tests that go through the OTP flow: a solved bot check, a loan ticket with
 * its code sent to the outbox, and the code read back from the outbox.
 */

interface Envelope<T = unknown> {
  code: number;
  data: T;
  message?: string;
}

export async function answer<T = unknown>(res: Response): Promise<Envelope<T>> {
  return (await res.json()) as Envelope<T>;
}

/** Fetches a challenge and solves it as the widget would: the `captchaResponse` of an apply. */
export async function solveCaptcha(t: TestApp): Promise<string> {
  const { data: challenge } = await answer<Parameters<typeof solveChallenge>[0]["challenge"]>(
    await t.request("/api/captcha/challenge", { ip: "198.51.100.250" }),
  );
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("could not solve the captcha challenge");
  const { parameters, signature } = challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString("base64");
}

export interface ApplyOptions {
  mobile?: string;
  ip?: string;
  email?: string;
  captchaResponse?: string;
}

export function applyBody(captchaResponse: string, options: ApplyOptions = {}) {
  return {
    amount: 10_000_000,
    inMonths: 6,
    mobile: options.mobile ?? "0912345678",
    email: options.email ?? "",
    agreeChecked: true,
    captchaResponse,
  };
}

/** POST /api/loan/ticket/apply with a freshly solved captcha. */
export async function apply(t: TestApp, options: ApplyOptions = {}) {
  const captchaResponse = options.captchaResponse ?? (await solveCaptcha(t));
  const res = await t.request("/api/loan/ticket/apply", {
    method: "POST",
    json: applyBody(captchaResponse, options),
    ...(options.ip ? { ip: options.ip } : {}),
  });
  return answer<{ ticketCode: string; transactionId: string }>(res);
}

/** The newest code the outbox holds for a phone. */
export async function latestOtp(t: TestApp, phone = "0912345678"): Promise<string> {
  const { data } = await answer<{ otp: string | null }[]>(
    // The developer reading the outbox: on this machine (loopback), with a count of its own.
    await t.request(`/api/dev/outbox?phone=${phone}`, { ip: "127.0.0.251" }),
  );
  const otp = data[0]?.otp;
  if (!otp) throw new Error(`no code in the outbox for ${phone}`);
  return otp;
}

/** A six-digit code different from `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}
