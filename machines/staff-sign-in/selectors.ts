import type { SnapshotFrom } from "xstate";
import type { staffSignInMachine } from "./machine";

/** What the sign-in screen reads of the machine. */
type Snapshot = SnapshotFrom<typeof staffSignInMachine>;

export const selectChoosing = (s: Snapshot) => s.hasTag("choose");
export const selectTotpOpen = (s: Snapshot) => s.hasTag("totp");
export const selectBusy = (s: Snapshot) => s.hasTag("busy");
export const selectMessage = (s: Snapshot) => s.context.message;
export const selectEmail = (s: Snapshot) => s.context.email;
export const selectCode = (s: Snapshot) => s.context.code;
export const selectCanSubmitTotp = (s: Snapshot) => s.can({ type: "totp.submit" });
