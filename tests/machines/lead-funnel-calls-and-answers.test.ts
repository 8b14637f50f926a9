import { describe, expect, it, vi } from "vitest";
import type { LeadDraft, ScoreResult } from "../../machines/lead-funnel/types";
import { DELAY } from "../../src/domain/constants";
import { fakeTimersInEachTest, flush } from "../support/machine-coverage";
import { answerSteps5to7, type Funnel, fillContact, settleScore, start, toStep3, toStep5 } from "./lead-funnel-driver";
import {
  CARDS,
  EMAIL,
  FUNNEL_INPUT,
  NAME,
  NATIONAL_ID,
  PARTNERS,
  PASSWORD,
  PHONE,
  SPEC_EMPTY_FORM,
  TICKET,
} from "./lead-funnel-model";

/**
 * Behaviour the path catalogue does not reach (its shortest paths take each transition once, with one
 * answer each), written from SPEC.md section 2 "Home lead form" and popups, section 4 "Lead form" and
 * "Result by score", section 7 "Lead funnel" (the calls and their answers) and section 8 (messages);
 * added for the mutants that survived Stryker (issue 21 item 6, docs/paths/mutants.md "lead-funnel").
 */

fakeTimersInEachTest();

const network = new Error("Không thể kết nối đến máy chủ.");

async function toStep2Submitted(f: Funnel) {
  f.send({ type: "amount.confirmed" });
  fillContact(f);
  f.send({ type: "contact.submitted" });
}

async function toStep4(f: Funnel) {
  await toStep3(f);
  await f.answer("otp", { status: "verified", data: TICKET });
}

async function submitIdentity(f: Funnel, name = NAME, nationalId = NATIONAL_ID) {
  await toStep4(f);
  f.send({ type: "name.change", value: name });
  f.send({ type: "nationalId.change", value: nationalId });
  f.send({ type: "identity.submitted" });
}

/** Steps 5-7 answered (each update settled), then the step 8 choice: the loading screen. */
async function toLoading(f: Funnel, nationalId = NATIONAL_ID) {
  await toStep5(f, nationalId);
  await answerSteps5to7(f);
  f.send({ type: "dependents.choose", value: "Không có" });
}

type OkScore = Extract<ScoreResult, { kind: "ok" }>;
const finalScore = (totalScore: number, extra: Partial<OkScore> = {}): OkScore => ({
  kind: "ok",
  totalScore,
  creditCardLimit: 20_000_000,
  userName: PHONE,
  password: "tam-thoi-1",
  ...extra,
});

async function toResult(f: Funnel, score: ScoreResult = finalScore(82)) {
  await toLoading(f);
  await f.answer("scoreFinal", score);
  await f.answer("saveLead", { kind: "ok" });
  await f.answer("partners", PARTNERS);
  await f.answer("resultCards", CARDS);
  await vi.advanceTimersByTimeAsync(DELAY.LOADING);
}

