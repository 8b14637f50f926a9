import type { SnapshotFrom } from "xstate";
import type { manualReviewMachine } from "./machine";

/** What the review screen reads of the machine. */
type Snapshot = SnapshotFrom<typeof manualReviewMachine>;

export const selectStage = (s: Snapshot) =>
  s.hasTag("done") ? "decided" : s.hasTag("case") ? "case" : s.matches("empty") ? "empty" : "queue";
export const selectBusy = (s: Snapshot) => s.hasTag("busy");
export const selectFailed = (s: Snapshot) => s.hasTag("error");
export const selectDeciding = (s: Snapshot) => s.hasTag("deciding");
export const selectQueue = (s: Snapshot) => s.context.queue;
export const selectSelected = (s: Snapshot) => s.context.selected;
export const selectCase = (s: Snapshot) => s.context.current;
export const selectDecision = (s: Snapshot) => s.context.decision;
export const selectReason = (s: Snapshot) => s.context.note;
export const selectMessage = (s: Snapshot) => s.context.message;
export const selectOutcome = (s: Snapshot) => s.context.outcome;
export const selectCanConfirm = (s: Snapshot) => s.can({ type: "confirm" });
