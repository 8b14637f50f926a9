import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import type { passwordResetMachine } from "../../../machines/password-reset/machine";

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
