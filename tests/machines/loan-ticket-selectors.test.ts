import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { APPROVAL_POLL_MS } from "../../machines/loan-ticket/machine";
import {
  type LoanTicketSnapshot,
  selectBusy,
  selectCanConfirm,
  selectCanSign,
  selectCheckingService,
  selectContext,
  selectDetailsErrors,
  selectEkycChild,
  selectLeft,
  selectLoading,
  selectOtpChild,
  selectPartnerStage,
  selectPolicyChanged,
  selectPopup,
  selectRetry,
  selectScreen,
  selectSubscriberCheck,
  selectSuccess,
} from "../../machines/loan-ticket/selectors";
import { flush } from "../support/machine-coverage";
import { fakeLoanTicket } from "./loan-ticket-fakes";
import { CONTRACT, IDENTITY, loadAnswers } from "./loan-ticket-model";

/**
 * What the loan-ticket wizard's screen is told in each state (issue 21, item 6; docs/paths/mutants.md,
 * loan-ticket), written from SPEC.md section 7 "Loan-ticket flow" (identity, details, OTP, contract, the
 * loan code; each finished step saves the draft; 'Product policy has been updated. Please register
 * again'), section 2 (the 'Thông báo' popup and its one button), section 8, decision 009 (drafts,
 * resuming) and decision 013 (the partner's service checked first, closed: its message, the records and
 * home links and a retry, not a popup; MobiFone's second step after the OTP; after confirmation the
 * partner's approval, the SmartCA code): which step is shown, whether the wizard is loading or busy,
 * whether the popup is open and whether its button retries the call, whether Confirm and Sign are on.
 */
const { fakes, machine } = fakeLoanTicket();

function start(ticketCode: string | null = null, clock?: SimulatedClock) {
  const actor = createActor(machine, { input: { productId: "1", ticketCode }, ...(clock ? { clock } : {}) });
  actor.start();
  return actor;
}
type Actor = ReturnType<typeof start>;

async function answer(id: string, output: unknown) {
  fakes.resolve(id, output);
  await flush();
}
async function fail(id: string) {
  fakes.reject(id, new Error("Mất kết nối"));
  await flush();
}

/** Opens a draft saved at `stage` (loadAnswers: 0 new, 1 details, 2 otp, 3 contract) with the service open. */
async function open(draft: 0 | 1 | 2 | 3, clock?: SimulatedClock) {
  const actor = start(draft === 0 ? null : "LT000001", clock);
  await answer("loadTicket", loadAnswers[draft]);
  await answer("checkService", { kind: "available" });
  return actor;
}
async function toOtpEntry(actor: Actor) {
  await answer("requestOtp", { kind: "sent", phone: "0987654321", transactionId: "tx-1", resendsLeft: 3 });
  expect(selectScreen(actor.getSnapshot())).toBe("otp");
}
async function toReview(actor: Actor) {
  await answer("prepareContract", CONTRACT);
  expect(selectScreen(actor.getSnapshot())).toBe("contract");
}
async function toSuccess(clock?: SimulatedClock) {
  const actor = await open(3, clock);
  await toReview(actor);
  actor.send({ type: "contract.agree", value: true });
  actor.send({ type: "contract.confirm" });
  await answer("confirmTicket", { kind: "confirmed", loanCode: "VT251123000001" });
  return actor;
}

const shows = (snapshot: LoanTicketSnapshot) => ({
  screen: selectScreen(snapshot),
  loading: selectLoading(snapshot),
  busy: selectBusy(snapshot),
  left: selectLeft(snapshot),
  success: selectSuccess(snapshot),
  policyChanged: selectPolicyChanged(snapshot),
  popup: selectPopup(snapshot),
  retry: selectRetry(snapshot),
  canConfirm: selectCanConfirm(snapshot),
  partnerStage: selectPartnerStage(snapshot),
  canSign: selectCanSign(snapshot),
  checkingService: selectCheckingService(snapshot),
  subscriberCheck: selectSubscriberCheck(snapshot),
});
/** Nothing shown, nothing running: each state below names only what differs. */
const calm = {
  screen: null,
  loading: false,
  busy: false,
  left: false,
  success: false,
  policyChanged: false,
  popup: false,
  retry: false,
  canConfirm: false,
  partnerStage: null,
  canSign: false,
  checkingService: false,
  subscriberCheck: false,
};
const expectShows = (actor: Actor, what: Partial<typeof calm> | Record<string, unknown>) =>
  expect(shows(actor.getSnapshot())).toEqual({ ...calm, ...what });

