import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { ekycMachine } from "../../machines/ekyc/machine";
import type { EkycInput, EkycOutput } from "../../machines/ekyc/types";
import { loanTicketMachine } from "../../machines/loan-ticket/machine";
import { selectDetailsErrors } from "../../machines/loan-ticket/selectors";
import type {
  ConfirmTicketInput,
  ConfirmTicketResult,
  ContractFile,
  DeleteDraftInput,
  LoadTicketInput,
  LoadTicketResult,
  PrepareContractInput,
  RequestOtpInput,
  RequestTicketOtpResult,
  SaveDraftInput,
} from "../../machines/loan-ticket/types";
import type { otpMachine } from "../../machines/otp/machine";
import type { OtpInput, OtpOutput } from "../../machines/otp/types";
import { createDeferredActors, exploreMachine, flush } from "../support/machine-coverage";
import { CONTRACT, IDENTITY, input, loadAnswers, loanTicketEvents, VALID_DETAILS } from "./loan-ticket-model";

/**
 * Model-based paths through every transition of loanTicket. The `ekyc` and `otp` children are deferred
 * fakes here (each has its own model test); tests/components/loan-ticket-wizard.test.tsx drives the
 * wizard through its views.
 */
const fakes = createDeferredActors();
const effects: Array<{ type: string; params: unknown }> = [];
const record = (type: string) => (_: unknown, params: unknown) => {
  effects.push({ type, params });
};
const machine = loanTicketMachine.provide({
  actors: {
    loadTicket: fakes.actor<LoadTicketResult, LoadTicketInput>(),
    deleteDraft: fakes.actor<void, DeleteDraftInput>(),
    saveDraft: fakes.actor<void, SaveDraftInput>(),
    // Stand-ins with the children's input and output; the types want state machines there.
    ekyc: fakes.actor<EkycOutput, EkycInput>() as unknown as typeof ekycMachine,
    requestOtp: fakes.actor<RequestTicketOtpResult, RequestOtpInput>(),
    otp: fakes.actor<OtpOutput, OtpInput>() as unknown as typeof otpMachine,
    prepareContract: fakes.actor<ContractFile, PrepareContractInput>(),
    confirmTicket: fakes.actor<ConfirmTicketResult, ConfirmTicketInput>(),
  },
  actions: { rememberTicket: record("rememberTicket"), leave: record("leave") },
});

const model = exploreMachine(machine, { input, events: loanTicketEvents });

describe("loanTicketMachine model", () => {
  it("has a path through every transition it defines", () => {
    expect(model.defined.length).toBeGreaterThan(30);
    expect(model.uncovered).toEqual([]);
  });
});

function start(ticketCode: string | null = null) {
  const actor = createActor(machine, { input: { productId: "1", ticketCode } });
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
});
