import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { APPROVAL_POLL_MS } from "../../machines/loan-ticket/machine";
import { selectDetailsErrors } from "../../machines/loan-ticket/selectors";
import { exploreMachine, flush } from "../support/machine-coverage";
import { fakeLoanTicket } from "./loan-ticket-fakes";
import { CONTRACT, IDENTITY, input, loadAnswers, loanTicketEvents, VALID_DETAILS } from "./loan-ticket-model";

/**
 * Model-based paths through every transition of loanTicket. The `ekyc` and `otp` children are deferred
 * fakes here (each has its own model test); tests/components/loan-ticket-wizard.test.tsx drives the
 * wizard through its views.
 */
const { fakes, effects, machine } = fakeLoanTicket();

const model = exploreMachine(machine, { input, events: loanTicketEvents });

describe("loanTicketMachine model", () => {
  it("has a path through every transition it defines", () => {
    expect(model.defined.length).toBeGreaterThan(30);
    expect(model.uncovered).toEqual([]);
  });
});

function start(ticketCode: string | null = null, clock?: SimulatedClock) {
  const actor = createActor(machine, { input: { productId: "1", ticketCode }, ...(clock ? { clock } : {}) });
  actor.start();
  return actor;
}

async function answer(id: string, output: unknown) {
  fakes.resolve(id, output);
  await flush();
}

