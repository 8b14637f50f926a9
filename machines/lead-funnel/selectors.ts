import type { SnapshotFrom } from "xstate";
import { isAgeOutOfRange } from "./form";
import type { leadFunnelMachine } from "./machine";

/** Named reads of the lead funnel's snapshot, for the view's hook (useSelector with one of these). */
export type LeadFunnelSnapshot = SnapshotFrom<typeof leadFunnelMachine>;

export const selectContext = (snapshot: LeadFunnelSnapshot) => snapshot.context;
export const selectBusy = (snapshot: LeadFunnelSnapshot) => snapshot.hasTag("busy");
export const selectPopup = (snapshot: LeadFunnelSnapshot) => snapshot.hasTag("popup");
export const selectScoreNotice = (snapshot: LeadFunnelSnapshot) => snapshot.hasTag("scoreNotice");
export const selectScoring = (snapshot: LeadFunnelSnapshot) => snapshot.hasTag("scoring");
export const selectPasswordSaving = (snapshot: LeadFunnelSnapshot) => snapshot.hasTag("passwordSaving");
export const selectCanBack = (snapshot: LeadFunnelSnapshot) => snapshot.can({ type: "step.back" });
export const selectCanSubmitPassword = (snapshot: LeadFunnelSnapshot) => snapshot.can({ type: "password.submit" });
/** Step 4 with a complete ID whose age is outside 18-60: the step names the rule (issue 33). */
export const selectAgeOutOfRange = (snapshot: LeadFunnelSnapshot) =>
  snapshot.hasTag("step4") && isAgeOutOfRange(snapshot.context);
/** 'Tiếp tục' of a form step: whether the machine takes the step's submit event now. */
export const selectCanSubmitStep = (snapshot: LeadFunnelSnapshot) =>
  snapshot.can({ type: "amount.confirmed" }) ||
  snapshot.can({ type: "contact.submitted" }) ||
  snapshot.can({ type: "identity.submitted" });
export const selectOtpChild = (snapshot: LeadFunnelSnapshot) => snapshot.children.otp;
