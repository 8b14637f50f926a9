import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import type { LeadDraft, LeadForm, Partner, ScoreInput } from "../../machines/lead-funnel/types";
import { DELAY } from "../../src/domain/constants";
import { stripSecrets } from "../../src/features/lead-funnel/funnel-persistence";
import { fakeTimersInEachTest } from "../support/machine-coverage";
import { answerSteps5to7, type Funnel, fillContact, settleScore, start, toStep3, toStep5 } from "./lead-funnel-driver";
import {
  CARDS,
  createFunnelFakes,
  EMAIL,
  FUNNEL_INPUT,
  fakeScore,
  NAME,
  NATIONAL_ID,
  PARTNERS,
  PASSWORD,
  PHONE,
  SPEC_EMPTY_FORM,
  TICKET,
} from "./lead-funnel-model";

/**
 * What Back and Reset leave in the lead form, what the calls are sent and what the OTP answer must carry,
 * written from SPEC.md section 3 (the lead form's fields and defaults: amount 10,000,000, month 6, score 5,
 * limit 0), section 4 "Lead form" (Back goes one step down and clears the answers from the step returned to
 * onward; back to step 4 or lower resets the score to 5 and the limit to 0, otherwise the score is
 * recomputed; steps 5-7 ask for a score update 0.2 s after a choice, step 8 starts the loading screen),
 * "Result by score" (below 44: regret), section 5 (the fields) and section 7 (the score and save calls).
 * Added for the survivors of the lead-funnel Stryker run on form.ts, finish.ts, setup.ts and machine.ts
 * (issue 21 item 6, docs/paths/mutants.md "lead-funnel: form, finish, setup, machine").
 */

fakeTimersInEachTest();

const CONTACT: Partial<LeadForm> = {
  phone: PHONE,
  email: EMAIL,
  agreeChecked: true,
  captchaResponse: "fake-captcha-payload",
};

/** Every field of step 2 touched (its messages showing), then the bot check passed again. */
function touchStep2(f: Funnel) {
  f.send({ type: "field.touch", field: "phone" });
  f.send({ type: "field.touch", field: "email" });
  f.send({ type: "captcha.expire" });
  f.send({ type: "captcha.verify", payload: "fake-captcha-payload" });
}

describe("a new funnel (SPEC 3 defaults)", () => {
  it("starts on step 1 with the default loan need, score 5, limit 0 and nothing else", () => {
    const f = start();
    expect(f.state().hasTag("step1")).toBe(true);
    expect(f.state().context).toStrictEqual({
      currentYear: FUNNEL_INPUT.currentYear,
      attribution: FUNNEL_INPUT.attribution,
      sourceUrl: FUNNEL_INPUT.sourceUrl,
      form: SPEC_EMPTY_FORM,
      touched: {},
      ticket: null,
      totalScore: 5,
      totalMoney: 0,
      scorePoints: null,
      account: null,
      notice: null,
      scoreNotice: null,
      blacklistMessage: "",
      partners: [],
      cards: [],
      applyProductId: null,
    });
  });
});