describe("step 2: the phone check and the OTP request (SPEC 7 validatephone, apply)", () => {
  it("the e-mail is optional: without one the checks are sent an empty e-mail", async () => {
    const f = start();
    f.send({ type: "amount.confirmed" });
    fillContact(f);
    f.send({ type: "email.change", value: "" });
    f.send({ type: "contact.submitted" });
    expect(f.inputOf("checkPhone")).toEqual({ mobile: PHONE, email: "" });
    await f.answer("checkPhone", { kind: "ok" });
    expect(f.inputOf("requestOtp")).toMatchObject({ email: "", mobile: PHONE });
  });

  it("a refused phone check shows the server's message in a popup that stays on step 2", async () => {
    const f = start();
    await toStep2Submitted(f);
    await f.answer("checkPhone", { kind: "failed", message: "  Hệ thống đang bận.  " });
    expect(f.state().hasTag("popup")).toBe(true);
    expect(f.state().context.notice).toEqual({ text: "Hệ thống đang bận." });
    expect(f.fakes.isPending("requestOtp")).toBe(false);
    f.send({ type: "popup.close" });
    expect(f.state().hasTag("step2")).toBe(true);
    expect(f.state().context.notice).toBeNull();
    expect(f.state().can({ type: "contact.submitted" })).toBe(true);
  });

  it("a refusal without a message shows the general error; a failed phone check the error's text", async () => {
    const f = start();
    await toStep2Submitted(f);
    await f.answer("checkPhone", { kind: "failed", message: "" });
    expect(f.state().context.notice).toEqual({ key: "normal_error" });
    const g = start();
    await toStep2Submitted(g);
    g.fakes.reject("checkPhone", network);
    await flush();
    expect(g.state().hasTag("popup")).toBe(true);
    expect(g.state().context.notice).toEqual({ text: network.message });
    g.send({ type: "popup.close" });
    expect(g.state().hasTag("step2")).toBe(true);
  });

  it("a thrown value that is not an error shows the general error", async () => {
    const f = start();
    await toStep2Submitted(f);
    f.fakes.reject("checkPhone", "boom");
    await flush();
    expect(f.state().context.notice).toEqual({ key: "normal_error" });
  });

  it("a refused OTP request (not 203) shows its message and the bot check starts over", async () => {
    const f = start();
    await toStep2Submitted(f);
    await f.answer("checkPhone", { kind: "ok" });
    await f.answer("requestOtp", { kind: "failed", message: "Không gửi được OTP." });
    expect(f.state().context.notice).toEqual({ text: "Không gửi được OTP." });
    expect(f.state().context.form.captchaResponse).toBe("");
    f.send({ type: "popup.close" });
    expect(f.state().hasTag("step2")).toBe(true);
    expect(f.goHome).not.toHaveBeenCalled();
    expect(f.state().can({ type: "contact.submitted" })).toBe(false);
  });

  it("a 203 on the OTP request also starts the bot check over, and its popup goes home with everything cleared", async () => {
    const f = start();
    f.send({ type: "amount.change", value: 40_000_000 });
    await toStep2Submitted(f);
    await f.answer("checkPhone", { kind: "ok" });
    await f.answer("requestOtp", { kind: "limit", message: "Quá số lần gửi OTP." });
    expect(f.state().context.form.captchaResponse).toBe("");
    f.send({ type: "popup.close" });
    expect(f.state().hasTag("step1")).toBe(true);
    expect(f.state().context.form).toMatchObject({ amount: 10_000_000, phone: "", email: "", agreeChecked: false });
    expect(f.state().context.notice).toBeNull();
  });

  it("the ticket opened by the OTP request is the one step 3 verifies", async () => {
    const f = start();
    await toStep3(f);
    expect(f.state().context.ticket).toEqual({
      ticketCode: TICKET.ticketCode,
      transactionId: "tx-1",
      resendsLeft: 2,
      ticketToken: null,
    });
  });
});

