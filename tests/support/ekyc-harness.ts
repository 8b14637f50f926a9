import { type AnyActorRef, createActor } from "xstate";
import type { EkycInput } from "../../machines/ekyc/types";
import { ekycWithFakes } from "./ekyc-fakes";
import { createDeferredActors, flush } from "./machine-coverage";

/** An eKYC test's set-up: the machine with fresh fakes, a started actor, and answering or failing a call. */
export function ekycHarness() {
  const fakes = createDeferredActors();
  const machine = ekycWithFakes(fakes);
  return {
    fakes,
    machine,
    start(input: EkycInput) {
      const actor = createActor(machine, { input });
      actor.start();
      return actor;
    },
    async answer(id: string, output: unknown) {
      fakes.resolve(id, output);
      await flush();
    },
    async fail(id: string) {
      fakes.reject(id, new Error("Mất kết nối"));
      await flush();
    },
  };
}

/** The customer picks an image of the document's side on screen and sends it to be read. */
export function submitImage(actor: Pick<AnyActorRef, "send">, image: Blob): void {
  actor.send({ type: "image.pick", image });
  actor.send({ type: "image.submit" });
}