describe("loan-ticket selectors: before the wizard starts", () => {
  it("loads, then checks the partner's service, with no step shown meanwhile", async () => {
    const actor = start();
    expectShows(actor, { loading: true, busy: true });
    expect(selectEkycChild(actor.getSnapshot())).toBeUndefined();
    expect(selectOtpChild(actor.getSnapshot())).toBeUndefined();
    await answer("loadTicket", loadAnswers[0]);
    expectShows(actor, { loading: true, busy: true, checkingService: true });
    await answer("checkService", { kind: "available" });
    expectShows(actor, { screen: "identity" });
    actor.stop();
  });

  it("a failed load or service check opens the popup whose button retries it", async () => {
    const actor = start();
    await fail("loadTicket");
    expectShows(actor, { popup: true, retry: true });
    actor.send({ type: "retry" });
    expectShows(actor, { loading: true, busy: true });
    await answer("loadTicket", loadAnswers[0]);
    await fail("checkService");
    expectShows(actor, { popup: true, retry: true });
    actor.send({ type: "retry" });
    expectShows(actor, { loading: true, busy: true, checkingService: true });
    actor.stop();
  });

  it("a closed service shows its message inline with a retry (not the popup)", async () => {
    const actor = start();
    await answer("loadTicket", loadAnswers[0]);
    const closed = "Dịch vụ của đối tác hiện tạm ngưng, vui lòng thử lại sau.";
    await answer("checkService", { kind: "unavailable", message: closed });
    expectShows(actor, { left: true, retry: true });
    expect(selectContext(actor.getSnapshot()).message).toBe(closed);
    actor.send({ type: "retry" });
    expectShows(actor, { loading: true, busy: true, checkingService: true });
    expect(selectContext(actor.getSnapshot()).message).toBeNull();
    actor.stop();
  });

  it("a product that cannot be applied for ends the wizard with its message, inline, no retry", async () => {
    const actor = start();
    await answer("loadTicket", loadAnswers[5]);
    expectShows(actor, { left: true });
    expect(selectContext(actor.getSnapshot()).message).toBe("Sản phẩm không tồn tại hoặc đã ngừng cung cấp.");
    expect(actor.getSnapshot().status).toBe("done");
    actor.stop();
  });

  it("a changed policy shows its notice, busy while the old draft is deleted", async () => {
    const actor = start("LT000001");
    await answer("loadTicket", loadAnswers[4]);
    expectShows(actor, { policyChanged: true });
    actor.send({ type: "draft.restart" });
    expectShows(actor, { policyChanged: true, busy: true });
    await answer("deleteDraft", undefined);
    expectShows(actor, { loading: true, busy: true });
    actor.stop();
  });
});

