import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

/**
 * A visitor's calls to the site's API, as the browser makes them: JSON in the envelope, the
 * self-hosted bot check solved for real, and the development SMS outbox read for a phone's code.
 */
export interface Envelope<T> {
  code: number;
  data: T;
}

export function visitorApi(baseUrl: string) {
  const api = async <T>(path: string, json?: unknown): Promise<Envelope<T>> => {
    const res = await fetch(`${baseUrl}/api${path}`, {
      method: json === undefined ? "GET" : "POST",
      headers: json === undefined ? {} : { "content-type": "application/json" },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    return (await res.json()) as Envelope<T>;
  };
  /** A solved challenge, encoded as the page's widget sends it. */
  const captcha = async () => {
    const { data: challenge } = await api<Parameters<typeof solveChallenge>[0]["challenge"]>("/captcha/challenge");
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("captcha not solved");
    const { parameters, signature } = challenge;
    return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString("base64");
  };
  /** The newest code the outbox holds for the phone. */
  const latestCode = async (phone: string) =>
    (await api<Array<{ otp: string }>>(`/dev/outbox?phone=${phone}`)).data[0]?.otp ?? "";

  /** A loan request from the funnel's first call, then a deletion request proven by the phone's code. */
  const requestDeletion = async (phone: string): Promise<{ reference: string; filedAt: number }> => {
    const applied = await api("/loan/ticket/apply", {
      amount: 10_000_000,
      inMonths: 6,
      mobile: phone,
      email: "",
      agreeChecked: true,
      captchaResponse: await captcha(),
    });
    if (applied.code !== 200) throw new Error(`apply answered ${applied.code}`);
    const sent = await api<{ transactionId: string }>("/privacy/deletion/otp", {
      phone,
      agreeChecked: true,
      captchaResponse: await captcha(),
    });
    if (sent.code !== 200) throw new Error(`deletion OTP answered ${sent.code}`);
    const filedAt = Date.now();
    const confirmed = await api<{ reference: string }>("/privacy/deletion/confirm", {
      transactionId: sent.data.transactionId,
      otp: await latestCode(phone),
    });
    return { reference: confirmed.data.reference, filedAt };
  };

  return { api, captcha, latestCode, requestDeletion };
}
