import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { dataDeletionMachine } from "../../../machines/data-deletion/machine";
import {
  selectBusy,
  selectCanSubmit,
  selectContext,
  selectFieldError,
  selectOtpChild,
  selectPopup,
  selectScreen,
} from "../../../machines/data-deletion/selectors";
import { inspect } from "../../state/inspection";
import { deletionActors, useDeletionCalls } from "./deletion-services";

export type DataDeletionActorRef = ActorRefFrom<typeof dataDeletionMachine>;

/** Binds the data-deletion machine to the calls in context and the bot check's payload. */
export function useDataDeletion(takeCaptcha: () => string | null): DataDeletionActorRef {
  const calls = useDeletionCalls();
  const logic = useMemo(
    () => dataDeletionMachine.provide({ actors: deletionActors(calls, takeCaptcha) }),
    [calls, takeCaptcha],
  );
  return useActorRef(logic, { inspect });
}

/** The view's hook: what it shows (named selectors) and one callback per event. */
export function useDeletionView(actorRef: DataDeletionActorRef) {
  const view = {
    screen: useSelector(actorRef, selectScreen),
    context: useSelector(actorRef, selectContext),
    busy: useSelector(actorRef, selectBusy),
    popup: useSelector(actorRef, selectPopup),
    fieldError: useSelector(actorRef, selectFieldError),
    canSubmit: useSelector(actorRef, selectCanSubmit),
    otp: useSelector(actorRef, selectOtpChild),
  };
  return { view, ...useDeletionEvents(actorRef) };
}

/** Named callbacks for the machine's events, so the view never builds event objects. */
export function useDeletionEvents(actorRef: DataDeletionActorRef) {
  return useMemo(
    () => ({
      changePhone: (value: string) => actorRef.send({ type: "deletion.phone.change", value }),
      changeAgreed: (value: boolean) => actorRef.send({ type: "deletion.agree.change", value }),
      submit: () => actorRef.send({ type: "deletion.submit" }),
      back: () => actorRef.send({ type: "deletion.back" }),
      closePopup: () => actorRef.send({ type: "popup.close" }),
    }),
    [actorRef],
  );
}
