import type { AnyStateMachine } from "xstate";
import { changeOwnPasswordMachine } from "../../machines/change-own-password/machine";
import { dataDeletionMachine } from "../../machines/data-deletion/machine";
import { ekycMachine } from "../../machines/ekyc/machine";
import { inactivityMachine } from "../../machines/inactivity/machine";
import { leadFunnelMachine } from "../../machines/lead-funnel/machine";
import { loanTicketMachine } from "../../machines/loan-ticket/machine";
import { manualReviewMachine } from "../../machines/manual-review/machine";
import { myDataMachine } from "../../machines/my-data/machine";
import { otpMachine } from "../../machines/otp/machine";
import { passwordResetMachine } from "../../machines/password-reset/machine";
import { staffSignInMachine } from "../../machines/staff-sign-in/machine";

/** Every machine under machines/, by its folder name. */
export const ALL_MACHINES: Record<string, AnyStateMachine> = {
  "lead-funnel": leadFunnelMachine,
  otp: otpMachine,
  inactivity: inactivityMachine,
  "password-reset": passwordResetMachine,
  "loan-ticket": loanTicketMachine,
  ekyc: ekycMachine,
  "data-deletion": dataDeletionMachine,
  "my-data": myDataMachine,
  "staff-sign-in": staffSignInMachine,
  "change-own-password": changeOwnPasswordMachine,
  "manual-review": manualReviewMachine,
};