describe("loanTicketMachine behaviour", () => {
  it("resumes a draft at its step with its data, and asks for the draft by code", async () => {
    effects.length = 0;
    const actor = start("LT000001");
    expect(fakes.started.at(-1)?.input).toEqual({ productId: "1", ticketCode: "LT000001" });
    await answer("loadTicket", loadAnswers[1]);
    await answer("checkService", { kind: "available" });
    expect(actor.getSnapshot().hasTag("details")).toBe(true);
    expect(actor.getSnapshot().context.details).toEqual(VALID_DETAILS);
    expect(effects).toEqual([{ type: "rememberTicket", params: { ticketCode: "LT000001" } }]);
    actor.stop();
  });

  it("shows the policy message for a changed product, deletes the draft and starts over", async () => {
    const actor = start("LT000001");
    await answer("loadTicket", loadAnswers[4]);
    expect(actor.getSnapshot().hasTag("policyChanged")).toBe(true);
    actor.send({ type: "draft.restart" });
    expect(fakes.started.at(-1)?.input).toEqual({ ticketCode: "LT000001" });
    await answer("deleteDraft", undefined);
    expect(fakes.started.at(-1)?.input).toEqual({ productId: "1", ticketCode: null });
    expect(actor.getSnapshot().context.identity).toBeNull();
    actor.stop();
  });

  it("refuses details below the loan amount, and clears the branch when the bank changes", async () => {
    const actor = start("LT000001");
    await answer("loadTicket", loadAnswers[1]);
    await answer("checkService", { kind: "available" });
    actor.send({ type: "details.change", field: "totalCapital", value: "19999999" });
    actor.send({ type: "details.submit" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(false);
    expect(actor.getSnapshot().context.showErrors).toBe(true);
    actor.send({ type: "details.change", field: "totalCapital", value: "20000000" });
    actor.send({ type: "details.change", field: "bankId", value: "9" });
    expect(actor.getSnapshot().context.details.branchId).toBe("");
    actor.send({ type: "details.change", field: "branchId", value: "91" });
    actor.send({ type: "details.submit" });
    expect(fakes.started.at(-1)?.input).toMatchObject({ stage: "otp", ticketCode: "LT000001", identity: IDENTITY });
    await answer("saveDraft", undefined);
    expect(fakes.started.at(-1)?.id).toBe("requestOtp");
    actor.stop();
  });

  it("shows a details field's error once the field was left, and every error after a refused submit", async () => {
    const actor = start("LT000001");
    await answer("loadTicket", loadAnswers[1]);
    await answer("checkService", { kind: "available" });
    const shown = () => Object.keys(selectDetailsErrors(actor.getSnapshot())).sort();
    actor.send({ type: "details.change", field: "totalCapital", value: "19999999" });
    actor.send({ type: "details.change", field: "bankId", value: "9" });
    expect(shown()).toEqual([]);
    actor.send({ type: "details.field.left", field: "totalCapital" });
    actor.send({ type: "details.field.left", field: "totalCapital" });
    expect(actor.getSnapshot().context.detailsTouched).toEqual(["totalCapital"]);
    expect(shown()).toEqual(["totalCapital"]);
    actor.send({ type: "details.submit" });
    expect(shown()).toEqual(["branchId", "totalCapital"]);
    actor.stop();
  });

  it("prefills the contract e-mail and confirms only a valid one, ending with the loan code", async () => {
    const actor = start("LT000001");
    await answer("loadTicket", loadAnswers[3]);
    await answer("checkService", { kind: "available" });
    await answer("prepareContract", CONTRACT);
    expect(actor.getSnapshot().context.email).toBe(CONTRACT.email);
    actor.send({ type: "email.change", value: "khong-hop-le" });
    expect(actor.getSnapshot().can({ type: "contract.confirm" })).toBe(false);
    actor.send({ type: "email.change", value: "a@example.com" });
    expect(actor.getSnapshot().can({ type: "contract.confirm" })).toBe(false);
    actor.send({ type: "contract.agree", value: true });
    actor.send({ type: "contract.confirm" });
    expect(fakes.started.at(-1)?.input).toEqual({ ticketCode: "LT000001", email: "a@example.com" });
    await answer("confirmTicket", { kind: "confirmed", loanCode: "LN123" });
    expect(actor.getSnapshot().hasTag("success")).toBe(true);
    expect(actor.getSnapshot().context.loanCode).toBe("LN123");
  });

  it("checks the partner's service before the wizard starts, and offers a retry while it is closed", async () => {
    effects.length = 0;
    const actor = start();
    await answer("loadTicket", loadAnswers[0]);
    expect(fakes.started.at(-1)?.input).toEqual({ productId: "1" });
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    const closed = "Dịch vụ của đối tác hiện tạm ngưng, vui lòng thử lại sau.";
    await answer("checkService", { kind: "unavailable", message: closed });
    expect(actor.getSnapshot().hasTag("left")).toBe(true);
    expect(actor.getSnapshot().context.message).toBe(closed);
    expect(effects).toEqual([]);
    actor.send({ type: "retry" });
    await answer("checkService", { kind: "available" });
    expect(actor.getSnapshot().hasTag("identity")).toBe(true);
    expect(effects).toEqual([{ type: "rememberTicket", params: { ticketCode: "LT000001" } }]);
    actor.stop();
  });

  it("runs MobiFone's second step after the OTP: the contract when accepted, leaving when refused", async () => {
    effects.length = 0;
    const actor = start("LT000001");
    await answer("loadTicket", loadAnswers[2]);
    await answer("checkService", { kind: "available" });
    await answer("requestOtp", { kind: "sent", phone: "0901234567", transactionId: "tx-9", resendsLeft: 3 });
    await answer("otp", { status: "verified", data: null });
    expect(fakes.started.at(-1)?.input).toEqual({ ticketCode: "LT000001", transactionId: "tx-9" });
    expect(actor.getSnapshot().hasTag("otp")).toBe(true);
    const refused = "Số điện thoại MobiFone chưa khớp với giấy tờ tùy thân của bạn, hồ sơ chưa thể tiếp tục.";
    await answer("mobifoneStep2", { kind: "refused", message: refused });
    expect(actor.getSnapshot().hasTag("popup")).toBe(true);
    expect(actor.getSnapshot().context.message).toBe(refused);
    actor.send({ type: "popup.close" });
    expect(actor.getSnapshot().hasTag("left")).toBe(true);
    expect(effects.map((e) => e.type)).toContain("leave");
    actor.stop();

    const again = start("LT000001");
    await answer("loadTicket", loadAnswers[2]);
    await answer("checkService", { kind: "available" });
    await answer("requestOtp", { kind: "sent", phone: "0901234567", transactionId: "tx-9", resendsLeft: 3 });
    await answer("otp", { status: "verified", data: null });
    await answer("mobifoneStep2", { kind: "accepted" });
    expect(again.getSnapshot().hasTag("contract")).toBe(true);
    again.stop();
  });

  it("follows the partner's approval after confirmation and signs the contract remotely through SmartCA", async () => {
    const clock = new SimulatedClock();
    const actor = start("LT000001", clock);
    await answer("loadTicket", loadAnswers[3]);
    await answer("checkService", { kind: "available" });
    await answer("prepareContract", CONTRACT);
    actor.send({ type: "contract.agree", value: true });
    actor.send({ type: "contract.confirm" });
    await answer("confirmTicket", { kind: "confirmed", loanCode: "VT251123000001" });
    expect(fakes.started.at(-1)?.input).toEqual({ ticketCode: "LT000001" });
    expect(actor.getSnapshot().hasTag("awaitingApproval")).toBe(true);
    await answer("approvalStatus", { kind: "pending" });
    expect(actor.getSnapshot().hasTag("awaitingApproval")).toBe(true);
    const asked = fakes.started.filter((s) => s.id === "approvalStatus").length;
    clock.increment(APPROVAL_POLL_MS);
    await flush();
    expect(fakes.started.filter((s) => s.id === "approvalStatus").length).toBe(asked + 1);
    await answer("approvalStatus", { kind: "needsSigning", transactionId: "SIM-1234abcd" });
    expect(actor.getSnapshot().hasTag("signing")).toBe(true);
    expect(actor.getSnapshot().hasTag("success")).toBe(true);
    actor.send({ type: "sign.code.change", value: "12a" });
    expect(actor.getSnapshot().can({ type: "sign.submit" })).toBe(false);
    actor.send({ type: "sign.code.change", value: "654321" });
    actor.send({ type: "sign.submit" });
    expect(fakes.started.at(-1)?.input).toEqual({
      ticketCode: "LT000001",
      otp: "654321",
      transactionId: "SIM-1234abcd",
    });
    await answer("signRemote", { kind: "wrongCode" });
    expect(actor.getSnapshot().context.errorKey).toBe("partner_sign_wrong");
    expect(actor.getSnapshot().context.signCode).toBe("");
    actor.send({ type: "sign.code.change", value: "123456" });
    actor.send({ type: "sign.submit" });
    await answer("signRemote", { kind: "signed" });
    expect(actor.getSnapshot().hasTag("signed")).toBe(true);
    actor.stop();
  });

  it("ends on the partner's approval or refusal", async () => {
    for (const [kind, tag] of [
      ["approved", "approved"],
      ["declined", "declined"],
      ["signed", "signed"],
    ] as const) {
      const actor = start("LT000001");
      await answer("loadTicket", loadAnswers[3]);
      await answer("checkService", { kind: "available" });
      await answer("prepareContract", CONTRACT);
      actor.send({ type: "contract.agree", value: true });
      actor.send({ type: "contract.confirm" });
      await answer("confirmTicket", { kind: "confirmed", loanCode: "VT251123000001" });
      await answer("approvalStatus", { kind });
      expect(actor.getSnapshot().hasTag(tag)).toBe(true);
      actor.stop();
    }
  });
});
