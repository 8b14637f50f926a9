import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { APPROVAL_POLL_MS } from "../../machines/loan-ticket/machine";
import type { LoadTicketResult, TicketDetails } from "../../machines/loan-ticket/types";
import { EMPTY_DETAILS } from "../../machines/loan-ticket/types";
import { flush } from "../support/machine-coverage";
import { fakeLoanTicket } from "./loan-ticket-fakes";
import { CONTRACT, IDENTITY, PRODUCT, VALID_DETAILS } from "./loan-ticket-model";

/**
 * Behaviour of the loan-ticket wizard that the path catalogue does not check (it compares the machine
 * with its own graph and the oracle only names the calls), for the mutants that survived Stryker
 * (issue 21, item 6; docs/paths/mutants.md, loan-ticket). Expectations from SPEC.md section 7 "Loan-ticket
 * flow" (each finished step saves the draft so leaving and coming back resumes; OTP confirmation;
 * contract confirmation; 'Product policy has been updated. Please register again'), sections 2 and 8
 * (the 'Thông báo' popup with the server message, or the general error), section 5 (e-mail at most 50),
 * decision 009 (a draft keeps its code to the submitted ticket; a reload resumes at its step) and
 * decision 013 (the service check, MobiFone's step 2 with the verified OTP's transaction, the partner's
 * approval asked again after APPROVAL_POLL_MS also after a failed call, the 6-digit SmartCA code with
 * the partner's transaction, a wrong code cleared): which calls are made with which input, what is
 * saved, what the customer sees.
 */
const { fakes, effects, machine } = fakeLoanTicket();

/** The server's code for a new draft (decision 009: `HS` + 10 characters). */
const NEW_CODE = "HS0000000001";
const DRAFT_CODE = "HS0000000002";
const ready = (
  overrides: Partial<Extract<LoadTicketResult, { kind: "ready" }>> = {},
): Extract<LoadTicketResult, { kind: "ready" }> => ({
  kind: "ready",
  ticketCode: NEW_CODE,
  product: PRODUCT,
  faceRequired: true,
  policyChanged: false,
  draft: null,
  ...overrides,
});
const draftAt = (stage: "identity" | "details" | "otp" | "contract", email = "") =>
  ready({ ticketCode: DRAFT_CODE, draft: { stage, identity: IDENTITY, details: VALID_DETAILS, email } });

function start(input: { productId: string; ticketCode: string | null }, clock?: SimulatedClock) {
  effects.length = 0;
  const actor = createActor(machine, { input, ...(clock ? { clock } : {}) });
  actor.start();
  return actor;
}
type Actor = ReturnType<typeof start>;
async function answer(id: string, output: unknown) {
  fakes.resolve(id, output);
  await flush();
}
async function fail(id: string, error: unknown = new Error("Mất kết nối")) {
  fakes.reject(id, error);
  await flush();
}
/** The input of the latest call (or child) of that name. */
const sent = (id: string) => fakes.started.filter((one) => one.id === id).at(-1)?.input;
const count = (id: string) => fakes.started.filter((one) => one.id === id).length;
const context = (actor: Actor) => actor.getSnapshot().context;

async function open(load: LoadTicketResult, productId = "7", clock?: SimulatedClock) {
  const code = load.kind === "ready" && load.draft ? DRAFT_CODE : null;
  const actor = start({ productId, ticketCode: code }, clock);
  await answer("loadTicket", load);
  await answer("checkService", { kind: "available" });
  return actor;
}
async function toContractReview(email = "", clock?: SimulatedClock) {
  const actor = await open(draftAt("contract", email), "7", clock);
  await answer("prepareContract", CONTRACT);
  return actor;
}
async function toSuccess(clock?: SimulatedClock) {
  const actor = await toContractReview("", clock);
  actor.send({ type: "contract.agree", value: true });
  actor.send({ type: "contract.confirm" });
  await answer("confirmTicket", { kind: "confirmed", loanCode: "VT251123000001" });
  return actor;
}
async function toSigning() {
  const actor = await toSuccess();
  await answer("approvalStatus", { kind: "needsSigning", transactionId: "SIM-1234abcd" });
  return actor;
}

