import { describe, expect, it, vi } from "vitest";
import {
  type LeadFunnelSnapshot,
  selectBusy,
  selectCanBack,
  selectCanSubmitPassword,
  selectCanSubmitStep,
  selectContext,
  selectOtpChild,
  selectPasswordSaving,
  selectPopup,
  selectScoreNotice,
  selectScoring,
} from "../../machines/lead-funnel/selectors";
import type { ScoreInput } from "../../machines/lead-funnel/types";
import { DELAY } from "../../src/domain/constants";
import { fakeTimersInEachTest, flush } from "../support/machine-coverage";
import { answerSteps5to7, type Funnel, fillContact, settleScore, start, toStep3, toStep5 } from "./lead-funnel-driver";
import { CARDS, EMAIL, fakeScore, NAME, NATIONAL_ID, PARTNERS, PASSWORD, PHONE, TICKET } from "./lead-funnel-model";

/**
 * What the home lead form's screen is told in each state (SPEC.md section 2 "Home lead form": Back on
 * steps 2-3 and 5-8, not on step 4 nor while loading; 'Tiếp tục' on steps below 5, enabled only when the
 * step's fields are valid; section 2 popups; section 4 the score update 0.2 s after a choice and its failure
 * popup; section 5 the result screen's new password). Written for the selectors and the mutants that
 * survived Stryker (issue 21 item 6, docs/paths/mutants.md "lead-funnel").
 */

fakeTimersInEachTest();

interface Reads {
  busy: boolean;
  popup: boolean;
  scoreNotice: boolean;
  scoring: boolean;
  passwordSaving: boolean;
  back: boolean;
  next: boolean;
  submitPassword: boolean;
  otp: boolean;
}

/** Every read of the screen at once; `otp` is whether the OTP panel has its machine to show. */
function reads(snapshot: LeadFunnelSnapshot): Reads {
  return {
    busy: selectBusy(snapshot),
    popup: selectPopup(snapshot),
    scoreNotice: selectScoreNotice(snapshot),
    scoring: selectScoring(snapshot),
    passwordSaving: selectPasswordSaving(snapshot),
    back: selectCanBack(snapshot),
    next: selectCanSubmitStep(snapshot),
    submitPassword: selectCanSubmitPassword(snapshot),
    otp: selectOtpChild(snapshot) !== undefined,
  };
}

const idle: Reads = {
  busy: false,
  popup: false,
  scoreNotice: false,
  scoring: false,
  passwordSaving: false,
  back: false,
  next: false,
  submitPassword: false,
  otp: false,
};
const now = (f: Funnel) => reads(f.state());

async function toResult(f: Funnel) {
  await toStep5(f);
  await answerSteps5to7(f, "10 - 13 triệu");
  f.send({ type: "dependents.choose", value: "Không có" });
  await f.answer("scoreFinal", fakeScore(f.inputOf("scoreFinal") as ScoreInput));
  await f.answer("saveLead", { kind: "ok" });
  await f.answer("partners", PARTNERS);
  await f.answer("resultCards", CARDS);
  await vi.advanceTimersByTimeAsync(DELAY.LOADING);
}

