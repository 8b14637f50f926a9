import { describe, expect, it, vi } from "vitest";
import type { ScoreInput } from "../../machines/lead-funnel/types";
import { DELAY } from "../../src/domain/constants";
import { fakeTimersInEachTest, flush } from "../support/machine-coverage";
import { answerSteps5to7, type Funnel, settleScore, start, toStep5 } from "./lead-funnel-driver";
import {
  CARDS,
  EMAIL,
  FUNNEL_INPUT,
  fakeScore,
  NAME,
  NATIONAL_ID,
  PARTNERS,
  PASSWORD,
  PHONE,
  TICKET,
} from "./lead-funnel-model";

fakeTimersInEachTest();

describe("lead funnel: choices, back and score (steps 5-8)", () => {
  it("asks for one score update 0.2 s after quick choices, with every answer so far", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "income.choose", value: "Trên 13 triệu" });
    await vi.advanceTimersByTimeAsync(100);
    f.send({ type: "housing.choose", value: "Nhà thuê" });
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE - 1);
    expect(f.fakes.isPending("scoreUpdate")).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.scoreCalls().filter((call) => call.answers.housing !== null)).toHaveLength(1);
    expect(f.inputOf("scoreUpdate")).toMatchObject({
      step: 1,
      answers: { income: "Trên 13 triệu", housing: "Nhà thuê", marital: null, dependents: null },
    });
    await f.answer("scoreUpdate", { kind: "ok", totalScore: 61, creditCardLimit: 50_000_000 });
    expect(f.state().context).toMatchObject({ totalScore: 61, totalMoney: 50_000_000 });
    expect(f.state().hasTag("step7")).toBe(true);
    expect(f.tracked).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it("Back clears the answers from the step returned to and asks for the score again", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "income.choose", value: "Trên 13 triệu" });
    await settleScore(f);
    f.send({ type: "housing.choose", value: "Nhà riêng" });
    await settleScore(f);
    expect(f.state().context.totalScore).toBe(45);
    f.send({ type: "step.back" });
    expect(f.state().hasTag("step6")).toBe(true);
    expect(f.state().context.form).toMatchObject({ income: "Trên 13 triệu", houseOwnership: null });
    await settleScore(f);
    expect(f.inputOf("scoreUpdate")).toMatchObject({ answers: { income: "Trên 13 triệu", housing: null } });
    expect(f.state().context.totalScore).toBe(25);
  });

  it("Back to step 4 resets the score to 5 and the limit to 0, drops a pending update, and hides Back on step 4", async () => {
    const f = start();
    await toStep5(f);
    expect(f.state().context.totalScore).toBe(20);
    f.send({ type: "step.back" });
    expect(f.state().hasTag("step4")).toBe(true);
    expect(f.state().context).toMatchObject({ totalScore: 5, totalMoney: 0 });
    expect(f.state().context.form).toMatchObject({ name: "", nationalId: "" });
    expect(f.state().can({ type: "step.back" })).toBe(false);
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE * 2);
    expect(f.fakes.isPending("scoreUpdate")).toBe(false);
  });

  it("a failed update sets the score to 5 and shows its message until closed", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "income.choose", value: "3 - 7 triệu" });
    await vi.advanceTimersByTimeAsync(DELAY.SCORE_DEBOUNCE);
    f.fakes.reject("scoreUpdate", new Error("Mất kết nối"));
    await flush();
    expect(f.state().context).toMatchObject({ totalScore: 5, scoreNotice: { text: "Mất kết nối" } });
    f.send({ type: "scoreNotice.close" });
    expect(f.state().hasTag("scoreNotice")).toBe(false);
  });
});