describe("loan-ticket: loading and resuming a draft", () => {
  it("starts a new draft for the product (no code), and the wizard carries the server's new code", async () => {
    const actor = start({ productId: "7", ticketCode: null });
    expect(sent("loadTicket")).toEqual({ productId: "7", ticketCode: null });
    await answer("loadTicket", ready({ faceRequired: false }));
    expect(sent("checkService")).toEqual({ productId: "7" });
    await answer("checkService", { kind: "available" });
    expect(effects).toEqual([{ type: "rememberTicket", params: { ticketCode: NEW_CODE } }]);
    expect(sent("ekyc")).toEqual({ ticketCode: NEW_CODE, faceRequired: false, resume: null });
    expect(context(actor)).toMatchObject({ ticketCode: NEW_CODE, product: PRODUCT, identity: null });
    actor.stop();
  });

  it("asks for the product's face step as the product says", async () => {
    const actor = await open(ready({ faceRequired: true }));
    expect(sent("ekyc")).toMatchObject({ faceRequired: true });
    actor.stop();
  });

  it("resumes a draft saved at identity with its read document, and remembers its code", async () => {
    const actor = await open(draftAt("identity"));
    expect(sent("ekyc")).toEqual({
      ticketCode: DRAFT_CODE,
      faceRequired: true,
      resume: { docType: IDENTITY.docType, fields: IDENTITY.fields },
    });
    expect(effects).toEqual([{ type: "rememberTicket", params: { ticketCode: DRAFT_CODE } }]);
    actor.stop();
  });

  it("resumes each saved step with the draft's data, and remembers the draft's code", async () => {
    for (const stage of ["details", "otp", "contract"] as const) {
      const actor = await open(draftAt(stage, "khach@example.com"));
      expect(actor.getSnapshot().hasTag(stage)).toBe(true);
      expect(context(actor)).toMatchObject({
        ticketCode: DRAFT_CODE,
        identity: IDENTITY,
        details: VALID_DETAILS,
        email: "khach@example.com",
        errorKey: null,
        message: null,
      });
      expect(effects).toEqual([{ type: "rememberTicket", params: { ticketCode: DRAFT_CODE } }]);
      actor.stop();
    }
  });

  it("after a failed load, retrying loads again and the popup's message is gone", async () => {
    const actor = start({ productId: "7", ticketCode: null });
    await fail("loadTicket", new Error("Không thể kết nối tới máy chủ."));
    expect(context(actor)).toMatchObject({ message: "Không thể kết nối tới máy chủ.", errorKey: "normal_error" });
    actor.send({ type: "retry" });
    expect(count("loadTicket")).toBeGreaterThan(1);
    expect(sent("loadTicket")).toEqual({ productId: "7", ticketCode: null });
    await answer("loadTicket", ready());
    expect(context(actor)).toMatchObject({ message: null, errorKey: null });
    actor.stop();
  });

  it("a failure without a message shows the general error", async () => {
    const actor = start({ productId: "7", ticketCode: null });
    await fail("loadTicket", new Error(""));
    expect(context(actor)).toMatchObject({ message: null, errorKey: "normal_error" });
    actor.stop();
  });

  it("shows an unavailable product's message trimmed, and the general error when it is blank", async () => {
    const first = start({ productId: "7", ticketCode: null });
    await answer("loadTicket", { kind: "unavailable", message: "  Sản phẩm đã ngừng cung cấp.  " });
    expect(context(first)).toMatchObject({ message: "Sản phẩm đã ngừng cung cấp.", errorKey: "normal_error" });
    first.stop();
    const second = start({ productId: "7", ticketCode: null });
    await answer("loadTicket", { kind: "unavailable", message: "   " });
    expect(context(second)).toMatchObject({ message: null, errorKey: "normal_error" });
    expect(second.getSnapshot().hasTag("left")).toBe(true);
    second.stop();
  });

  it("a closed service's retry asks the service again, not the product", async () => {
    const actor = start({ productId: "7", ticketCode: null });
    await answer("loadTicket", ready());
    await answer("checkService", { kind: "unavailable", message: "Dịch vụ tạm ngưng." });
    expect(context(actor)).toMatchObject({ message: "Dịch vụ tạm ngưng.", errorKey: "normal_error" });
    const loads = count("loadTicket");
    actor.send({ type: "retry" });
    expect(count("loadTicket")).toBe(loads);
    expect(fakes.isPending("checkService")).toBe(true);
    expect(context(actor)).toMatchObject({ message: null, errorKey: null });
    await answer("checkService", { kind: "available" });
    expect(actor.getSnapshot().hasTag("identity")).toBe(true);
    actor.stop();
  });

  it("a failed service check shows the failure; its button asks the service again", async () => {
    const actor = start({ productId: "7", ticketCode: null });
    await answer("loadTicket", ready());
    await fail("checkService", new Error("Không thể kết nối tới máy chủ."));
    expect(context(actor)).toMatchObject({ message: "Không thể kết nối tới máy chủ.", errorKey: "normal_error" });
    actor.send({ type: "retry" });
    expect(fakes.isPending("checkService")).toBe(true);
    expect(fakes.isPending("loadTicket")).toBe(false);
    actor.stop();
  });
});

