import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { exploreMachine, flush } from "../support/machine-coverage";
import { createDeletionFakes, deletionEvents, PHONE, REFERENCE } from "./data-deletion-model";

const { machine } = createDeletionFakes();
const model = exploreMachine(machine, { events: deletionEvents });

describe("dataDeletionMachine model", () => {
  it("has a path through every transition it defines", () => {
    expect(model.defined.length).toBeGreaterThan(12);
    expect(model.uncovered).toEqual([]);
  });
});

function start() {
  const { fakes, machine } = createDeletionFakes();
  const actor = createActor(machine);
  actor.start();
  const answer = async (id: string, output: unknown) => {
    fakes.resolve(id, output);
    await flush();
  };
  return { actor, fakes, answer };
}

describe("dataDeletionMachine behaviour", () => {
  it("sends only a valid phone with the consent box ticked, and keeps digits only", () => {
    const { actor, fakes } = start();
    actor.send({ type: "deletion.phone.change", value: "09 1234-5678" });
    expect(actor.getSnapshot().context.phone).toBe(PHONE);
    actor.send({ type: "deletion.submit" });
    expect(fakes.started).toEqual([]);
    actor.send({ type: "deletion.agree.change", value: true });
    actor.send({ type: "deletion.submit" });
    expect(fakes.started).toEqual([{ id: "sendCode", input: { phone: PHONE } }]);
  });

  it("asks for the code with the reset behaviour and shows the reference once the request is filed", async () => {
    const { actor, fakes, answer } = start();
    actor.send({ type: "deletion.phone.change", value: PHONE });
    actor.send({ type: "deletion.agree.change", value: true });
    actor.send({ type: "deletion.submit" });
    await answer("sendCode", { kind: "sent", transactionId: "tx-9", resendsLeft: 1 });
    expect(fakes.started.at(-1)).toEqual({
      id: "otp",
      input: { purpose: "reset", phone: PHONE, transactionId: "tx-9", resendsLeft: 1 },
    });
    await answer("otp", { status: "verified", data: { reference: REFERENCE } });
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().context.reference).toBe(REFERENCE);
  });

  it("puts a refusal under the field until the phone changes, and a failure in the popup", async () => {
    const { actor, fakes, answer } = start();
    actor.send({ type: "deletion.phone.change", value: PHONE });
    actor.send({ type: "deletion.agree.change", value: true });
    actor.send({ type: "deletion.submit" });
    await answer("sendCode", { kind: "refused", message: "Không có dữ liệu." });
    expect(actor.getSnapshot().hasTag("fieldError")).toBe(true);
    expect(actor.getSnapshot().context.message).toBe("Không có dữ liệu.");
    actor.send({ type: "deletion.phone.change", value: PHONE });
    expect(actor.getSnapshot().hasTag("fieldError")).toBe(false);
    expect(actor.getSnapshot().context.message).toBeNull();
    actor.send({ type: "deletion.submit" });
    fakes.reject("sendCode", new Error(""));
    await flush();
    expect(actor.getSnapshot().hasTag("popup")).toBe(true);
    expect(actor.getSnapshot().context.message).toBeNull();
    actor.send({ type: "popup.close" });
    expect(actor.getSnapshot().value).toEqual({ form: "editing" });
  });

  it("returns to the form when the code is given up, when Back is pressed, or when no reference comes back", async () => {
    for (const leave of ["abandoned", "back", "no reference"] as const) {
      const { actor, answer } = start();
      actor.send({ type: "deletion.phone.change", value: PHONE });
      actor.send({ type: "deletion.agree.change", value: true });
      actor.send({ type: "deletion.submit" });
      await answer("sendCode", { kind: "sent", transactionId: "tx-1", resendsLeft: 2 });
      if (leave === "back") actor.send({ type: "deletion.back" });
      else if (leave === "abandoned") await answer("otp", { status: "abandoned", destination: "request" });
      else await answer("otp", { status: "verified", data: {} });
      expect(actor.getSnapshot().value, leave).toEqual({ form: "editing" });
      expect(actor.getSnapshot().context.phone, leave).toBe(PHONE);
    }
  });
});