describe("Back clears the answers from the step returned to onward (SPEC 4)", () => {
  it("Back from step 2 to step 1 clears the loan need and every contact answer and message", () => {
    const f = start();
    f.send({ type: "amount.change", value: 40_000_000 });
    f.send({ type: "term.change", value: 24 });
    f.send({ type: "amount.confirmed" });
    fillContact(f);
    touchStep2(f);
    expect(f.state().context.touched).toEqual({ phone: true, email: true, agree: true, captcha: true });
    f.send({ type: "step.back" });
    expect(f.state().hasTag("step1")).toBe(true);
    // toStrictEqual: the form holds SPEC 3's fields and no others.
    expect(f.state().context.form).toStrictEqual(SPEC_EMPTY_FORM);
    expect(f.state().context.touched).toStrictEqual({});
  });

  it("Back from step 3 to step 2 clears the contact answers, their messages and the ticket, and keeps the loan need", async () => {
    const f = start();
    f.send({ type: "amount.change", value: 40_000_000 });
    f.send({ type: "amount.confirmed" });
    fillContact(f);
    touchStep2(f);
    f.send({ type: "contact.submitted" });
    await f.answer("checkPhone", { kind: "ok" });
    await f.answer("requestOtp", { kind: "ok", ticketCode: TICKET.ticketCode, transactionId: "tx-1", resendsLeft: 2 });
    expect(f.state().hasTag("step3")).toBe(true);
    f.send({ type: "step.back" });
    expect(f.state().hasTag("step2")).toBe(true);
    expect(f.state().context.form).toStrictEqual({ ...SPEC_EMPTY_FORM, amount: 40_000_000 });
    expect(f.state().context.touched).toStrictEqual({});
    expect(f.state().context.ticket).toBeNull();
    expect(f.state().can({ type: "contact.submitted" })).toBe(false);
  });

  it("Back from step 5 to step 4 clears the name and the ID and their messages, keeps step 2, and resets score, limit and points", async () => {
    const f = start();
    await toStep3(f);
    await f.answer("otp", { status: "verified", data: TICKET });
    f.send({ type: "name.change", value: NAME });
    f.send({ type: "nationalId.change", value: NATIONAL_ID });
    f.send({ type: "field.touch", field: "name" });
    f.send({ type: "field.touch", field: "nationalId" });
    f.send({ type: "identity.submitted" });
    await f.answer("checkIdentity", { kind: "ok" });
    const points = { income: 0, housing: 0, marital: 0, dependents: 0 };
    await f.answer("scoreIdentity", { kind: "ok", totalScore: 20, creditCardLimit: 3_000_000, points });
    expect(f.state().hasTag("step5")).toBe(true);
    expect(f.state().context).toMatchObject({ totalScore: 20, totalMoney: 3_000_000, scorePoints: points });
    f.send({ type: "step.back" });
    expect(f.state().hasTag("step4")).toBe(true);
    expect(f.state().context.form).toStrictEqual({ ...SPEC_EMPTY_FORM, ...CONTACT });
    expect(f.state().context.touched).toStrictEqual({ agree: true });
    expect(f.state().context).toMatchObject({ totalScore: 5, totalMoney: 0, scorePoints: null });
    expect(f.state().context.ticket).toMatchObject(TICKET);
    expect(f.state().can({ type: "identity.submitted" })).toBe(false);
  });

  it("Back to steps 5-7 does not reset the score: the bar keeps it until the recomputed one arrives", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "income.choose", value: "Trên 13 triệu" });
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE);
    const points = { income: 20, housing: 0, marital: 0, dependents: 0 };
    await f.answer("scoreUpdate", { kind: "ok", totalScore: 25, creditCardLimit: 10_000_000, points });
    f.send({ type: "housing.choose", value: "Nhà riêng" });
    await settleScore(f);
    f.send({ type: "step.back" });
    expect(f.state().hasTag("step6")).toBe(true);
    expect(f.state().hasTag("scoring")).toBe(true);
    expect(f.state().context).toMatchObject({ totalScore: 45, totalMoney: 10_000_000 });
    await settleScore(f);
    expect(f.state().context.totalScore).toBe(25);
    f.send({ type: "step.back" });
    expect(f.state().hasTag("step5")).toBe(true);
    expect(f.state().context).toMatchObject({ totalScore: 25, totalMoney: 10_000_000 });
    expect(f.state().context.form).toStrictEqual({
      ...SPEC_EMPTY_FORM,
      ...CONTACT,
      name: NAME,
      nationalId: NATIONAL_ID,
    });
  });
});

describe("Back to step 4 drops a waiting score update (SPEC 4: back to step 4 or lower resets the score to 5)", () => {
  it("Back to step 5 asks for an update; Back again to step 4 before it is sent: no update is sent and the score stays 5", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "income.choose", value: "Trên 13 triệu" });
    await settleScore(f);
    const before = f.scoreCalls().length;
    f.send({ type: "step.back" });
    expect(f.state().hasTag("step5")).toBe(true);
    expect(f.state().hasTag("scoring")).toBe(true);
    f.send({ type: "step.back" });
    expect(f.state().hasTag("step4")).toBe(true);
    expect(f.state().hasTag("scoring")).toBe(false);
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE * 2);
    expect(f.fakes.isPending("scoreUpdate")).toBe(false);
    expect(f.scoreCalls()).toHaveLength(before);
    expect(f.state().context).toMatchObject({ totalScore: 5, totalMoney: 0 });
  });
});

