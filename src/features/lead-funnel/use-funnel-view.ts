import { useSelector } from "@xstate/react";
import {
  selectAgeOutOfRange,
  selectBusy,
  selectCanBack,
  selectCanSubmitPassword,
  selectCanSubmitStep,
  selectContext,
  selectOtpChild,
  selectPasswordSaving,
  selectPopup,
  selectScoreNotice,
  selectScoring,
} from "../../../machines/lead-funnel/selectors";
import type { OtpActorRef } from "../../ui/use-otp-events";
import { screenOf } from "./funnel-selectors";
import { type FunnelActorRef, useFunnelEvents } from "./use-funnel-events";

/** The lead form's hook: what the view shows (named selectors) and the named callbacks of useFunnelEvents. */
export function useFunnelView(actorRef: FunnelActorRef) {
  const view = {
    screen: useSelector(actorRef, screenOf),
    context: useSelector(actorRef, selectContext),
    busy: useSelector(actorRef, selectBusy),
    popup: useSelector(actorRef, selectPopup),
    scoreNotice: useSelector(actorRef, selectScoreNotice),
    scoring: useSelector(actorRef, selectScoring),
    passwordSaving: useSelector(actorRef, selectPasswordSaving),
    canBack: useSelector(actorRef, selectCanBack),
    canSubmitStep: useSelector(actorRef, selectCanSubmitStep),
    ageOutOfRange: useSelector(actorRef, selectAgeOutOfRange),
    canSubmitPassword: useSelector(actorRef, selectCanSubmitPassword),
    otp: useSelector(actorRef, selectOtpChild) as OtpActorRef | undefined,
  };
  return { view, ...useFunnelEvents(actorRef) };
}

export type FunnelView = ReturnType<typeof useFunnelView>["view"];
