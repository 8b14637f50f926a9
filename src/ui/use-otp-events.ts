import { useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import type { otpMachine } from "../../machines/otp/machine";
import {
  selectBusy,
  selectCanResend,
  selectCanRestart,
  selectCanSubmit,
  selectContext,
  selectError,
  selectInputsDisabled,
  selectLockedOut,
  selectPopup,
  selectResending,
} from "../../machines/otp/selectors";

export type OtpActorRef = ActorRefFrom<typeof otpMachine>;

/** Named callbacks for the OTP machine's events, so views never build event objects. */
export function useOtpEvents(actorRef: OtpActorRef) {
  return useMemo(
    () => ({
      change: (value: string) => actorRef.send({ type: "otp.change", value }),
      submit: () => actorRef.send({ type: "otp.submitted" }),
      resend: () => actorRef.send({ type: "otp.resend" }),
      closePopup: () => actorRef.send({ type: "otp.popup.close" }),
      restart: () => actorRef.send({ type: "otp.restart" }),
    }),
    [actorRef],
  );
}

/** The OTP panel's hook: what it shows (named selectors) and the named callbacks above. */
export function useOtpView(actorRef: OtpActorRef) {
  const view = {
    context: useSelector(actorRef, selectContext),
    busy: useSelector(actorRef, selectBusy),
    popup: useSelector(actorRef, selectPopup),
    error: useSelector(actorRef, selectError),
    inputsDisabled: useSelector(actorRef, selectInputsDisabled),
    lockedOut: useSelector(actorRef, selectLockedOut),
    resending: useSelector(actorRef, selectResending),
    canResend: useSelector(actorRef, selectCanResend),
    canSubmit: useSelector(actorRef, selectCanSubmit),
    canRestart: useSelector(actorRef, selectCanRestart),
  };
  return { view, ...useOtpEvents(actorRef) };
}