describe("the calls are sent the trimmed full name (SPEC 5 full name, SPEC 7 score and save-hub-log)", () => {
  it("a name typed with spaces around it is sent trimmed to every score call and in the lead record", async () => {
    const f = start();
    await toStep3(f);
    await f.answer("otp", { status: "verified", data: TICKET });
    f.send({ type: "name.change", value: `  ${NAME} ` });
    f.send({ type: "nationalId.change", value: NATIONAL_ID });
    f.send({ type: "identity.submitted" });
    await f.answer("checkIdentity", { kind: "ok" });
    expect((f.inputOf("scoreIdentity") as ScoreInput).name).toBe(NAME);
    await f.answer("scoreIdentity", { kind: "ok", totalScore: 20, creditCardLimit: 0 });
    f.send({ type: "income.choose", value: "Trên 13 triệu" });
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE);
    expect((f.inputOf("scoreUpdate") as ScoreInput).name).toBe(NAME);
    await f.answer("scoreUpdate", fakeScore(f.inputOf("scoreUpdate") as ScoreInput));
    f.send({ type: "housing.choose", value: "Nhà riêng" });
    await settleScore(f);
    f.send({ type: "marital.choose", value: "Đã kết hôn" });
    await settleScore(f);
    f.send({ type: "dependents.choose", value: "Không có" });
    expect((f.inputOf("scoreFinal") as ScoreInput).name).toBe(NAME);
    await f.answer("scoreFinal", fakeScore(f.inputOf("scoreFinal") as ScoreInput));
    expect((f.inputOf("saveLead") as LeadDraft).name).toBe(NAME);
  });
});

describe("step 8 (SPEC 4: its choice starts the loading screen, no score update)", () => {
  it("a step-8 choice made while the step-7 update waits drops that update: the final score is the only call", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "income.choose", value: "Trên 13 triệu" });
    await settleScore(f);
    f.send({ type: "housing.choose", value: "Nhà riêng" });
    await settleScore(f);
    const before = f.scoreCalls().length;
    f.send({ type: "marital.choose", value: "Đã kết hôn" });
    f.send({ type: "dependents.choose", value: "Không có" });
    expect(f.state().hasTag("loading")).toBe(true);
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE * 2);
    expect(f.fakes.isPending("scoreUpdate")).toBe(false);
    expect(
      f
        .scoreCalls()
        .slice(before)
        .map((call) => call.step),
    ).toEqual([4]);
    expect(f.state().hasTag("scoring")).toBe(false);
  });
});

describe("the OTP answer must carry the ticket code and its token (SPEC 4 step 3 to 4, SPEC 6 ticket holders)", () => {
  it.each([
    ["no token", { ticketCode: TICKET.ticketCode }],
    ["no ticket code", { ticketToken: TICKET.ticketToken }],
    ["a ticket code that is not text", { ticketCode: 7, ticketToken: TICKET.ticketToken }],
    ["a token that is not text", { ticketCode: TICKET.ticketCode, ticketToken: 7 }],
    ["text instead of the ticket", "LOAN-1"],
    ["nothing", undefined],
  ])("a verified answer with %s does not open step 4", async (_label, data) => {
    const f = start();
    await toStep3(f);
    await f.answer("otp", { status: "verified", data });
    expect(f.state().status).toBe("active");
    expect(f.state().hasTag("step4")).toBe(false);
    expect(f.state().context.ticket?.ticketToken ?? null).toBeNull();
  });
});

