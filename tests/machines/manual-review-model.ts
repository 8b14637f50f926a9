import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import { manualReviewMachine } from "../../machines/manual-review/machine";
import type { CaseView, DecisionInput, DecisionOutcome, QueueItem } from "../../machines/manual-review/types";
import { createDeferredActors, ownEvents } from "../support/machine-paths";

/**
 * The manual-review machine's model: its three calls are deferred fakes; one held application in the
 * queue (masked as the server answers it), its case, and the answers to a decision (recorded, or
 * refused because another operator decided first, or a lost connection).
 */
export const CODE = "HSDEMO000001";
export const PHONE_MASKED = "098****321";
export const REASON = "Khuôn mặt khớp ảnh trên CCCD";
export const TAKEN = "Hồ sơ này đã được người khác xử lý";

export const ITEM: QueueItem = {
  code: CODE,
  reason: "face_undecided",
  status: "submitted",
  productName: "Vay tiêu dùng tín chấp (mẫu)",
  partnerName: "An Phát",
  phone: PHONE_MASKED,
  fullName: "N*** T** A***",
  heldSince: "2026-11-27T08:00:00.000Z",
};
export const CASE: CaseView = {
  ...ITEM,
  documentType: "cccd",
  images: ["front", "back", "face"],
  scores: { similarity: null, antispoof: 0.9, liveness: 0.8 },
  cardId: "********0123",
  decision: null,
};

export function createReviewFakes() {
  const fakes = createDeferredActors();
  const machine = manualReviewMachine.provide({
    actors: {
      loadQueue: fakes.actor<QueueItem[], void>(),
      loadCase: fakes.actor<CaseView, { code: string }>(),
      submitDecision: fakes.actor<DecisionOutcome, DecisionInput>(),
    },
  });
  return { fakes, machine };
}

const failure = (id: string, message = "Mất kết nối") => [
  { type: `xstate.error.actor.${id}`, error: new Error(message) },
];

export function reviewEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const decision = (snapshot.context as { decision: "approved" | "refused" | null }).decision ?? "approved";
  return ownEvents(snapshot, {
    open: [{ type: "open", code: CODE }],
    // Too short, then a reason that will do.
    "note.change": [
      { type: "note.change", value: "ok" },
      { type: "note.change", value: REASON },
    ],
    "xstate.done.actor.loadQueue": [
      { type: "xstate.done.actor.loadQueue", output: [ITEM] },
      { type: "xstate.done.actor.loadQueue", output: [] },
    ],
    "xstate.error.actor.loadQueue": failure("loadQueue"),
    "xstate.done.actor.loadCase": [{ type: "xstate.done.actor.loadCase", output: CASE }],
    "xstate.error.actor.loadCase": failure("loadCase"),
    "xstate.done.actor.submitDecision": [
      {
        type: "xstate.done.actor.submitDecision",
        output: { code: CODE, decision, delivery: decision === "approved" ? "queued" : "none" },
      },
    ],
    "xstate.error.actor.submitDecision": failure("submitDecision", TAKEN),
  });
}