describe("loan-ticket: a changed product policy", () => {
  it("deletes the old draft by its code, then starts a fresh draft with nothing of the old one", async () => {
    const actor = start({ productId: "7", ticketCode: DRAFT_CODE });
    await answer("loadTicket", { ...draftAt("details", "khach@example.com"), policyChanged: true });
    expect(actor.getSnapshot().hasTag("policyChanged")).toBe(true);
    expect(effects).toEqual([]);
    actor.send({ type: "draft.restart" });
    expect(sent("deleteDraft")).toEqual({ ticketCode: DRAFT_CODE });
    await answer("deleteDraft", undefined);
    expect(sent("loadTicket")).toEqual({ productId: "7", ticketCode: null });
    expect(context(actor)).toMatchObject({
      ticketCode: "",
      identity: null,
      details: EMPTY_DETAILS,
      showErrors: false,
      detailsTouched: [],
      email: "",
    });
    await answer("loadTicket", ready());
    await answer("checkService", { kind: "available" });
    expect(sent("ekyc")).toEqual({ ticketCode: NEW_CODE, faceRequired: true, resume: null });
    actor.stop();
  });

  it("forgets the errors shown on the old draft's form", async () => {
    const actor = await open(draftAt("details"));
    actor.send({ type: "details.change", field: "refPhone", value: "1" });
    actor.send({ type: "details.field.left", field: "refPhone" });
    actor.send({ type: "details.submit" });
    expect(context(actor)).toMatchObject({ showErrors: true, detailsTouched: ["refPhone"] });
    actor.stop();
    const again = start({ productId: "7", ticketCode: DRAFT_CODE });
    await answer("loadTicket", { ...draftAt("details"), policyChanged: true });
    again.send({ type: "draft.restart" });
    await answer("deleteDraft", undefined);
    expect(context(again)).toMatchObject({ showErrors: false, detailsTouched: [] });
    again.stop();
  });

  it("a failed delete keeps the notice and shows the failure; restarting again deletes again", async () => {
    const actor = start({ productId: "7", ticketCode: DRAFT_CODE });
    await answer("loadTicket", { ...draftAt("details"), policyChanged: true });
    actor.send({ type: "draft.restart" });
    await fail("deleteDraft", new Error("Không thể kết nối tới máy chủ."));
    expect(actor.getSnapshot().hasTag("policyChanged")).toBe(true);
    expect(actor.getSnapshot().hasTag("busy")).toBe(false);
    expect(context(actor)).toMatchObject({ message: "Không thể kết nối tới máy chủ.", errorKey: "normal_error" });
    actor.send({ type: "draft.restart" });
    expect(sent("deleteDraft")).toEqual({ ticketCode: DRAFT_CODE });
    actor.stop();
  });
});

