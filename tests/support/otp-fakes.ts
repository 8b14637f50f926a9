import { otpMachine } from "../../machines/otp/machine";
import type { ResendOtpInput, ResendOtpResult, VerifyOtpInput, VerifyOtpResult } from "../../machines/otp/types";
import type { DeferredActors } from "./machine-paths";

/** The real OTP machine with its two calls (verify, resend) deferred fakes of `fakes`, keyed by the invoke id. */
export function otpWithFakes(fakes: DeferredActors) {
  return otpMachine.provide({
    actors: {
      verifyOtp: fakes.actor<VerifyOtpResult, VerifyOtpInput>(),
      resendOtp: fakes.actor<ResendOtpResult, ResendOtpInput>(),
    },
  });
}
