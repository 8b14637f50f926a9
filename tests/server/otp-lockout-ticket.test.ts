import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OTP_CODE } from "../../src/contract/otp";
import { t as text } from "../../src/i18n/t";
import { type Caller, call, funnelCaller, readyDraft, ticketBody } from "./support/loan-ticket-helpers";
import { latestOtp, otherCode } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 14 item 3 on the loan-ticket flow (purpose `ticket`): asking for the ticket's code again
 * after two wrong ones does not give three new tries; the right code after the lock gives no contract.
 */
describe.each(testDatabaseKinds())("loan-ticket OTP lock across requests on %s", (kind) => {
  let t: TestApp;
  let caller: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    caller = await funnelCaller(t);
  });
  afterAll(() => t.close());

  it("three rounds of create and two wrong codes give no contract", async () => {
    const code = await readyDraft(t, caller);
    let transactionId = "";
    const answers: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const created = await call<{ transactionId: string }>(t, "/api/v1/ticket/create", {
        caller,
        json: ticketBody(code),
      });
      if (created.code !== 200) {
        answers.push(created.code);
        break;
      }
      transactionId = created.data.transactionId;
      const otp = await latestOtp(t, caller.phone);
      for (let i = 0; i < 2; i += 1) {
        const wrong = await call(t, `/api/v1/ticket/${code}/verifyotp`, {
          caller,
          json: { otp: otherCode(otp), transactionId },
        });
        answers.push(wrong.code);
        t.clock.advance(1000);
      }
      t.clock.advance(10_000);
    }
    expect(answers).toEqual([205, 205, OTP_CODE.limit, OTP_CODE.limit, OTP_CODE.limit]);
    const right = await call<{ contract?: unknown } | null>(t, `/api/v1/ticket/${code}/verifyotp`, {
      caller,
      json: { otp: await latestOtp(t, caller.phone), transactionId },
    });
    expect(right).toMatchObject({ code: OTP_CODE.limit, message: text("otp_locked") });
    expect(right.data).toBeNull();
  });
});