describe("loan-ticket: each finished step saves the draft", () => {
  it("saves the identity read by eKYC with the draft's code, product and the step to resume (details)", async () => {
    const actor = await open(ready());
    await answer("ekyc", IDENTITY);
    expect(context(actor).identity).toEqual(IDENTITY);
    expect(sent("saveDraft")).toEqual({
      ticketCode: NEW_CODE,
      productId: "7",
      stage: "details",
      identity: IDENTITY,
      details: EMPTY_DETAILS,
    });
    await fail("saveDraft");
    actor.send({ type: "retry" });
    expect(sent("saveDraft")).toMatchObject({ stage: "details", identity: IDENTITY });
    await answer("saveDraft", undefined);
    expect(actor.getSnapshot().hasTag("details")).toBe(true);
    actor.stop();
  });

  it("saves the typed details with the step to resume (otp), then submits them for the code", async () => {
    const actor = await open(draftAt("details"));
    actor.send({ type: "details.change", field: "refName", value: "Trần Văn An" });
    actor.send({ type: "details.submit" });
    const details: TicketDetails = { ...VALID_DETAILS, refName: "Trần Văn An" };
    expect(sent("saveDraft")).toEqual({
      ticketCode: DRAFT_CODE,
      productId: "7",
      stage: "otp",
      identity: IDENTITY,
      details,
    });
    await answer("saveDraft", undefined);
    expect(sent("requestOtp")).toEqual({ ticketCode: DRAFT_CODE, productId: "7", identity: IDENTITY, details });
    actor.stop();
  });

  it("a failed details save shows the failure; closing the popup returns to the form without it", async () => {
    const actor = await open(draftAt("details"));
    actor.send({ type: "details.submit" });
    await fail("saveDraft", new Error("Không thể kết nối tới máy chủ."));
    expect(context(actor)).toMatchObject({ message: "Không thể kết nối tới máy chủ.", errorKey: "normal_error" });
    actor.send({ type: "popup.close" });
    expect(context(actor)).toMatchObject({ message: null, errorKey: null });
    expect(actor.getSnapshot().can({ type: "details.submit" })).toBe(true);
    actor.stop();
  });

  it("back from the details returns to identity with the identity read again from scratch", async () => {
    const actor = await open(draftAt("details"));
    actor.send({ type: "step.back" });
    expect(actor.getSnapshot().hasTag("identity")).toBe(true);
    expect(context(actor).identity).toBeNull();
    expect(sent("ekyc")).toEqual({ ticketCode: DRAFT_CODE, faceRequired: true, resume: null });
    actor.stop();
  });

  it("keeps each left field once, in the order left", async () => {
    const actor = await open(draftAt("details"));
    actor.send({ type: "details.field.left", field: "refPhone" });
    actor.send({ type: "details.field.left", field: "address" });
    actor.send({ type: "details.field.left", field: "refPhone" });
    expect(context(actor).detailsTouched).toEqual(["refPhone", "address"]);
    actor.stop();
  });

  it("an invalid form is not saved: every rule shows and no call is made", async () => {
    const actor = await open(ready());
    await answer("ekyc", IDENTITY);
    await answer("saveDraft", undefined);
    const saves = count("saveDraft");
    actor.send({ type: "details.submit" });
    expect(count("saveDraft")).toBe(saves);
    expect(context(actor).showErrors).toBe(true);
    expect(actor.getSnapshot().hasTag("details")).toBe(true);
    actor.stop();
  });
});

