import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import type { otpMachine } from "../../machines/otp/machine";

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
