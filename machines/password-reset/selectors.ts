import type { SnapshotFrom } from "xstate";
import type { passwordResetMachine } from "./machine";

/** Named reads of the password-reset snapshot, for the views' hook (useSelector with one of these). */
export type PasswordResetSnapshot = SnapshotFrom<typeof passwordResetMachine>;

export const selectContext = (snapshot: PasswordResetSnapshot) => snapshot.context;
export const selectBusy = (snapshot: PasswordResetSnapshot) => snapshot.hasTag("busy");
export const selectPopup = (snapshot: PasswordResetSnapshot) => snapshot.hasTag("popup");
/** The server refused the phone: its message goes under the field. */
export const selectFieldError = (snapshot: PasswordResetSnapshot) => snapshot.hasTag("fieldError");
export const selectExpired = (snapshot: PasswordResetSnapshot) => snapshot.hasTag("expired");
export const selectChanged = (snapshot: PasswordResetSnapshot) => snapshot.hasTag("changed");
export const selectCanRequest = (snapshot: PasswordResetSnapshot) => snapshot.can({ type: "request.submit" });
export const selectCanChange = (snapshot: PasswordResetSnapshot) => snapshot.can({ type: "password.submit" });