describe("step 3: the OTP", () => {
  it("Back returns to step 2 with its answers cleared (phone, e-mail, consent, bot check)", async () => {
    const f = start();
    await toStep3(f);
    f.send({ type: "field.touch", field: "phone" });
    f.send({ type: "step.back" });
    expect(f.state().hasTag("step2")).toBe(true);
    expect(f.state().context.form).toMatchObject({ phone: "", email: "", agreeChecked: false, captchaResponse: "" });
    expect(f.state().context.touched).toEqual({});
    expect(f.state().context.ticket).toBeNull();
  });

  it("a verified answer without a ticket token does not open step 4", async () => {
    const f = start();
    await toStep3(f);
    await f.answer("otp", { status: "verified", data: { ticketCode: TICKET.ticketCode, ticketToken: "" } });
    expect(f.state().hasTag("step4")).toBe(false);
    const g = start();
    await toStep3(g);
    await g.answer("otp", { status: "verified", data: null });
    expect(g.state().hasTag("step4")).toBe(false);
  });

  it("verified: step 4 with the token, and the OTP verified is tracked (status 4)", async () => {
    const f = start();
    await toStep4(f);
    expect(f.state().context.ticket).toEqual({ ...TICKET, transactionId: "tx-1", resendsLeft: 2 });
    expect(f.tracked).toEqual([2, 3, 4]);
  });

  it("abandoned: home with the form cleared", async () => {
    const f = start();
    await toStep3(f);
    await f.answer("otp", { status: "abandoned", destination: "home" });
    expect(f.state().hasTag("step1")).toBe(true);
    expect(f.state().context).toMatchObject({ ticket: null, form: { phone: "", captchaResponse: "" } });
    expect(f.goHome).toHaveBeenCalledTimes(1);
  });

  it("an OTP step that fails shows the error on step 2 and the bot check starts over", async () => {
    const f = start();
    await toStep3(f);
    f.fakes.reject("otp", network);
    await flush();
    expect(f.state().hasTag("step2")).toBe(true);
    expect(f.state().hasTag("popup")).toBe(true);
    expect(f.state().context.notice).toEqual({ text: network.message });
    expect(f.state().context.form.captchaResponse).toBe("");
  });
});

describe("step 4: the identity check and the first score (SPEC 4, 7 validateIdcard)", () => {
  it("sends the ticket's token, the trimmed name and the national ID to the identity check", async () => {
    const f = start();
    await submitIdentity(f, `${NAME} `);
    expect(f.inputOf("checkIdentity")).toEqual({
      ticketToken: TICKET.ticketToken,
      name: NAME,
      identityNo: NATIONAL_ID,
    });
  });

  it("does nothing on 'Tiếp tục' while the name or the ID is invalid", async () => {
    const f = start();
    await submitIdentity(f, NAME, "0010900001");
    expect(f.state().hasTag("step4")).toBe(true);
    expect(f.state().hasTag("busy")).toBe(false);
    expect(f.state().hasTag("popup")).toBe(false);
    expect(f.fakes.isPending("checkIdentity")).toBe(false);
  });

  it("an age outside 18-60 shows not_valid_age and closing it returns to the form", async () => {
    const f = start();
    await submitIdentity(f, NAME, "001210000123");
    expect(f.state().context.notice).toEqual({ key: "not_valid_age" });
    expect(f.fakes.isPending("checkIdentity")).toBe(false);
    f.send({ type: "popup.close" });
    expect(f.state().hasTag("popup")).toBe(false);
    expect(f.state().context.notice).toBeNull();
    f.send({ type: "nationalId.change", value: NATIONAL_ID });
    f.send({ type: "identity.submitted" });
    expect(f.fakes.isPending("checkIdentity")).toBe(true);
  });

  it("a blacklisted ID shows the server's reason on the blacklist screen, with six cards", async () => {
    const f = start();
    await submitIdentity(f);
    await f.answer("checkIdentity", { kind: "blacklisted", message: "Không đủ điều kiện." });
    expect(f.state().context.blacklistMessage).toBe("Không đủ điều kiện.");
    expect(f.fakes.isPending("scoreIdentity")).toBe(false);
    expect(f.inputOf("blacklistCards")).toEqual({ count: 6 });
    f.fakes.reject("blacklistCards", network);
    await flush();
    expect(f.state().context.cards).toEqual([]);
  });

  it("a refused identity check shows its message and closing returns to step 4; an error shows its text", async () => {
    const f = start();
    await submitIdentity(f);
    await f.answer("checkIdentity", { kind: "failed", message: "CCCD không hợp lệ." });
    expect(f.state().hasTag("popup")).toBe(true);
    expect(f.state().context.notice).toEqual({ text: "CCCD không hợp lệ." });
    expect(f.fakes.isPending("scoreIdentity")).toBe(false);
    f.send({ type: "popup.close" });
    expect(f.state().hasTag("step4")).toBe(true);
    expect(f.state().hasTag("popup")).toBe(false);
    const g = start();
    await submitIdentity(g);
    g.fakes.reject("checkIdentity", network);
    await flush();
    expect(g.state().hasTag("popup")).toBe(true);
    expect(g.state().context.notice).toEqual({ text: network.message });
  });

  it("the first score call carries the ticket and step 1, and its answer fills the score bar", async () => {
    const f = start();
    await submitIdentity(f);
    await f.answer("checkIdentity", { kind: "ok" });
    expect(f.inputOf("scoreIdentity")).toEqual({
      ticketCode: TICKET.ticketCode,
      ticketToken: TICKET.ticketToken,
      step: 1,
      name: NAME,
      identityNo: NATIONAL_ID,
      answers: { income: null, housing: null, marital: null, dependents: null },
    });
    const points = { income: 0, housing: 0, marital: 0, dependents: 0 };
    await f.answer("scoreIdentity", { kind: "ok", totalScore: 23, creditCardLimit: 5_000_000, points });
    expect(f.state().hasTag("step5")).toBe(true);
    expect(f.state().context).toMatchObject({ totalScore: 23, totalMoney: 5_000_000, scorePoints: points });
    expect(f.tracked).toEqual([2, 3, 4, 5]);
  });

  it("a first score call that fails (refused or thrown) still opens step 5 with 5, its popup, and the name tracked", async () => {
    const f = start();
    await submitIdentity(f);
    await f.answer("checkIdentity", { kind: "ok" });
    await f.answer("scoreIdentity", { kind: "failed", message: "" });
    expect(f.state().hasTag("step5")).toBe(true);
    expect(f.state().context).toMatchObject({ totalScore: 5, totalMoney: 0, scoreNotice: { key: "normal_error" } });
    expect(f.tracked).toEqual([2, 3, 4, 5]);
    const g = start();
    await submitIdentity(g);
    await g.answer("checkIdentity", { kind: "ok" });
    g.fakes.reject("scoreIdentity", network);
    await flush();
    expect(g.state().hasTag("step5")).toBe(true);
    expect(g.state().hasTag("scoreNotice")).toBe(true);
    expect(g.state().context).toMatchObject({ totalScore: 5, scoreNotice: { text: network.message } });
    expect(g.tracked).toEqual([2, 3, 4, 5]);
  });
});