describe("loan-ticket selectors: the steps", () => {
  it("identity runs the eKYC child; saving is busy; a failed save's popup retries it", async () => {
    const actor = await open(0);
    expect(selectEkycChild(actor.getSnapshot())).toBeDefined();
    expect(selectOtpChild(actor.getSnapshot())).toBeUndefined();
    await answer("ekyc", IDENTITY);
    expectShows(actor, { screen: "identity", busy: true });
    await fail("saveDraft");
    expectShows(actor, { screen: "identity", popup: true, retry: true });
    actor.send({ type: "retry" });
    expectShows(actor, { screen: "identity", busy: true });
    await answer("saveDraft", undefined);
    expectShows(actor, { screen: "details" });
    expect(selectEkycChild(actor.getSnapshot())).toBeUndefined();
    actor.stop();
  });

  it("details: saving is busy; a failed save's popup closes back to the form (no retry)", async () => {
    const actor = await open(1);
    expectShows(actor, { screen: "details" });
    actor.send({ type: "details.submit" });
    expectShows(actor, { screen: "details", busy: true });
    await fail("saveDraft");
    expectShows(actor, { screen: "details", popup: true });
    actor.send({ type: "popup.close" });
    expectShows(actor, { screen: "details" });
    actor.stop();
  });

  it("otp: submitting is busy; a failed request retries; the code boxes run the OTP child", async () => {
    const actor = await open(2);
    expectShows(actor, { screen: "otp", busy: true });
    await fail("requestOtp");
    expectShows(actor, { screen: "otp", popup: true, retry: true });
    actor.send({ type: "retry" });
    expectShows(actor, { screen: "otp", busy: true });
    await toOtpEntry(actor);
    expectShows(actor, { screen: "otp" });
    expect(selectOtpChild(actor.getSnapshot())).toBeDefined();
    expect(selectEkycChild(actor.getSnapshot())).toBeUndefined();
    actor.stop();
  });

  it("otp: a refused request's popup does not retry (closing leaves)", async () => {
    const actor = await open(2);
    await answer("requestOtp", { kind: "refused", message: "Bạn đã yêu cầu mã OTP quá nhiều lần." });
    expectShows(actor, { screen: "otp", popup: true });
    actor.send({ type: "popup.close" });
    expectShows(actor, { left: true });
    actor.stop();
  });

  it("otp: MobiFone's second step is a busy subscriber check; failed retries, refused does not", async () => {
    const actor = await open(2);
    await toOtpEntry(actor);
    await answer("otp", { status: "verified", data: null });
    expectShows(actor, { screen: "otp", busy: true, subscriberCheck: true });
    await fail("mobifoneStep2");
    expectShows(actor, { screen: "otp", popup: true, retry: true });
    actor.send({ type: "retry" });
    expectShows(actor, { screen: "otp", busy: true, subscriberCheck: true });
    await answer("mobifoneStep2", { kind: "refused", message: "Số điện thoại MobiFone chưa khớp." });
    expectShows(actor, { screen: "otp", popup: true });
    actor.stop();
  });

  it("an abandoned OTP leaves the wizard", async () => {
    const actor = await open(2);
    await toOtpEntry(actor);
    await answer("otp", { status: "abandoned", destination: "home" });
    expectShows(actor, { left: true });
    actor.stop();
  });

  it("contract: busy while generated, a failed generation retries; Confirm needs an e-mail and the tick", async () => {
    const actor = await open(3);
    expectShows(actor, { screen: "contract", busy: true });
    await fail("prepareContract");
    expectShows(actor, { screen: "contract", popup: true, retry: true });
    actor.send({ type: "retry" });
    await toReview(actor);
    expectShows(actor, { screen: "contract" });
    actor.send({ type: "contract.agree", value: true });
    expectShows(actor, { screen: "contract", canConfirm: true });
    actor.send({ type: "email.change", value: "sai-email" });
    expectShows(actor, { screen: "contract" });
    actor.send({ type: "email.change", value: "a@example.com" });
    actor.send({ type: "contract.agree", value: false });
    expectShows(actor, { screen: "contract" });
    actor.send({ type: "contract.agree", value: true });
    actor.send({ type: "contract.confirm" });
    expectShows(actor, { screen: "contract", busy: true });
    await answer("confirmTicket", { kind: "refused", message: "Hồ sơ không ở bước có thể thực hiện thao tác này." });
    expectShows(actor, { screen: "contract", popup: true, canConfirm: false });
    actor.send({ type: "popup.close" });
    expectShows(actor, { screen: "contract", canConfirm: true });
    actor.stop();
  });
});

