import { assign, setup } from "xstate";
import { placeholderActor } from "../shared/not-provided";
import {
  type CaseView,
  type DecisionInput,
  type DecisionOutcome,
  type ManualReviewContext,
  type ManualReviewEvent,
  type ManualReviewTag,
  type QueueItem,
  REASON_MAX,
  REASON_MIN,
} from "./types";

/**
 * The operator's manual-review queue (/quan-tri/duyet, issue 31, docs/decisions/021-back-office.md).
 *
 * - `loading` → `queue` (held applications, oldest first) or `empty`; a failed load → `loadFailed`.
 * - `opening` a case (`loadCase`) → `viewing`: the ID front/back and the selfie side by side.
 * - `approve` or `refuse` → `deciding`: a reason of 5 to 300 characters is required; `confirm` sends
 *   it (`submitDecision`) → `decided` (where the application goes next), or back to `deciding` with
 *   the server's message (e.g. another operator decided it first).
 *
 * `loadQueue`, `loadCase` and `submitDecision` are placeholders the app supplies with `.provide()`.
 */

/** issue 31 (the operator's manual-review queue) under SPEC's roles section, as the staff sign-in. */
const SPEC = "6 Roles and permissions";
const errorText = (event: object) => {
  const error = "error" in event ? event.error : null;
  return error instanceof Error && error.message !== "" ? error.message : "";
};

export const manualReviewMachine = setup({
  types: {
    context: {} as ManualReviewContext,
    events: {} as ManualReviewEvent,
    tags: {} as ManualReviewTag,
  },
  actors: {
    loadQueue: placeholderActor<QueueItem[], void>("loadQueue"),
    loadCase: placeholderActor<CaseView, { code: string }>("loadCase"),
    submitDecision: placeholderActor<DecisionOutcome, DecisionInput>("submitDecision"),
  },
  guards: {
    hasRows: ({ event }) => "output" in event && Array.isArray(event.output) && event.output.length > 0,
    reasonGiven: ({ context }) => context.note.trim().length >= REASON_MIN && context.note.trim().length <= REASON_MAX,
  },
  actions: {
    setQueue: assign(({ event }) => ("output" in event ? { queue: event.output as QueueItem[] } : {})),
    select: assign(({ event }) => (event.type === "open" ? { selected: event.code, current: null } : {})),
    setCase: assign(({ event }) => ("output" in event ? { current: event.output as CaseView } : {})),
    startApprove: assign({ decision: "approved", note: "", message: null }),
    startRefuse: assign({ decision: "refused", note: "", message: null }),
    setReason: assign(({ event }) => (event.type === "note.change" ? { note: event.value, message: null } : {})),
    setOutcome: assign(({ event }) => ("output" in event ? { outcome: event.output as DecisionOutcome } : {})),
    showFailure: assign(({ event }) => ({ message: errorText(event) })),
    clearCase: assign({ selected: null, current: null, decision: null, note: "", message: null, outcome: null }),
    clearDecision: assign({ decision: null, note: "", message: null }),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  description:
    "The operator's manual-review queue: held applications, their images side by side, a decision with a reason.",
  meta: { spec: SPEC },
  id: "manualReview",
  context: { queue: [], selected: null, current: null, decision: null, note: "", message: null, outcome: null },
  initial: "loading",
  states: {
    loading: {
      description: "The queue is asked for (loadQueue): held applications no one has decided.",
      meta: { spec: SPEC },
      tags: ["busy", "queue"],
      entry: "clearCase",
      invoke: {
        id: "loadQueue",
        src: "loadQueue",
        onDone: [
          { guard: "hasRows", target: "queue", actions: "setQueue" },
          { target: "empty", actions: "setQueue" },
        ],
        onError: { target: "loadFailed", actions: "showFailure" },
      },
    },
    empty: {
      description: "Nothing waits for a person: the empty-queue line and a reload button.",
      meta: { spec: SPEC },
      tags: ["queue"],
      on: { reload: "loading" },
    },
    queue: {
      description: "The held applications, oldest first, masked; each opens its case.",
      meta: { spec: SPEC },
      tags: ["queue"],
      on: { open: { target: "opening", actions: "select" }, reload: "loading" },
    },
    loadFailed: {
      description: "The queue could not be loaded: the message and 'Thử lại'.",
      meta: { spec: SPEC },
      tags: ["queue", "error"],
      on: { retry: { target: "loading", actions: "clearMessage" } },
    },
    opening: {
      description: "The case is asked for (loadCase): its images, the server's scores, the masked card number.",
      meta: { spec: SPEC },
      tags: ["busy", "case"],
      invoke: {
        id: "loadCase",
        src: "loadCase",
        input: ({ context }) => ({ code: context.selected ?? "" }),
        onDone: { target: "viewing", actions: "setCase" },
        onError: { target: "caseFailed", actions: "showFailure" },
      },
    },
    caseFailed: {
      description: "The case could not be loaded: the message, 'Thử lại' and the way back to the queue.",
      meta: { spec: SPEC },
      tags: ["case", "error"],
      on: { retry: { target: "opening", actions: "clearMessage" }, back: "loading" },
    },
    viewing: {
      description: "The ID front, back and selfie side by side, with Approve and Refuse.",
      meta: { spec: SPEC },
      tags: ["case"],
      on: {
        approve: { target: "deciding", actions: "startApprove" },
        refuse: { target: "deciding", actions: "startRefuse" },
        back: "loading",
      },
    },
    deciding: {
      description:
        "The decision's reason is typed (5 to 300 characters); Confirm sends it, Cancel returns to the images. A refusal's message shows here.",
      meta: { spec: SPEC },
      tags: ["case", "deciding"],
      on: {
        "note.change": { actions: "setReason" },
        confirm: { guard: "reasonGiven", target: "submitting" },
        cancel: { target: "viewing", actions: "clearDecision" },
      },
    },
    submitting: {
      description: "The decision and its reason are sent (submitDecision); the server writes the audit log.",
      meta: { spec: SPEC },
      tags: ["busy", "case", "deciding"],
      invoke: {
        id: "submitDecision",
        src: "submitDecision",
        input: ({ context }) => ({
          code: context.selected ?? "",
          decision: context.decision ?? "refused",
          note: context.note.trim(),
        }),
        onDone: { target: "decided", actions: "setOutcome" },
        onError: { target: "deciding", actions: "showFailure" },
      },
    },
    decided: {
      description: "The decision is recorded: approved or refused, and whether the partner receives the application.",
      meta: { spec: SPEC },
      tags: ["done"],
      on: { next: "loading" },
    },
  },
});