describe("loan-ticket: the OTP step", () => {
  it("opens the code boxes with the phone, transaction and resends the server gave (lead-form OTP, 3 tries)", async () => {
    const actor = await open(draftAt("otp"));
    await answer("requestOtp", { kind: "sent", phone: "0901234567", transactionId: "tx-9", resendsLeft: 2 });
    expect(sent("otp")).toEqual({
      purpose: "lead",
      phone: "0901234567",
      transactionId: "tx-9",
      resendsLeft: 2,
      attemptsLeft: 3,
    });
    expect(context(actor).otp).toEqual({ phone: "0901234567", transactionId: "tx-9", resendsLeft: 2 });
    actor.stop();
  });

  it("a failed request shows the failure; retrying submits again and clears it once the code is sent", async () => {
    const actor = await open(draftAt("otp"));
    await fail("requestOtp", new Error("Không thể kết nối tới máy chủ."));
    expect(context(actor)).toMatchObject({ message: "Không thể kết nối tới máy chủ.", errorKey: "normal_error" });
    actor.send({ type: "retry" });
    expect(sent("requestOtp")).toEqual({
      ticketCode: DRAFT_CODE,
      productId: "7",
      identity: IDENTITY,
      details: VALID_DETAILS,
    });
    await answer("requestOtp", { kind: "sent", phone: "0901234567", transactionId: "tx-9", resendsLeft: 2 });
    expect(context(actor)).toMatchObject({ message: null, errorKey: null });
    actor.stop();
  });

  it("a refused request shows the server's message trimmed; closing leaves the wizard", async () => {
    const actor = await open(draftAt("otp"));
    await answer("requestOtp", { kind: "refused", message: " Bạn đã yêu cầu mã OTP quá nhiều lần. " });
    expect(context(actor)).toMatchObject({ message: "Bạn đã yêu cầu mã OTP quá nhiều lần.", errorKey: "normal_error" });
    expect(context(actor).otp).toBeNull();
    expect(effects.map((one) => one.type)).not.toContain("leave");
    actor.send({ type: "popup.close" });
    expect(effects.map((one) => one.type)).toContain("leave");
    expect(actor.getSnapshot().status).toBe("done");
    actor.stop();
  });

  it("an abandoned OTP leaves (the app navigates away)", async () => {
    const actor = await open(draftAt("otp"));
    await answer("requestOtp", { kind: "sent", phone: "0901234567", transactionId: "tx-9", resendsLeft: 2 });
    await answer("otp", { status: "abandoned", destination: "home" });
    expect(effects.map((one) => one.type)).toContain("leave");
    expect(actor.getSnapshot().status).toBe("done");
    actor.stop();
  });

  it("MobiFone's step 2 is sent the verified OTP's transaction; a failure retries it; refusal leaves on close", async () => {
    const actor = await open(draftAt("otp"));
    await answer("requestOtp", { kind: "sent", phone: "0901234567", transactionId: "tx-9", resendsLeft: 2 });
    await answer("otp", { status: "verified", data: null });
    expect(effects.map((one) => one.type)).not.toContain("leave");
    await fail("mobifoneStep2", new Error("Không thể kết nối tới máy chủ."));
    expect(context(actor)).toMatchObject({ message: "Không thể kết nối tới máy chủ.", errorKey: "normal_error" });
    actor.send({ type: "retry" });
    expect(sent("mobifoneStep2")).toEqual({ ticketCode: DRAFT_CODE, transactionId: "tx-9" });
    await answer("mobifoneStep2", { kind: "refused", message: "  Số điện thoại MobiFone chưa khớp.  " });
    expect(context(actor)).toMatchObject({ message: "Số điện thoại MobiFone chưa khớp.", errorKey: "normal_error" });
    actor.send({ type: "popup.close" });
    expect(effects.map((one) => one.type)).toContain("leave");
    expect(actor.getSnapshot().status).toBe("done");
    actor.stop();
  });

  it("an accepted step 2 goes on to generate the contract of this draft", async () => {
    const actor = await open(draftAt("otp"));
    await answer("requestOtp", { kind: "sent", phone: "0901234567", transactionId: "tx-9", resendsLeft: 2 });
    await answer("otp", { status: "verified", data: null });
    await answer("mobifoneStep2", { kind: "accepted" });
    expect(sent("prepareContract")).toEqual({ ticketCode: DRAFT_CODE });
    expect(effects.map((one) => one.type)).not.toContain("leave");
    actor.stop();
  });
});

describe("loan-ticket: the contract", () => {
  it("generates the draft's contract; a failure retries it and is cleared once generated", async () => {
    const actor = await open(draftAt("contract"));
    expect(sent("prepareContract")).toEqual({ ticketCode: DRAFT_CODE });
    await fail("prepareContract", new Error("Không thể kết nối tới máy chủ."));
    expect(context(actor)).toMatchObject({ message: "Không thể kết nối tới máy chủ.", errorKey: "normal_error" });
    actor.send({ type: "retry" });
    expect(sent("prepareContract")).toEqual({ ticketCode: DRAFT_CODE });
    await answer("prepareContract", CONTRACT);
    expect(context(actor)).toMatchObject({ contract: CONTRACT, message: null, errorKey: null });
    actor.stop();
  });

  it("keeps the e-mail the customer gave over the contract's prefilled one", async () => {
    const actor = await toContractReview("khach@example.com");
    expect(context(actor).email).toBe("khach@example.com");
    actor.stop();
  });

  it("takes the e-mail trimmed and at most 50 characters; Confirm needs it valid and the tick", async () => {
    const actor = await toContractReview();
    actor.send({ type: "email.change", value: "  a@example.com  " });
    expect(context(actor).email).toBe("a@example.com");
    const long = `${"a".repeat(60)}@example.com`;
    actor.send({ type: "email.change", value: long });
    expect(context(actor).email).toBe(long.slice(0, 50));
    actor.send({ type: "email.change", value: "a@example.com" });
    expect(actor.getSnapshot().can({ type: "contract.confirm" })).toBe(false);
    actor.send({ type: "contract.agree", value: true });
    expect(context(actor).agreed).toBe(true);
    expect(actor.getSnapshot().can({ type: "contract.confirm" })).toBe(true);
    actor.send({ type: "contract.agree", value: false });
    expect(context(actor).agreed).toBe(false);
    expect(actor.getSnapshot().can({ type: "contract.confirm" })).toBe(false);
    actor.stop();
  });

  it("a refused confirmation shows the server's message; closing returns to the contract without it", async () => {
    const actor = await toContractReview();
    actor.send({ type: "contract.agree", value: true });
    actor.send({ type: "contract.confirm" });
    expect(sent("confirmTicket")).toEqual({ ticketCode: DRAFT_CODE, email: CONTRACT.email });
    await answer("confirmTicket", { kind: "refused", message: " Hồ sơ không ở bước này. " });
    expect(context(actor)).toMatchObject({ message: "Hồ sơ không ở bước này.", errorKey: "normal_error" });
    expect(context(actor).loanCode).toBe("");
    actor.send({ type: "popup.close" });
    expect(context(actor)).toMatchObject({ message: null, errorKey: null });
    expect(actor.getSnapshot().can({ type: "contract.confirm" })).toBe(true);
    actor.send({ type: "contract.confirm" });
    await fail("confirmTicket", new Error("Không thể kết nối tới máy chủ."));
    expect(context(actor)).toMatchObject({ message: "Không thể kết nối tới máy chủ.", errorKey: "normal_error" });
    expect(actor.getSnapshot().hasTag("success")).toBe(false);
    actor.stop();
  });

  it("a confirmed ticket shows its loan code", async () => {
    const actor = await toSuccess();
    expect(context(actor).loanCode).toBe("VT251123000001");
    expect(actor.getSnapshot().hasTag("success")).toBe(true);
    actor.stop();
  });
});

