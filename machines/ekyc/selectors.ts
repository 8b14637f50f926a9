import type { SnapshotFrom } from "xstate";
import type { ekycMachine } from "./machine";

/** Named reads of the identity step's snapshot, for the view's hook (useSelector with one of these). */
export type EkycSnapshot = SnapshotFrom<typeof ekycMachine>;

/** The identity step's screen, by its tag. */
export type EkycScreen = "document" | "front" | "back" | "review" | "consent" | "face";
const SCREENS: readonly EkycScreen[] = ["document", "front", "back", "review", "consent", "face"];

export const selectScreen = (snapshot: EkycSnapshot): EkycScreen | null =>
  SCREENS.find((tag) => snapshot.hasTag(tag)) ?? null;
/** The biometric consent was declined: the view explains why the face is needed. */
export const selectConsentDeclined = (snapshot: EkycSnapshot) => snapshot.hasTag("declined");
export const selectBusy = (snapshot: EkycSnapshot) => snapshot.hasTag("busy");
export const selectPopup = (snapshot: EkycSnapshot) => snapshot.hasTag("popup");
/** The step shows its message: inline (error) or in the popup. */
export const selectShowsMessage = (snapshot: EkycSnapshot) => snapshot.hasTag("error") || snapshot.hasTag("popup");
export const selectCanSubmitReview = (snapshot: EkycSnapshot) => snapshot.can({ type: "review.submit" });
export const selectCanRetake = (snapshot: EkycSnapshot) => snapshot.can({ type: "document.retake" });
export const selectContext = (snapshot: EkycSnapshot) => snapshot.context;
/** The partner's document rules are being checked on the image just read (issue 17). */
export const selectCheckingRule = (snapshot: EkycSnapshot) =>
  snapshot.matches({ front: "checkingFrontRule" }) || snapshot.matches({ back: "checkingBackRule" });
