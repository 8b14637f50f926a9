import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSimulator } from "../../scripts/partner-sim/server";
import { SAMPLE_PARTNER_KEYS } from "../../server/services/partners/partners-config";
import { TICKET_TOKEN_HEADER } from "../../src/contract/funnel";
import { t as text } from "../../src/i18n/t";
import { SAMPLE_PERSON } from "../support/card-image";
import { createTicket } from "./support/funnel-fixtures";
import { type Caller, call, funnelCaller, newDraft, readyDraft, ticketBody } from "./support/loan-ticket-helpers";
import { latestOtp } from "./support/otp-flow";
import { freePort } from "./support/partner-sim";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * MobiFone's step 2 is not skippable (issue 17, decision 013): the server stores each application's
 * step-2 answer, and confirmation refuses (code 233) an application whose phone is a MobiFone number
 * without an accepted step 2, whatever the browser does. Other networks are confirmed as before.
 * The partner is the simulator: a MobiFone number ending in 000 does not match the ID.
 */
const STEP2_REQUIRED = 233;
const EMAIL = { email: "khachhang@example.com", agree: true };

describe.each(testDatabaseKinds())("confirmation after MobiFone's step 2 on %s", (kind) => {
  let t: TestApp;
  let partner: ServerType;
  let simUrl = "";
  let caller: Caller;
  const sim = createSimulator({
    callbackOrigin: "http://127.0.0.1:9",
    mode: "normal",
    delayMs: 0,
    callbackDelayMs: 60_000,
    log: () => {},
  });

  beforeAll(async () => {
    const port = await freePort();
    partner = serve({ fetch: sim.app.fetch, port, hostname: "127.0.0.1" });
    simUrl = `http://127.0.0.1:${port}`;
    t = await createTestApp(kind);
    t.clock.set(new Date());
    t.deps.config = {
      ...t.deps.config,
      partners: {
        ...t.deps.config.partners,
        endpoints: [1, 2].map((id) => ({ id, url: `${simUrl}/p/${id}`, key: SAMPLE_PARTNER_KEYS[id] as string })),
      },
    };
    caller = await funnelCaller(t);
  });
  afterAll(async () => {
    await new Promise((resolve) => partner.close(resolve));
    await t.close();
  });

  /** A funnel caller whose verified ticket (and so every application it opens) has this phone. */
  async function callerWithPhone(phone: string): Promise<Caller> {
    const ticket = await createTicket(t, { phone });
    await t.database.db
      .updateTable("loan_tickets")
      .set({ national_id: SAMPLE_PERSON.idNumber })
      .where("code", "=", ticket.code)
      .execute();
    return { headers: { [TICKET_TOKEN_HEADER]: ticket.token }, phone };
  }

  /** An application with this phone whose ticket OTP was verified (awaiting confirmation). */
  async function awaitingConfirmation(phone: string): Promise<string> {
    const code = await newDraft(t, caller);
    await t.database.db
      .updateTable("loan_applications")
      .set({
        status: "contractPending",
        phone,
        amount: 20_000_000,
        term: 12,
        identity: JSON.stringify({ documentType: "cccd", idNumber: "001090012345", fullName: "Nguyễn Thị Hồng Nhung" }),
      })
      .where("code", "=", code)
      .execute();
    return code;
  }

  const step2 = (code: string, who: Caller = caller) =>
    call<{ accepted: boolean; checked: boolean }>(t, `/api/v1/ticket/${code}/mobifone-ticket/step2`, {
      caller: who,
      json: { transactionId: `tx-${code}` },
    });
  const confirm = (code: string, who: Caller = caller) =>
    call<{ loanCode: string; status: string } | null>(t, `/api/v1/ticket/${code}/confirm`, {
      caller: who,
      json: EMAIL,
    });

  /** What the server holds of the application: its status, loan code and partner deliveries. */
  async function stored(code: string) {
    const row = await t.database.db
      .selectFrom("loan_applications")
      .select(["status", "loan_code"])
      .where("code", "=", code)
      .executeTakeFirstOrThrow();
    const deliveries = await t.database.db
      .selectFrom("partner_deliveries")
      .select("id")
      .where("subject_code", "=", code)
      .execute();
    return { status: row.status, loanCode: row.loan_code, deliveries: deliveries.length };
  }

  const refusedForStep2 = { status: 200, code: STEP2_REQUIRED, data: null, message: text("partner_step2_required") };

  it("refuses to confirm a MobiFone applicant who skipped step 2 after the OTP, and confirms once it is accepted", async () => {
    const mobifone = await callerWithPhone("0901234567");
    const code = await readyDraft(t, mobifone);
    const created = await call<{ transactionId: string }>(t, "/api/v1/ticket/create", {
      caller: mobifone,
      json: ticketBody(code),
    });
    expect(created.code).toBe(200);
    const verified = await call(t, `/api/v1/ticket/${code}/verifyotp`, {
      caller: mobifone,
      json: { otp: await latestOtp(t, mobifone.phone), transactionId: created.data.transactionId },
    });
    expect(verified.code).toBe(200);

    // Straight to confirmation, as a client leaving out step 2 would: refused, nothing submitted or sent.
    expect(await confirm(code, mobifone)).toMatchObject(refusedForStep2);
    expect(await stored(code)).toEqual({ status: "contractPending", loanCode: null, deliveries: 0 });

    const accepted = await call<{ accepted: boolean; checked: boolean }>(
      t,
      `/api/v1/ticket/${code}/mobifone-ticket/step2`,
      { caller: mobifone, json: { transactionId: created.data.transactionId } },
    );
    expect(accepted).toMatchObject({ status: 200, code: 200, data: { accepted: true, checked: true } });
    const confirmed = await confirm(code, mobifone);
    expect(confirmed).toMatchObject({ status: 200, code: 200, data: { status: "submitted" } });
    expect(await stored(code)).toMatchObject({
      status: "submitted",
      loanCode: confirmed.data?.loanCode,
      deliveries: 1,
    });
  });

  it("refuses every MobiFone prefix without step 2", async () => {
    for (const prefix of ["089", "090", "093", "070", "076", "077", "078", "079"]) {
      const code = await awaitingConfirmation(`${prefix}7654321`);
      expect(await confirm(code), prefix).toMatchObject(refusedForStep2);
      expect((await stored(code)).status, prefix).toBe("contractPending");
    }
  });

  it("keeps refusing after the partner refused step 2, however often confirmation is asked", async () => {
    const code = await awaitingConfirmation("0931234000");
    expect(await step2(code)).toMatchObject({
      status: 200,
      data: { accepted: false, checked: true },
      message: text("partner_step2_refused"),
    });
    expect(await confirm(code)).toMatchObject(refusedForStep2);
    expect(await confirm(code)).toMatchObject(refusedForStep2);
    expect(await stored(code)).toEqual({ status: "contractPending", loanCode: null, deliveries: 0 });
  });

  it("refuses while the partner could not be asked, and confirms once it accepts", async () => {
    const code = await awaitingConfirmation("0771234567");
    await fetch(`${simUrl}/control`, { method: "POST", body: JSON.stringify({ mode: "fail" }) });
    try {
      expect(await step2(code)).toMatchObject({ status: 503, message: text("partner_unavailable") });
    } finally {
      await fetch(`${simUrl}/control`, { method: "POST", body: JSON.stringify({ mode: "normal" }) });
    }
    expect(await confirm(code)).toMatchObject(refusedForStep2);
    expect(await step2(code)).toMatchObject({ status: 200, data: { accepted: true, checked: true } });
    expect(await confirm(code)).toMatchObject({ status: 200, code: 200, data: { status: "submitted" } });
  });

  it("confirms numbers of other networks with or without step 2", async () => {
    for (const phone of ["0981234000", "0912345678", "0861234567", "0561234567"]) {
      const skipped = await awaitingConfirmation(phone);
      expect(await confirm(skipped), phone).toMatchObject({ status: 200, code: 200, data: { status: "submitted" } });
      const passed = await awaitingConfirmation(phone);
      expect(await step2(passed), phone).toMatchObject({ status: 200, data: { accepted: true, checked: false } });
      expect(await confirm(passed), phone).toMatchObject({ status: 200, code: 200 });
      expect(await stored(passed), phone).toMatchObject({ status: "submitted", deliveries: 1 });
    }
  });

  it("answers a second confirmation of a submitted MobiFone application as a wrong step, not as step 2", async () => {
    const code = await awaitingConfirmation("0899876543");
    await step2(code);
    expect((await confirm(code)).code).toBe(200);
    expect(await confirm(code)).toMatchObject({ code: 232, message: text("ticket_wrong_status") });
  });
});