describe("loan-ticket: the partner's approval and the SmartCA signature", () => {
  it("asks the partner about this ticket, and again after a while when a call fails", async () => {
    const clock = new SimulatedClock();
    const actor = await toSuccess(clock);
    expect(sent("approvalStatus")).toEqual({ ticketCode: DRAFT_CODE });
    await fail("approvalStatus");
    expect(actor.getSnapshot().hasTag("awaitingApproval")).toBe(true);
    const asked = count("approvalStatus");
    clock.increment(APPROVAL_POLL_MS - 1);
    await flush();
    expect(count("approvalStatus")).toBe(asked);
    clock.increment(1);
    await flush();
    expect(count("approvalStatus")).toBe(asked + 1);
    expect(sent("approvalStatus")).toEqual({ ticketCode: DRAFT_CODE });
    actor.stop();
  });

  it("keeps asking while undecided and ends at the partner's decision", async () => {
    for (const kind of ["approved", "declined", "signed"] as const) {
      const clock = new SimulatedClock();
      const actor = await toSuccess(clock);
      await answer("approvalStatus", { kind: "pending" });
      expect(actor.getSnapshot().hasTag(kind)).toBe(false);
      clock.increment(APPROVAL_POLL_MS);
      await flush();
      await answer("approvalStatus", { kind });
      expect(actor.getSnapshot().hasTag(kind)).toBe(true);
      expect(actor.getSnapshot().hasTag("awaitingApproval")).toBe(false);
      expect(actor.getSnapshot().status).toBe("active");
      clock.increment(APPROVAL_POLL_MS * 2);
      await flush();
      expect(fakes.isPending("approvalStatus")).toBe(false);
      actor.stop();
    }
  });

  it("signs with the partner's transaction and the code typed, digits only and at most 6", async () => {
    const actor = await toSigning();
    expect(context(actor)).toMatchObject({ signTransactionId: "SIM-1234abcd", signCode: "" });
    actor.send({ type: "sign.code.change", value: "12 34-5678" });
    expect(context(actor).signCode).toBe("123456");
    actor.send({ type: "sign.submit" });
    expect(sent("signRemote")).toEqual({ ticketCode: DRAFT_CODE, otp: "123456", transactionId: "SIM-1234abcd" });
    actor.stop();
  });

  it("Sign needs exactly six digits", async () => {
    const actor = await toSigning();
    const calls = count("signRemote");
    for (const value of ["", "12345", "abcdef"]) {
      actor.send({ type: "sign.code.change", value });
      expect(actor.getSnapshot().can({ type: "sign.submit" })).toBe(false);
      actor.send({ type: "sign.submit" });
    }
    expect(count("signRemote")).toBe(calls);
    actor.stop();
  });

  it("a wrong code is cleared and says so; typing again removes the message", async () => {
    const actor = await toSigning();
    actor.send({ type: "sign.code.change", value: "111111" });
    actor.send({ type: "sign.submit" });
    await answer("signRemote", { kind: "wrongCode" });
    expect(context(actor)).toMatchObject({ errorKey: "partner_sign_wrong", message: null, signCode: "" });
    expect(actor.getSnapshot().hasTag("signing")).toBe(true);
    actor.send({ type: "sign.code.change", value: "2" });
    expect(context(actor)).toMatchObject({ errorKey: null, message: null, signCode: "2" });
    actor.stop();
  });

  it("a failed signature call shows the failure and lets the customer try again", async () => {
    const actor = await toSigning();
    actor.send({ type: "sign.code.change", value: "111111" });
    actor.send({ type: "sign.submit" });
    await fail("signRemote", new Error("Không thể kết nối tới máy chủ."));
    expect(context(actor)).toMatchObject({ message: "Không thể kết nối tới máy chủ.", errorKey: "normal_error" });
    expect(actor.getSnapshot().can({ type: "sign.submit" })).toBe(true);
    actor.send({ type: "sign.submit" });
    await answer("signRemote", { kind: "signed" });
    expect(actor.getSnapshot().hasTag("signed")).toBe(true);
    actor.stop();
  });
});

