import type { SnapshotFrom } from "xstate";
import { type DetailsErrors, shownDetailsErrors } from "../../src/domain/loan-ticket-details";
import type { loanTicketMachine } from "./machine";

/** Named reads of the wizard's snapshot, for the view's hook (useSelector with one of these). */
export type LoanTicketSnapshot = SnapshotFrom<typeof loanTicketMachine>;

/** The wizard's step, by its tag; null while loading or after it ends. */
export type WizardScreen = "identity" | "details" | "otp" | "contract";
const SCREENS: readonly WizardScreen[] = ["identity", "details", "otp", "contract"];

export const selectScreen = (snapshot: LoanTicketSnapshot): WizardScreen | null =>
  SCREENS.find((tag) => snapshot.hasTag(tag)) ?? null;
export const selectLoading = (snapshot: LoanTicketSnapshot) => snapshot.hasTag("loading");
export const selectBusy = (snapshot: LoanTicketSnapshot) => snapshot.hasTag("busy");
export const selectLeft = (snapshot: LoanTicketSnapshot) => snapshot.hasTag("left");
export const selectSuccess = (snapshot: LoanTicketSnapshot) => snapshot.hasTag("success");
export const selectPolicyChanged = (snapshot: LoanTicketSnapshot) => snapshot.hasTag("policyChanged");
/** The 'Thông báo' popup (not on the final 'left' notice, which shows its message inline). */
export const selectPopup = (snapshot: LoanTicketSnapshot) => snapshot.hasTag("popup") && !snapshot.hasTag("left");
/** The popup's button retries the failed call instead of closing it. */
export const selectRetry = (snapshot: LoanTicketSnapshot) => snapshot.hasTag("retry");
export const selectCanConfirm = (snapshot: LoanTicketSnapshot) => snapshot.can({ type: "contract.confirm" });
export const selectContext = (snapshot: LoanTicketSnapshot) => snapshot.context;
export const selectEkycChild = (snapshot: LoanTicketSnapshot) => snapshot.children.ekyc;
export const selectOtpChild = (snapshot: LoanTicketSnapshot) => snapshot.children.otp;

const NO_ERRORS: DetailsErrors = {};
/** The details step's shown errors: a field's rule once it was left, every rule after a refused submit. */
export const selectDetailsErrors = (snapshot: LoanTicketSnapshot): DetailsErrors => {
  const { details, product, showErrors, detailsTouched } = snapshot.context;
  if (!showErrors && detailsTouched.length === 0) return NO_ERRORS;
  return shownDetailsErrors(details, product, { submitted: showErrors, touched: new Set(detailsTouched) });
};

/** Where the submitted application stands with its partner, on the result screen; null before. */
export type PartnerStage = "awaitingApproval" | "signing" | "approved" | "declined" | "signed";
const PARTNER_STAGES: readonly PartnerStage[] = ["awaitingApproval", "signing", "approved", "declined", "signed"];
export const selectPartnerStage = (snapshot: LoanTicketSnapshot): PartnerStage | null =>
  PARTNER_STAGES.find((tag) => snapshot.hasTag(tag)) ?? null;
export const selectCanSign = (snapshot: LoanTicketSnapshot) => snapshot.can({ type: "sign.submit" });
/** The partner's service is being checked before the wizard starts. */
export const selectCheckingService = (snapshot: LoanTicketSnapshot) => snapshot.matches("checkingService");
/** MobiFone's second step is running on the OTP screen. */
export const selectSubscriberCheck = (snapshot: LoanTicketSnapshot) => snapshot.matches({ otp: "mobifoneStep2" });