describe("steps 5-8: the score update (SPEC 4, 0.2 s after a choice)", () => {
  it("the update carries the ticket, step 1, the name and ID and the answers; its answer sets the bar", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "income.choose", value: "7 - 10 triệu" });
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE);
    expect(f.inputOf("scoreUpdate")).toEqual({
      ticketCode: TICKET.ticketCode,
      ticketToken: TICKET.ticketToken,
      step: 1,
      name: NAME,
      identityNo: NATIONAL_ID,
      answers: { income: "7 - 10 triệu", housing: null, marital: null, dependents: null },
    });
    await f.answer("scoreUpdate", { kind: "ok", totalScore: 31, creditCardLimit: 7_000_000 });
    expect(f.state().context).toMatchObject({ totalScore: 31, totalMoney: 7_000_000, scorePoints: null });
    expect(f.state().hasTag("scoring")).toBe(false);
  });

  it("a choice while an update is in flight asks again 0.2 s later with every answer", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "income.choose", value: "7 - 10 triệu" });
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE);
    expect(f.fakes.isPending("scoreUpdate")).toBe(true);
    f.send({ type: "housing.choose", value: "Nhà thuê" });
    expect(f.fakes.isPending("scoreUpdate")).toBe(true);
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE);
    expect(f.inputOf("scoreUpdate")).toMatchObject({ answers: { income: "7 - 10 triệu", housing: "Nhà thuê" } });
    expect(f.scoreCalls().filter((call) => call.answers.housing === "Nhà thuê")).toHaveLength(1);
  });

  it("a refused update sets the score to 5 and shows the server's message; closing clears it", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "income.choose", value: "7 - 10 triệu" });
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE);
    await f.answer("scoreUpdate", { kind: "failed", message: "Không chấm được điểm." });
    expect(f.state().hasTag("scoreNotice")).toBe(true);
    expect(f.state().context).toMatchObject({
      totalScore: 5,
      totalMoney: 0,
      scoreNotice: { text: "Không chấm được điểm." },
    });
    f.send({ type: "scoreNotice.close" });
    expect(f.state().context.scoreNotice).toBeNull();
    expect(f.state().hasTag("step6")).toBe(true);
  });

  it("Back on steps 6-8 goes one step down, clears that step's answer and asks for the score again", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "income.choose", value: "7 - 10 triệu" });
    await settleScore(f);
    f.send({ type: "housing.choose", value: "Nhà thuê" });
    await settleScore(f);
    f.send({ type: "marital.choose", value: "Độc thân" });
    await settleScore(f);
    f.send({ type: "step.back" });
    expect(f.state().hasTag("step7")).toBe(true);
    expect(f.state().context.form).toMatchObject({ houseOwnership: "Nhà thuê", maritalStatus: null });
    expect(f.state().hasTag("scoring")).toBe(true);
    await settleScore(f);
    f.send({ type: "step.back" });
    expect(f.state().hasTag("step6")).toBe(true);
    expect(f.state().context.form).toMatchObject({ income: "7 - 10 triệu", houseOwnership: null });
    expect(f.state().hasTag("scoring")).toBe(true);
    await settleScore(f);
    f.send({ type: "step.back" });
    expect(f.state().hasTag("step5")).toBe(true);
    expect(f.state().context.form.income).toBeNull();
    expect(f.state().hasTag("scoring")).toBe(true);
    expect(f.state().context.ticket).toMatchObject(TICKET);
  });

  it("Back from step 4's successor keeps the ticket, and Back to step 1 puts the loan need back to its defaults", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "step.back" });
    expect(f.state().context.ticket).toMatchObject(TICKET);
    const g = start();
    g.send({ type: "amount.change", value: 50_000_000 });
    g.send({ type: "term.change", value: 24 });
    g.send({ type: "amount.confirmed" });
    g.send({ type: "step.back" });
    expect(g.state().hasTag("step1")).toBe(true);
    expect(g.state().context.form).toMatchObject({ amount: 10_000_000, month: 6 });
  });

  it("Reset while an update waits drops it", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "income.choose", value: "7 - 10 triệu" });
    f.send({ type: "funnel.reset" });
    expect(f.state().hasTag("scoring")).toBe(false);
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE * 2);
    expect(f.fakes.isPending("scoreUpdate")).toBe(false);
  });
});

