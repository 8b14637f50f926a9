import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import type { passwordResetMachine } from "../../../machines/password-reset/machine";
import {
  selectBusy,
  selectCanChange,
  selectCanRequest,
  selectChanged,
  selectContext,
  selectExpired,
  selectFieldError,
  selectPopup,
} from "../../../machines/password-reset/selectors";

export type PasswordResetActorRef = ActorRefFrom<typeof passwordResetMachine>;

/** Named callbacks for the password-reset machine's events, so views never build event objects. */
export function useResetEvents(actorRef: PasswordResetActorRef) {
  return useMemo(
    () => ({
      changePhone: (value: string) => actorRef.send({ type: "request.change", value }),
      submitPhone: () => actorRef.send({ type: "request.submit" }),
      changePassword: (value: string) => actorRef.send({ type: "password.change", value }),
      changeConfirmation: (value: string) => actorRef.send({ type: "confirmation.change", value }),
      submitPassword: () => actorRef.send({ type: "password.submit" }),
      closePopup: () => actorRef.send({ type: "popup.close" }),
      openLogin: () => actorRef.send({ type: "login.open" }),
    }),
    [actorRef],
  );
}

/** The reset views' hook: what they show (named selectors) and the named callbacks above. */
export function useResetView(actorRef: PasswordResetActorRef) {
  const view = {
    context: useSelector(actorRef, selectContext),
    busy: useSelector(actorRef, selectBusy),
    popup: useSelector(actorRef, selectPopup),
    fieldError: useSelector(actorRef, selectFieldError),
    expired: useSelector(actorRef, selectExpired),
    changed: useSelector(actorRef, selectChanged),
    canRequest: useSelector(actorRef, selectCanRequest),
    canChange: useSelector(actorRef, selectCanChange),
  };
  return { view, ...useResetEvents(actorRef) };
}