describe("lead funnel screen reads: steps 1-4", () => {
  it("step 1 offers 'Tiếp tục' and no Back; the context is the machine's", () => {
    const f = start();
    expect(now(f)).toEqual({ ...idle, next: true });
    f.send({ type: "amount.change", value: 35_000_000 });
    expect(selectContext(f.state())).toBe(f.state().context);
    expect(selectContext(f.state()).form.amount).toBe(35_000_000);
  });

  it("step 2 offers Back, and 'Tiếp tục' only once phone, consent and bot check are valid", () => {
    const f = start();
    f.send({ type: "amount.confirmed" });
    expect(now(f)).toEqual({ ...idle, back: true });
    fillContact(f);
    expect(now(f)).toEqual({ ...idle, back: true, next: true });
    expect(selectContext(f.state()).form).toMatchObject({ phone: PHONE, email: EMAIL });
  });

  it("while the phone is checked and the OTP requested, 'Tiếp tục' is busy and off", async () => {
    const f = start();
    f.send({ type: "amount.confirmed" });
    fillContact(f);
    f.send({ type: "contact.submitted" });
    expect(now(f)).toMatchObject({ busy: true, next: false, popup: false });
    await f.answer("checkPhone", { kind: "ok" });
    expect(now(f)).toMatchObject({ busy: true, next: false, popup: false });
    await f.answer("requestOtp", { kind: "failed", message: "Hệ thống đang bận." });
    expect(now(f)).toMatchObject({ busy: false, popup: true });
    f.send({ type: "popup.close" });
    expect(now(f)).toMatchObject({ busy: false, popup: false, back: true });
  });

  it("a 203 on the OTP request shows the popup that goes home", async () => {
    const f = start();
    f.send({ type: "amount.confirmed" });
    fillContact(f);
    f.send({ type: "contact.submitted" });
    await f.answer("checkPhone", { kind: "ok" });
    await f.answer("requestOtp", { kind: "limit", message: "Quá số lần gửi OTP." });
    expect(now(f)).toMatchObject({ busy: false, popup: true, next: false });
  });

  it("step 3 shows the OTP panel and Back, no 'Tiếp tục' of the form (the OTP has its own confirm)", async () => {
    const f = start();
    await toStep3(f);
    expect(now(f)).toEqual({ ...idle, back: true, otp: true });
    await f.answer("otp", { status: "verified", data: TICKET });
    expect(now(f).otp).toBe(false);
  });

  it("step 4 has no Back; 'Tiếp tục' once name and national ID are valid; busy through the checks", async () => {
    const f = start();
    await toStep3(f);
    await f.answer("otp", { status: "verified", data: TICKET });
    expect(now(f)).toEqual(idle);
    f.send({ type: "name.change", value: NAME });
    expect(now(f)).toEqual(idle);
    f.send({ type: "nationalId.change", value: NATIONAL_ID });
    expect(now(f)).toEqual({ ...idle, next: true });
    f.send({ type: "identity.submitted" });
    expect(now(f)).toEqual({ ...idle, busy: true });
    await f.answer("checkIdentity", { kind: "ok" });
    expect(now(f)).toEqual({ ...idle, busy: true });
    await f.answer("scoreIdentity", { kind: "ok", totalScore: 20, creditCardLimit: 0 });
    expect(now(f)).toEqual({ ...idle, back: true });
  });

  it("an age outside 18-60 shows the popup on step 4", async () => {
    const f = start();
    await toStep3(f);
    await f.answer("otp", { status: "verified", data: TICKET });
    f.send({ type: "name.change", value: NAME });
    f.send({ type: "nationalId.change", value: "001210000123" });
    f.send({ type: "identity.submitted" });
    expect(now(f)).toEqual({ ...idle, popup: true });
  });

  it("the blacklist screen has neither Back nor 'Tiếp tục'", async () => {
    const f = start();
    f.send({ type: "amount.confirmed" });
    fillContact(f);
    f.send({ type: "contact.submitted" });
    await f.answer("checkPhone", { kind: "blacklisted", message: "Không đủ điều kiện." });
    expect(now(f)).toEqual(idle);
  });
});

describe("lead funnel screen reads: steps 5-8, loading and result", () => {
  it("a choice makes the score bar update (scoring) until the answer; a failure shows its own popup", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "income.choose", value: "Trên 13 triệu" });
    expect(now(f)).toEqual({ ...idle, back: true, scoring: true });
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE);
    expect(now(f)).toEqual({ ...idle, back: true, scoring: true });
    f.fakes.reject("scoreUpdate", new Error("Mất kết nối"));
    await flush();
    expect(now(f)).toEqual({ ...idle, back: true, scoreNotice: true });
    f.send({ type: "scoreNotice.close" });
    expect(now(f)).toEqual({ ...idle, back: true });
  });

  it("the loading screen has no Back; a failed save shows its popup", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "income.choose", value: "10 - 13 triệu" });
    await settleScore(f);
    f.send({ type: "housing.choose", value: "Nhà riêng" });
    await settleScore(f);
    f.send({ type: "marital.choose", value: "Đã kết hôn" });
    await settleScore(f);
    f.send({ type: "dependents.choose", value: "Không có" });
    expect(now(f)).toEqual(idle);
    await f.answer("scoreFinal", fakeScore(f.inputOf("scoreFinal") as ScoreInput));
    await f.answer("saveLead", { kind: "failed", message: "Lỗi lưu hồ sơ" });
    expect(now(f)).toEqual({ ...idle, popup: true });
  });

  it("the result screen enables the new password once valid and equal; busy while it is saved", async () => {
    const f = start();
    await toResult(f);
    expect(f.state().hasTag("result")).toBe(true);
    expect(now(f)).toEqual(idle);
    f.send({ type: "password.change", value: PASSWORD });
    f.send({ type: "passwordConfirm.change", value: `${PASSWORD}x` });
    expect(now(f)).toEqual(idle);
    f.send({ type: "passwordConfirm.change", value: PASSWORD });
    expect(now(f)).toEqual({ ...idle, submitPassword: true });
    f.send({ type: "password.submit" });
    expect(now(f)).toEqual({ ...idle, busy: true, passwordSaving: true });
    await f.answer("setPassword", { kind: "failed", message: "Không đổi được mật khẩu." });
    expect(now(f)).toEqual({ ...idle, popup: true });
    f.send({ type: "popup.close" });
    expect(now(f)).toEqual({ ...idle, submitPassword: true });
  });
});
