import type { SnapshotFrom } from "xstate";
import type { otpMachine } from "./machine";

/** Named reads of the OTP snapshot, for the panel's hook (useSelector with one of these). */
export type OtpSnapshot = SnapshotFrom<typeof otpMachine>;

export const selectContext = (snapshot: OtpSnapshot) => snapshot.context;
export const selectBusy = (snapshot: OtpSnapshot) => snapshot.hasTag("busy");
export const selectPopup = (snapshot: OtpSnapshot) => snapshot.hasTag("popup");
export const selectError = (snapshot: OtpSnapshot) => snapshot.hasTag("error");
export const selectInputsDisabled = (snapshot: OtpSnapshot) => snapshot.hasTag("inputsDisabled");
export const selectLockedOut = (snapshot: OtpSnapshot) => snapshot.hasTag("lockedOut");
export const selectResending = (snapshot: OtpSnapshot) => snapshot.hasTag("resending");
export const selectCanResend = (snapshot: OtpSnapshot) => snapshot.can({ type: "otp.resend" });
export const selectCanSubmit = (snapshot: OtpSnapshot) => snapshot.can({ type: "otp.submitted" });
export const selectCanRestart = (snapshot: OtpSnapshot) => snapshot.can({ type: "otp.restart" });
