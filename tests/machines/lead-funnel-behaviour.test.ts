import { describe, expect, it } from "vitest";
import { fakeTimersInEachTest, flush } from "../support/machine-coverage";
import { fillContact, start, toStep3 } from "./lead-funnel-driver";
import { CARDS, EMAIL, NAME, NATIONAL_ID, PHONE, TICKET } from "./lead-funnel-model";

fakeTimersInEachTest();

describe("lead funnel: contact and OTP (steps 2-3)", () => {
  it("checks the phone, then requests the OTP with the loan need, and opens step 3 on the new ticket", async () => {
    const f = start();
    f.send({ type: "amount.change", value: 35_000_000 });
    f.send({ type: "term.change", value: 24 });
    await toStep3(f);
    expect(f.inputOf("checkPhone")).toEqual({ mobile: PHONE, email: EMAIL });
    expect(f.inputOf("requestOtp")).toEqual({
      amount: 35_000_000,
      inMonths: 24,
      mobile: PHONE,
      email: EMAIL,
      agreeChecked: true,
      captchaResponse: "fake-captcha-payload",
    });
    expect(f.inputOf("otp")).toEqual({
      purpose: "lead",
      phone: PHONE,
      transactionId: "tx-1",
      resendsLeft: 2,
      ticketCode: TICKET.ticketCode,
    });
    expect(f.state().hasTag("step3")).toBe(true);
    expect(f.tracked).toEqual([2, 3]);
  });

  it("keeps 'Tiếp tục' off until phone, consent and bot check are valid (e-mail optional)", () => {
    const f = start();
    f.send({ type: "amount.confirmed" });
    expect(f.state().can({ type: "contact.submitted" })).toBe(false);
    f.send({ type: "phone.change", value: "0212345678" });
    f.send({ type: "agree.change", checked: true });
    f.send({ type: "captcha.verify", payload: "p" });
    expect(f.state().can({ type: "contact.submitted" })).toBe(false);
    f.send({ type: "phone.change", value: PHONE });
    expect(f.state().can({ type: "contact.submitted" })).toBe(true);
    f.send({ type: "email.change", value: "khong-hop-le@" });
    expect(f.state().can({ type: "contact.submitted" })).toBe(false);
    f.send({ type: "email.change", value: "" });
    f.send({ type: "captcha.expire" });
    expect(f.state().can({ type: "contact.submitted" })).toBe(false);
    expect(f.state().context.touched.captcha).toBe(true);
  });

  it("shows the blacklist screen with the server's message for a blacklisted phone", async () => {
    const f = start();
    f.send({ type: "amount.confirmed" });
    fillContact(f);
    f.send({ type: "contact.submitted" });
    await f.answer("checkPhone", { kind: "blacklisted", message: "Số điện thoại không đủ điều kiện." });
    expect(f.state().hasTag("blacklist")).toBe(true);
    expect(f.state().context.blacklistMessage).toBe("Số điện thoại không đủ điều kiện.");
    expect(f.fakes.isPending("requestOtp")).toBe(false);
    await f.answer("blacklistCards", CARDS);
    expect(f.state().context.cards).toEqual(CARDS);
  });

  it("after a 203 on the OTP request, closing the popup goes home with the form cleared", async () => {
    const f = start();
    f.send({ type: "amount.confirmed" });
    fillContact(f);
    f.send({ type: "contact.submitted" });
    await f.answer("checkPhone", { kind: "ok" });
    await f.answer("requestOtp", { kind: "limit", message: "Quá số lần gửi OTP." });
    expect(f.state().hasTag("popup")).toBe(true);
    expect(f.state().context.notice).toEqual({ text: "Quá số lần gửi OTP." });
    f.send({ type: "popup.close" });
    expect(f.state().hasTag("step1")).toBe(true);
    expect(f.state().context.form.phone).toBe("");
    expect(f.goHome).toHaveBeenCalledTimes(1);
  });

  it("after another failed OTP request, the popup stays on step 2 and the used bot check starts over", async () => {
    const f = start();
    f.send({ type: "amount.confirmed" });
    fillContact(f);
    f.send({ type: "contact.submitted" });
    await f.answer("checkPhone", { kind: "ok" });
    f.fakes.reject("requestOtp", new Error("Không thể kết nối đến máy chủ."));
    await flush();
    expect(f.state().context.notice).toEqual({ text: "Không thể kết nối đến máy chủ." });
    f.send({ type: "popup.close" });
    expect(f.state().hasTag("step2")).toBe(true);
    expect(f.state().context.form).toMatchObject({
      phone: PHONE,
      email: EMAIL,
      agreeChecked: true,
      captchaResponse: "",
    });
    expect(f.goHome).not.toHaveBeenCalled();
  });

  it("stores the ticket token when the OTP is verified, and goes home when the OTP step is abandoned", async () => {
    const f = start();
    await toStep3(f);
    await f.answer("otp", { status: "verified", data: TICKET });
    expect(f.state().hasTag("step4")).toBe(true);
    expect(f.state().context.ticket).toMatchObject(TICKET);
    const g = start();
    await toStep3(g);
    await g.answer("otp", { status: "abandoned", destination: "home" });
    expect(g.state().hasTag("step1")).toBe(true);
    expect(g.goHome).toHaveBeenCalled();
  });
});

describe("lead funnel: identity (step 4)", () => {
  it.each([
    ["001208000123", "18", true],
    ["001066000123", "60", true],
    ["001209000123", "17", false],
    ["001065000123", "61", false],
  ])("national ID %s (age %s in 2026) passes the 18-60 check: %s", async (id, _age, passes) => {
    const f = start();
    await toStep3(f);
    await f.answer("otp", { status: "verified", data: TICKET });
    f.send({ type: "name.change", value: NAME });
    f.send({ type: "nationalId.change", value: id });
    f.send({ type: "identity.submitted" });
    expect(f.state().hasTag("busy")).toBe(passes);
    expect(f.state().context.notice).toEqual(passes ? null : { key: "not_valid_age" });
  });

  it("a blacklisted ID shows the blacklist screen; a failed score still opens step 5 with 5 and the message", async () => {
    const f = start();
    await toStep3(f);
    await f.answer("otp", { status: "verified", data: TICKET });
    f.send({ type: "name.change", value: NAME });
    f.send({ type: "nationalId.change", value: "001090000201" });
    f.send({ type: "identity.submitted" });
    await f.answer("checkIdentity", { kind: "blacklisted", message: "Không đủ điều kiện." });
    expect(f.state().hasTag("blacklist")).toBe(true);

    const g = start();
    await toStep3(g);
    await g.answer("otp", { status: "verified", data: TICKET });
    g.send({ type: "name.change", value: `  ${NAME}1` });
    expect(g.state().can({ type: "identity.submitted" })).toBe(false);
    g.send({ type: "name.change", value: NAME });
    g.send({ type: "nationalId.change", value: NATIONAL_ID });
    g.send({ type: "identity.submitted" });
    await g.answer("checkIdentity", { kind: "ok" });
    expect(g.scoreCalls().at(-1)).toMatchObject({
      step: 1,
      name: NAME,
      identityNo: NATIONAL_ID,
      ticketToken: "token-1",
    });
    await g.answer("scoreIdentity", { kind: "failed", message: "Không chấm được điểm." });
    expect(g.state().hasTag("step5")).toBe(true);
    expect(g.state().hasTag("scoreNotice")).toBe(true);
    expect(g.state().context).toMatchObject({ totalScore: 5, scoreNotice: { text: "Không chấm được điểm." } });
  });
});