describe("the result's product (SPEC 4 Result by score: below 44 is a regret)", () => {
  it("below 44 no product is offered, even from a partner whose own minimum is lower", async () => {
    const low: Partner[] = [{ name: "Low Credit", minScore: 30, maxAmount: 50_000_000 }];
    const f = start();
    await toStep5(f);
    await answerSteps5to7(f);
    f.send({ type: "dependents.choose", value: "Không có" });
    await f.answer("scoreFinal", { kind: "ok", totalScore: 40, creditCardLimit: 0, userName: PHONE, password: "t1" });
    await f.answer("saveLead", { kind: "ok" });
    await f.answer("partners", low);
    await f.answer("resultCards", CARDS);
    await vi.advanceTimersByTimeAsync(DELAY.LOADING);
    expect(f.state().hasTag("result")).toBe(true);
    expect(f.inputOf("applyProduct")).toEqual({ partnerName: null });
    const g = start();
    await toStep5(g);
    await answerSteps5to7(g);
    g.send({ type: "dependents.choose", value: "Không có" });
    await g.answer("scoreFinal", { kind: "ok", totalScore: 44, creditCardLimit: 0, userName: PHONE, password: "t1" });
    await g.answer("saveLead", { kind: "ok" });
    await g.answer("partners", low);
    await g.answer("resultCards", CARDS);
    await vi.advanceTimersByTimeAsync(DELAY.LOADING);
    expect(g.inputOf("applyProduct")).toEqual({ partnerName: "Low Credit" });
  });
});

describe("'Tiếp tục' on steps 2 and 4 only when every field of the step is valid (SPEC 5)", () => {
  it("step 2: a valid phone, e-mail and bot check without the consent ticked cannot go on", () => {
    const f = start();
    f.send({ type: "amount.confirmed" });
    fillContact(f);
    expect(f.state().can({ type: "contact.submitted" })).toBe(true);
    f.send({ type: "agree.change", checked: false });
    expect(f.state().can({ type: "contact.submitted" })).toBe(false);
    f.send({ type: "contact.submitted" });
    expect(f.fakes.isPending("checkPhone")).toBe(false);
  });

  it("step 4: a valid ID with an empty or invalid full name cannot go on", async () => {
    const f = start();
    await toStep3(f);
    await f.answer("otp", { status: "verified", data: TICKET });
    f.send({ type: "nationalId.change", value: NATIONAL_ID });
    expect(f.state().can({ type: "identity.submitted" })).toBe(false);
    f.send({ type: "name.change", value: "Nguyen 2" });
    expect(f.state().can({ type: "identity.submitted" })).toBe(false);
    f.send({ type: "identity.submitted" });
    expect(f.fakes.isPending("checkIdentity")).toBe(false);
    f.send({ type: "name.change", value: NAME });
    expect(f.state().can({ type: "identity.submitted" })).toBe(true);
  });
});

describe("a funnel restored after a reload on the result screen (secrets are not stored)", () => {
  it("without the temporary password the new password cannot be saved; with it, it can", async () => {
    const f = start();
    await toStep5(f);
    await answerSteps5to7(f);
    f.send({ type: "dependents.choose", value: "Không có" });
    await f.answer("scoreFinal", { kind: "ok", totalScore: 82, creditCardLimit: 0, userName: PHONE, password: "t1" });
    await f.answer("saveLead", { kind: "ok" });
    await f.answer("partners", PARTNERS);
    await f.answer("resultCards", CARDS);
    await vi.advanceTimersByTimeAsync(DELAY.LOADING);
    expect(f.state().hasTag("result")).toBe(true);
    const persisted = f.actor.getPersistedSnapshot();
    const restore = (snapshot: typeof persisted) => {
      const actor = createActor(createFunnelFakes().machine, { snapshot, input: FUNNEL_INPUT });
      actor.start();
      actor.send({ type: "password.change", value: PASSWORD });
      actor.send({ type: "passwordConfirm.change", value: PASSWORD });
      return actor.getSnapshot();
    };
    const stored = restore(stripSecrets(persisted));
    expect(stored.hasTag("result")).toBe(true);
    expect(stored.context.account).toEqual({ username: PHONE, passwordDefault: null });
    expect(stored.can({ type: "password.submit" })).toBe(false);
    expect(restore(persisted).can({ type: "password.submit" })).toBe(true);
  });
});