describe("loan-ticket: the survivors of the full Stryker run of 2026-11-27", () => {
  it("a draft opened from the records page is read by its code (decision 009: ?code= resumes it)", async () => {
    const actor = start({ productId: "7", ticketCode: DRAFT_CODE });
    expect(sent("loadTicket")).toEqual({ productId: "7", ticketCode: DRAFT_CODE });
    await answer("loadTicket", draftAt("details"));
    await answer("checkService", { kind: "available" });
    expect(actor.getSnapshot().hasTag("details")).toBe(true);
    actor.stop();
  });

  it("a new application, step by step, is offered the contract's prefilled e-mail (SPEC 7: each step, then the contract)", async () => {
    const actor = await open(ready());
    await answer("ekyc", IDENTITY);
    await answer("saveDraft", undefined);
    for (const [field, value] of Object.entries(VALID_DETAILS) as Array<[keyof TicketDetails, string]>) {
      actor.send({ type: "details.change", field, value });
    }
    actor.send({ type: "details.submit" });
    expect(sent("saveDraft")).toMatchObject({ ticketCode: NEW_CODE, stage: "otp", details: VALID_DETAILS });
    await answer("saveDraft", undefined);
    await answer("requestOtp", { kind: "sent", phone: "0901234567", transactionId: "tx-9", resendsLeft: 2 });
    await answer("otp", { status: "verified", data: null });
    await answer("mobifoneStep2", { kind: "accepted" });
    await answer("prepareContract", CONTRACT);
    expect(context(actor).email).toBe(CONTRACT.email);
    actor.send({ type: "contract.agree", value: true });
    actor.send({ type: "contract.confirm" });
    expect(sent("confirmTicket")).toEqual({ ticketCode: NEW_CODE, email: CONTRACT.email });
    actor.stop();
  });

  it("a changed policy on the open draft the server gave back (no code asked) deletes that draft by its code", async () => {
    // Decision 009 (issue 19): without ?code= the server may answer with the customer's open draft of the product.
    const actor = start({ productId: "7", ticketCode: null });
    await answer("loadTicket", { ...draftAt("details"), policyChanged: true });
    expect(actor.getSnapshot().hasTag("policyChanged")).toBe(true);
    actor.send({ type: "draft.restart" });
    expect(sent("deleteDraft")).toEqual({ ticketCode: DRAFT_CODE });
    actor.stop();
  });

  it("a failed identity save shows the failure in the popup, the general error when it has no message", async () => {
    const actor = await open(ready());
    await answer("ekyc", IDENTITY);
    await fail("saveDraft", new Error("Không thể kết nối tới máy chủ."));
    expect(context(actor)).toMatchObject({ message: "Không thể kết nối tới máy chủ.", errorKey: "normal_error" });
    actor.send({ type: "retry" });
    await fail("saveDraft", new Error(""));
    expect(context(actor)).toMatchObject({ message: null, errorKey: "normal_error" });
    actor.stop();
  });
});