describe("loading and result (SPEC 2, 4 Result by score, 7 score step 4, save-hub-log)", () => {
  it("the final call is step 4 with every answer; no update is pending while loading", async () => {
    const f = start();
    await toLoading(f);
    expect(f.inputOf("scoreFinal")).toEqual({
      ticketCode: TICKET.ticketCode,
      ticketToken: TICKET.ticketToken,
      step: 4,
      name: NAME,
      identityNo: NATIONAL_ID,
      answers: { income: "Trên 13 triệu", housing: "Nhà riêng", marital: "Đã kết hôn", dependents: "Không có" },
    });
    expect(f.state().hasTag("scoring")).toBe(false);
    expect(f.tracked).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("a failed final score still saves the lead, with 5, and shows the score popup", async () => {
    const f = start();
    await toLoading(f);
    await f.answer("scoreFinal", { kind: "failed", message: "Lỗi chấm điểm" });
    expect(f.state().context).toMatchObject({ totalScore: 5, scoreNotice: { text: "Lỗi chấm điểm" }, account: null });
    expect((f.inputOf("saveLead") as LeadDraft).score).toBe(5);
    const g = start();
    await toLoading(g);
    g.fakes.reject("scoreFinal", network);
    await flush();
    expect(g.state().context).toMatchObject({ totalScore: 5, totalMoney: 0, scoreNotice: { text: network.message } });
    expect(g.fakes.isPending("saveLead")).toBe(true);
  });

  it("the account's user name falls back to the phone; without a temporary password no account", async () => {
    const f = start();
    await toLoading(f);
    await f.answer("scoreFinal", finalScore(70, { userName: undefined }));
    expect(f.state().context.account).toEqual({ username: PHONE, passwordDefault: "tam-thoi-1" });
    expect(f.state().context).toMatchObject({ totalScore: 70, totalMoney: 20_000_000 });
    const g = start();
    await toLoading(g);
    await g.answer("scoreFinal", finalScore(70, { password: undefined }));
    expect(g.state().context.account).toBeNull();
  });

  it("the lead record: a woman's ID gives 'Nữ' and her birth year; no source or attribution gives empty ones", async () => {
    const f = start({ currentYear: 2026 });
    await toLoading(f, "001195000123");
    await f.answer("scoreFinal", finalScore(60));
    expect(f.inputOf("saveLead")).toMatchObject({
      gender: "Nữ",
      birthYear: 1995,
      nationalId: "001195000123",
      income: "Trên 13 triệu",
      email: EMAIL,
      sourceUrl: "",
      attribution: {},
      score: 60,
    });
  });

  it("a save that throws shows the error's text and closing retries it", async () => {
    const f = start();
    await toLoading(f);
    await f.answer("scoreFinal", finalScore(60));
    f.fakes.reject("saveLead", network);
    await flush();
    expect(f.state().hasTag("popup")).toBe(true);
    expect(f.state().context.notice).toEqual({ text: network.message });
    f.send({ type: "popup.close" });
    expect(f.state().context.notice).toBeNull();
    expect(f.fakes.isPending("saveLead")).toBe(true);
  });

  it("waits for the 3 s, the save and the offers before the result", async () => {
    const f = start();
    await toLoading(f);
    await f.answer("scoreFinal", finalScore(60));
    await f.answer("saveLead", { kind: "ok" });
    await vi.advanceTimersByTimeAsync(DELAY.LOADING);
    expect(f.state().hasTag("loading")).toBe(true);
    f.fakes.reject("partners", network);
    await flush();
    expect(f.state().hasTag("loading")).toBe(true);
    expect(f.inputOf("resultCards")).toEqual({ count: 3, ticket: TICKET });
    f.fakes.reject("resultCards", network);
    await flush();
    expect(f.state().hasTag("result")).toBe(true);
    expect(f.state().context).toMatchObject({ partners: [], cards: [] });
  });

  it("the 3 s are a minimum: offers and save done early still wait for them", async () => {
    const f = start();
    await toLoading(f);
    await f.answer("scoreFinal", finalScore(60));
    await f.answer("saveLead", { kind: "ok" });
    await f.answer("partners", PARTNERS);
    await f.answer("resultCards", CARDS);
    await vi.advanceTimersByTimeAsync(DELAY.LOADING - 1);
    expect(f.state().hasTag("loading")).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.state().hasTag("result")).toBe(true);
    expect(f.state().context).toMatchObject({ partners: PARTNERS, cards: CARDS });
  });

  it.each([
    [82, "FE Credit"],
    [58, "FE Credit"],
    [57, "Home Credit"],
    [44, "Home Credit"],
    [43, null],
  ])("at a final score of %s the result offers the product of %s", async (score, partnerName) => {
    const f = start();
    await toResult(f, finalScore(score));
    expect(f.inputOf("applyProduct")).toEqual({ partnerName });
  });

  it("the offered product is kept for 'Đăng ký khoản vay ngay'; a failed lookup leaves no product", async () => {
    const f = start();
    await toResult(f);
    await f.answer("applyProduct", 7);
    expect(f.state().context.applyProductId).toBe(7);
    const g = start();
    await toResult(g);
    g.fakes.reject("applyProduct", network);
    await flush();
    expect(g.state().context.applyProductId).toBeNull();
  });

  it("the new password: a refusal shows its message, an error its text; closing returns to the form", async () => {
    const f = start();
    await toResult(f);
    f.send({ type: "password.change", value: PASSWORD });
    f.send({ type: "passwordConfirm.change", value: PASSWORD });
    f.send({ type: "password.submit" });
    await f.answer("setPassword", { kind: "failed", message: "Mật khẩu cũ không đúng." });
    expect(f.state().context.notice).toEqual({ text: "Mật khẩu cũ không đúng." });
    expect(f.goToLogin).not.toHaveBeenCalled();
    f.send({ type: "popup.close" });
    expect(f.state().context.notice).toBeNull();
    f.send({ type: "password.submit" });
    f.fakes.reject("setPassword", network);
    await flush();
    expect(f.state().hasTag("popup")).toBe(true);
    expect(f.state().context.notice).toEqual({ text: network.message });
    expect(f.state().hasTag("result")).toBe(true);
  });

  it("a password shorter than 6 cannot be saved, nor one without a temporary password from the final score", async () => {
    const f = start();
    await toResult(f);
    f.send({ type: "password.change", value: "abc12" });
    f.send({ type: "passwordConfirm.change", value: "abc12" });
    expect(f.state().can({ type: "password.submit" })).toBe(false);
    const g = start();
    await toResult(g, finalScore(82, { password: undefined }));
    g.send({ type: "password.change", value: PASSWORD });
    g.send({ type: "passwordConfirm.change", value: PASSWORD });
    expect(g.state().can({ type: "password.submit" })).toBe(false);
  });
});

describe("Reset (SPEC 4: step 1, form cleared, bot check reset)", () => {
  it("clears everything a visitor left: answers, touched fields, ticket, score, account, popups, offers", async () => {
    const f = start();
    await toResult(f);
    await f.answer("applyProduct", 7);
    f.send({ type: "field.touch", field: "password" });
    f.send({ type: "password.change", value: PASSWORD });
    f.send({ type: "funnel.reset" });
    expect(f.state().hasTag("step1")).toBe(true);
    expect(f.state().context).toEqual({
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

  it("from the blacklist screen, clears the reason and the cards", async () => {
    const f = start();
    await toStep2Submitted(f);
    await f.answer("checkPhone", { kind: "blacklisted", message: "Không đủ điều kiện." });
    await f.answer("blacklistCards", CARDS);
    f.send({ type: "funnel.reset" });
    expect(f.state().context).toMatchObject({ blacklistMessage: "", cards: [], form: { phone: "" } });
    expect(f.goHome).toHaveBeenCalledTimes(1);
  });
});

describe("touched fields (their messages show once touched)", () => {
  it("consent and an expired bot check count as touched; a touch event marks its field", () => {
    const f = start();
    f.send({ type: "amount.confirmed" });
    f.send({ type: "field.touch", field: "email" });
    expect(f.state().context.touched).toEqual({ email: true });
    f.send({ type: "agree.change", checked: false });
    expect(f.state().context.touched).toEqual({ email: true, agree: true });
    f.send({ type: "captcha.verify", payload: "p" });
    f.send({ type: "captcha.expire" });
    expect(f.state().context.touched).toEqual({ email: true, agree: true, captcha: true });
    expect(f.state().context.form.captchaResponse).toBe("");
  });

  it("keeps only the digits of the phone, 10 at most", async () => {
    const f = start();
    f.send({ type: "amount.confirmed" });
    f.send({ type: "phone.change", value: "09a12 345 678 99" });
    expect(f.state().context.form.phone).toBe("0912345678");
  });
});
