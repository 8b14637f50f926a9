import type { SnapshotFrom } from "xstate";
import type { myDataMachine } from "./machine";
import type { GivenConsent, PersonalData } from "./types";

/** Named reads of the my-data snapshot, for the view's hook (useSelector with one of these). */
export type MyDataSnapshot = SnapshotFrom<typeof myDataMachine>;

export type MyDataScreen = "loading" | "loadFailed" | "ready";
const SCREENS: readonly MyDataScreen[] = ["loading", "loadFailed", "ready"];

/** What the confirmation popup asks: withdrawing one consent (the biometric one warns of the faces) or the deletion request. */
export type MyDataQuestion =
  | { kind: "withdraw"; consent: GivenConsent; faceWarning: boolean }
  | { kind: "deletion" }
  | null;

export const selectScreen = (snapshot: MyDataSnapshot): MyDataScreen =>
  SCREENS.find((tag) => snapshot.hasTag(tag)) ?? "loading";
export const selectData = (snapshot: MyDataSnapshot): PersonalData | null => snapshot.context.data;
export const selectLoadError = (snapshot: MyDataSnapshot) => snapshot.context.loadError;
export const selectBusy = (snapshot: MyDataSnapshot) => snapshot.hasTag("busy");
export const selectNotice = (snapshot: MyDataSnapshot) => (snapshot.hasTag("popup") ? snapshot.context.notice : null);

export function selectQuestion(snapshot: MyDataSnapshot): MyDataQuestion {
  if (!snapshot.hasTag("confirm")) return null;
  if (snapshot.matches({ ready: "confirmingDeletion" })) return { kind: "deletion" };
  const consent = snapshot.context.data?.consents.find((c) => c.id === snapshot.context.asked);
  if (!consent) return null;
  return { kind: "withdraw", consent, faceWarning: snapshot.hasTag("faceWarning") };
}
