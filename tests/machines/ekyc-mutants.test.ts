import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { PATH_MODELS } from "../paths/path-models";
import { flush } from "../support/machine-coverage";
import { CARD_FIELDS, cardImage, inputs } from "./ekyc-model";

/**
 * Behaviour the path catalogue does not reach, written from SPEC.md section 8 (023: the ID does not
 * match; the customer corrects a field) and section 7; added for a mutant that survived
 * (docs/paths/mutants.md, ekyc `:383`).
 */
const model = PATH_MODELS.find((one) => one.name === "ekyc");

describe("ekyc after a 023 mismatch", () => {
  it("correcting a field allows Confirm again", async () => {
    if (!model) throw new Error("no ekyc path model");
    const { fakes, machine } = model.create();
    const actor = createActor(machine, { input: inputs[1] });
    actor.start();
    const answer = async (id: string, output: unknown) => {
      fakes.resolve(id, output);
      await flush();
    };
    actor.send({ type: "document.next" });
    actor.send({ type: "image.pick", image: cardImage });
    actor.send({ type: "image.submit" });
    await answer("readFront", { kind: "read", fields: CARD_FIELDS });
    await answer("checkFrontRule", { kind: "accepted" });
    actor.send({ type: "image.pick", image: cardImage });
    actor.send({ type: "image.submit" });
    await answer("readBack", { kind: "read", fields: { issueDate: "20/04/2021" } });
    await answer("checkBackRule", { kind: "accepted" });
    actor.send({ type: "review.submit" });
    await answer("checkIdentity", { kind: "rejected", code: "023" });
    expect(actor.getSnapshot().can({ type: "review.submit" })).toBe(false);
    actor.send({ type: "field.change", field: "fullName", value: "Nguyễn Thị Hồng Nhung" });
    expect(actor.getSnapshot().hasTag("error")).toBe(false);
    expect(actor.getSnapshot().can({ type: "review.submit" })).toBe(true);
  });
});
