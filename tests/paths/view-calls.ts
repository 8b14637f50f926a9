import type { AnyActorRef, AnyMachineSnapshot } from "xstate";
import type { OtpContext } from "../../machines/otp/types";
import type { DeferredActors } from "../support/machine-paths";

/**
 * The calls a flow has made so far, in its oracle's words, when its view runs the real OTP machine: the
 * OTP child is no fake then, so it counts as called once it runs (read from what it was started with,
 * its context), and its own calls (verifyOtp, resendOtp) are left out. Call the returned function after
 * every step; `words` is the oracle's reader of fake calls, `otpWords` writes the OTP child's call.
 */
export function viewCallLog(
  fakes: DeferredActors,
  words: (fakes: DeferredActors) => string[],
  otpWords: (otp: OtpContext) => string,
) {
  const calls: string[] = [];
  let read = 0;
  let otp: AnyActorRef | undefined;
  return (actor: AnyActorRef): string[] => {
    const fresh = fakes.started.slice(read).filter(({ id }) => id !== "verifyOtp" && id !== "resendOtp");
    read = fakes.started.length;
    calls.push(...words({ ...fakes, started: fresh }));
    const child = (actor.getSnapshot() as AnyMachineSnapshot).children.otp as AnyActorRef | undefined;
    if (child && child !== otp) calls.push(otpWords((child.getSnapshot() as AnyMachineSnapshot).context as OtpContext));
    otp = child;
    return calls;
  };
}
