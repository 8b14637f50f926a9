import type { SnapshotFrom } from "xstate";
import type { dataDeletionMachine } from "./machine";

/** Named reads of the data-deletion snapshot, for the view's hook (useSelector with one of these). */
export type DataDeletionSnapshot = SnapshotFrom<typeof dataDeletionMachine>;

export type DeletionScreen = "form" | "otp" | "done";
const SCREENS: readonly DeletionScreen[] = ["form", "otp", "done"];

export const selectScreen = (snapshot: DataDeletionSnapshot): DeletionScreen | null =>
  SCREENS.find((tag) => snapshot.hasTag(tag)) ?? null;
export const selectContext = (snapshot: DataDeletionSnapshot) => snapshot.context;
export const selectBusy = (snapshot: DataDeletionSnapshot) => snapshot.hasTag("busy");
export const selectPopup = (snapshot: DataDeletionSnapshot) => snapshot.hasTag("popup");
/** The server refused the phone: its message goes under the field. */
export const selectFieldError = (snapshot: DataDeletionSnapshot) => snapshot.hasTag("fieldError");
export const selectCanSubmit = (snapshot: DataDeletionSnapshot) => snapshot.can({ type: "deletion.submit" });
export const selectOtpChild = (snapshot: DataDeletionSnapshot) => snapshot.children.otp;