describe("loan-ticket selectors: the result screen and the partner", () => {
  it("asks the partner (busy), waits while undecided, then ends approved, declined or signed", async () => {
    const clock = new SimulatedClock();
    const actor = await toSuccess(clock);
    expectShows(actor, { success: true, partnerStage: "awaitingApproval", busy: true });
    expect(selectContext(actor.getSnapshot()).loanCode).toBe("VT251123000001");
    await answer("approvalStatus", { kind: "pending" });
    expectShows(actor, { success: true, partnerStage: "awaitingApproval" });
    clock.increment(APPROVAL_POLL_MS);
    await flush();
    expectShows(actor, { success: true, partnerStage: "awaitingApproval", busy: true });
    await answer("approvalStatus", { kind: "approved" });
    expectShows(actor, { success: true, partnerStage: "approved" });
    actor.stop();
    for (const kind of ["declined", "signed"] as const) {
      const again = await toSuccess();
      await answer("approvalStatus", { kind });
      expectShows(again, { success: true, partnerStage: kind });
      again.stop();
    }
  });

  it("signing: Sign is on only with a 6-digit code, busy while SmartCA confirms, then signed", async () => {
    const actor = await toSuccess();
    await answer("approvalStatus", { kind: "needsSigning", transactionId: "SIM-1234abcd" });
    expectShows(actor, { success: true, partnerStage: "signing" });
    actor.send({ type: "sign.code.change", value: "12345" });
    expectShows(actor, { success: true, partnerStage: "signing" });
    actor.send({ type: "sign.code.change", value: "123456" });
    expectShows(actor, { success: true, partnerStage: "signing", canSign: true });
    actor.send({ type: "sign.submit" });
    expectShows(actor, { success: true, partnerStage: "signing", busy: true });
    await answer("signRemote", { kind: "wrongCode" });
    expectShows(actor, { success: true, partnerStage: "signing" });
    actor.send({ type: "sign.code.change", value: "654321" });
    actor.send({ type: "sign.submit" });
    await answer("signRemote", { kind: "signed" });
    expectShows(actor, { success: true, partnerStage: "signed" });
    actor.stop();
  });
});

describe("loan-ticket selectors: the details form's errors", () => {
  it("shows none before any field is left or a submit is tried", async () => {
    const actor = await open(0);
    await answer("ekyc", IDENTITY);
    await answer("saveDraft", undefined);
    expect(selectDetailsErrors(actor.getSnapshot())).toEqual({});
    actor.send({ type: "details.change", field: "refPhone", value: "123" });
    expect(selectDetailsErrors(actor.getSnapshot())).toEqual({});
    actor.stop();
  });

  it("shows a left field's rule alone, then every rule after a refused submit", async () => {
    const actor = await open(0);
    await answer("ekyc", IDENTITY);
    await answer("saveDraft", undefined);
    actor.send({ type: "details.change", field: "refPhone", value: "123" });
    actor.send({ type: "details.field.left", field: "refPhone" });
    expect(selectDetailsErrors(actor.getSnapshot())).toEqual({ refPhone: "phone_invalid" });
    actor.send({ type: "details.submit" });
    const all = selectDetailsErrors(actor.getSnapshot());
    expect(all).toMatchObject({ refPhone: "phone_invalid", loanPurpose: "loan_purpose_required" });
    expect(Object.keys(all).length).toBeGreaterThan(5);
    actor.stop();
  });

  it("after a refused submit, a field left untouched shows its rule too", async () => {
    const actor = await open(0);
    await answer("ekyc", IDENTITY);
    await answer("saveDraft", undefined);
    actor.send({ type: "details.submit" });
    expect(selectDetailsErrors(actor.getSnapshot())).toMatchObject({
      bankId: "bank_required",
      address: expect.any(String),
    });
    actor.stop();
  });

  it("shows no error for a valid resumed draft, even after the fields are left", async () => {
    const actor = await open(1);
    actor.send({ type: "details.field.left", field: "amount" });
    expect(selectDetailsErrors(actor.getSnapshot())).toEqual({});
    actor.stop();
  });
});
