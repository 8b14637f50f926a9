import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t as text } from "../../src/i18n/t";
import { type Caller, call, funnelCaller, readyDraft, ticketBody } from "./support/loan-ticket-helpers";
import { latestOtp } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

interface Sent {
  transactionId: string;
  numberOfRemainOtp: number;
}
interface Resumed {
  step: string;
  status: string;
  contract: { name: string; type: string; url: string } | null;
}

/** Coming back to a ticket after a reload: at its OTP step (a fresh code) and at its contract step (the same PDF). */
describe.each(testDatabaseKinds())("loan-ticket resume on %s", (kind) => {
  let t: TestApp;
  let caller: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    caller = await funnelCaller(t);
  });
  afterAll(() => t.close());

  const resume = (code: string, who = caller) =>
    call<Resumed>(t, `/api/v1/ticket-draft/${code}`, { caller: who, method: "POST" });

  it("sends a fresh code when a ticket waiting for its OTP is created again, and the old code stops working", async () => {
    const code = await readyDraft(t, caller);
    const first = await call<Sent>(t, "/api/v1/ticket/create", { caller, json: ticketBody(code) });
    expect(first.code).toBe(200);
    const firstOtp = await latestOtp(t, caller.phone);
    expect((await resume(code)).data).toMatchObject({ step: "otp", status: "otpPending", contract: null });

    const again = await call<Sent>(t, "/api/v1/ticket/create", { caller, json: ticketBody(code) });
    expect(again.code).toBe(200);
    expect(again.message).toBe(text("ticket_otp_sent"));
    expect(again.data.transactionId).not.toBe(first.data.transactionId);
    expect(again.data.numberOfRemainOtp).toBeGreaterThan(0);

    const stale = await call(t, `/api/v1/ticket/${code}/verifyotp`, {
      caller,
      json: { otp: firstOtp, transactionId: first.data.transactionId },
    });
    expect(stale.code).not.toBe(200);
    const freshOtp = await latestOtp(t, caller.phone);
    const verified = await call(t, `/api/v1/ticket/${code}/verifyotp`, {
      caller,
      json: { otp: freshOtp, transactionId: again.data.transactionId },
    });
    expect(verified.code).toBe(200);
    // Past the OTP step, creating again is refused.
    expect((await call(t, "/api/v1/ticket/create", { caller, json: ticketBody(code) })).code).toBe(232);
  });

  it("keeps the SMS limits when a ticket is created again and again", async () => {
    const person = await funnelCaller(t);
    const code = await readyDraft(t, person);
    const codes: number[] = [];
    for (let i = 0; i < t.deps.config.rateLimits.smsPerPhonePerHour + 1; i += 1) {
      codes.push((await call(t, "/api/v1/ticket/create", { caller: person, json: ticketBody(code) })).code);
    }
    expect(codes[0]).toBe(200);
    expect(codes.at(-1)).toBe(203);
    const refused = await call(t, "/api/v1/ticket/create", { caller: person, json: ticketBody(code) });
    expect(refused).toMatchObject({ code: 203, message: text("otp_too_many_requests") });
  });

  it("names the generated contract when a ticket waiting for its confirmation is resumed", async () => {
    const code = await readyDraft(t, caller);
    const created = await call<Sent>(t, "/api/v1/ticket/create", { caller, json: ticketBody(code) });
    const verified = await call<{ contract: Resumed["contract"] }>(t, `/api/v1/ticket/${code}/verifyotp`, {
      caller,
      json: { otp: await latestOtp(t, caller.phone), transactionId: created.data.transactionId },
    });
    expect(verified.code).toBe(200);

    const resumed = await resume(code);
    expect(resumed.data).toMatchObject({ step: "contract", status: "contractPending" });
    expect(resumed.data.contract).toEqual(verified.data.contract);
    const url = resumed.data.contract?.url ?? "";
    expect(url).toMatch(/^\/api\/v1\/downloadFile\/[a-f0-9]{32}\/pdf$/);
    const pdf = await t.request(url, { headers: caller.headers });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    // The ticket's code is not a file name.
    expect((await t.request(`/api/v1/downloadFile/${code}/pdf`, { headers: caller.headers })).status).toBe(404);

    const confirmed = await call(t, `/api/v1/ticket/${code}/confirm`, {
      caller,
      json: { email: "tuyet@example.com", agree: true },
    });
    expect(confirmed.code).toBe(200);
    expect((await resume(code)).data).toMatchObject({ status: "submitted", contract: verified.data.contract });
  });

  it("gives no contract for a draft", async () => {
    const code = await readyDraft(t, caller);
    expect((await resume(code)).data).toMatchObject({ status: "draft", contract: null });
  });
});
