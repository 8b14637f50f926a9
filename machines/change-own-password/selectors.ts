import type { SnapshotFrom } from "xstate";
import type { changeOwnPasswordMachine } from "./machine";

/** What the change-password screen reads of the machine. */
type Snapshot = SnapshotFrom<typeof changeOwnPasswordMachine>;

export const selectBusy = (s: Snapshot) => s.hasTag("busy");
export const selectDone = (s: Snapshot) => s.hasTag("done");
export const selectRefusal = (s: Snapshot) => (s.hasTag("error") ? s.context.refusal : null);
export const selectFields = (s: Snapshot) => ({
  current: s.context.current,
  password: s.context.password,
  repeat: s.context.repeat,
});
export const selectEndedSessions = (s: Snapshot) => s.context.endedSessions;
export const selectCanSubmit = (s: Snapshot) => s.can({ type: "form.submit" });