describe("lead funnel: loading and result", () => {
  async function toLoading(f: Funnel) {
    await toStep5(f);
    await answerSteps5to7(f, "10 - 13 triệu");
    f.send({ type: "dependents.choose", value: "Không có" });
  }

  it("shows the loading screen for 3 s while it scores (final), saves the lead and fetches the offers", async () => {
    const f = start();
    await toLoading(f);
    expect(f.state().hasTag("loading")).toBe(true);
    expect(f.state().can({ type: "step.back" })).toBe(false);
    expect(f.inputOf("scoreFinal")).toMatchObject({ step: 4, answers: { dependents: "Không có" } });
    await f.answer("scoreFinal", {
      kind: "ok",
      totalScore: 82,
      creditCardLimit: 30_000_000,
      userName: PHONE,
      password: "x1",
    });
    expect(f.inputOf("saveLead")).toEqual({
      ticketCode: TICKET.ticketCode,
      ticketToken: TICKET.ticketToken,
      name: NAME,
      nationalId: NATIONAL_ID,
      phone: PHONE,
      birthYear: 1990,
      gender: "Nam",
      email: EMAIL,
      income: "10 - 13 triệu",
      loanAmount: 10_000_000,
      loanTerm: 6,
      score: 82,
      sourceUrl: FUNNEL_INPUT.sourceUrl,
      attribution: FUNNEL_INPUT.attribution,
    });
    await f.answer("saveLead", { kind: "ok" });
    await f.answer("partners", PARTNERS);
    await f.answer("resultCards", CARDS);
    expect(f.state().hasTag("loading")).toBe(true);
    await vi.advanceTimersByTimeAsync(DELAY.LOADING);
    expect(f.state().hasTag("result")).toBe(true);
    expect(f.state().context).toMatchObject({ totalScore: 82, account: { username: PHONE, passwordDefault: "x1" } });
    expect(f.tracked).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("retries a failed save when its popup is closed, and waits for the save before the result", async () => {
    const f = start();
    await toLoading(f);
    await f.answer("scoreFinal", fakeScore(f.inputOf("scoreFinal") as ScoreInput));
    await f.answer("saveLead", { kind: "failed", message: "Lỗi lưu hồ sơ" });
    await vi.advanceTimersByTimeAsync(DELAY.LOADING);
    await f.answer("partners", PARTNERS);
    await f.answer("resultCards", CARDS);
    expect(f.state().hasTag("result")).toBe(false);
    expect(f.state().context.notice).toEqual({ text: "Lỗi lưu hồ sơ" });
    f.send({ type: "popup.close" });
    await f.answer("saveLead", { kind: "ok" });
    expect(f.state().hasTag("result")).toBe(true);
    expect(f.fakes.started.filter((entry) => entry.id === "saveLead")).toHaveLength(2);
  });

  it("sets the new password with the temporary one, then goes to login and clears the funnel", async () => {
    const f = start();
    await toLoading(f);
    await f.answer("scoreFinal", fakeScore(f.inputOf("scoreFinal") as ScoreInput));
    await f.answer("saveLead", { kind: "ok" });
    await f.answer("partners", PARTNERS);
    await f.answer("resultCards", CARDS);
    await vi.advanceTimersByTimeAsync(DELAY.LOADING);
    f.send({ type: "password.change", value: PASSWORD });
    f.send({ type: "passwordConfirm.change", value: "khac-nhau" });
    expect(f.state().can({ type: "password.submit" })).toBe(false);
    f.send({ type: "passwordConfirm.change", value: PASSWORD });
    f.send({ type: "password.submit" });
    expect(f.inputOf("setPassword")).toEqual({
      ticketCode: TICKET.ticketCode,
      ticketToken: TICKET.ticketToken,
      username: PHONE,
      oldPassword: "tam-thoi-1",
      newPassword: PASSWORD,
    });
    await f.answer("setPassword", { kind: "ok" });
    expect(f.goToLogin).toHaveBeenCalledWith(PHONE);
    expect(f.state().hasTag("step1")).toBe(true);
    expect(f.state().context.account).toBeNull();
  });

  it("Reset from anywhere returns to step 1 with the form cleared and goes home", async () => {
    const f = start();
    await toStep5(f);
    f.send({ type: "funnel.reset" });
    expect(f.state().hasTag("step1")).toBe(true);
    expect(f.state().context).toMatchObject({ ticket: null, totalScore: 5, form: { phone: "", name: "" } });
    expect(f.goHome).toHaveBeenCalled();
  });
});
