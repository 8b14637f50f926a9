import { createActor, fromPromise, SimulatedClock } from "xstate";
import { otpMachine } from "../../machines/otp/machine";
import type {
  OtpEvent,
  ResendOtpInput,
  ResendOtpResult,
  VerifyOtpInput,
  VerifyOtpResult,
} from "../../machines/otp/types";
import { passwordResetMachine } from "../../machines/password-reset/machine";
import type {
  ChangePasswordInput,
  ChangePasswordResult,
  PasswordResetEvent,
  PasswordResetInput,
  RequestOtpInput,
  RequestOtpResult,
} from "../../machines/password-reset/types";
import { DELAY } from "../../src/domain/constants";
import type { PasswordResetActorRef } from "../../src/features/account/use-reset-events";

/**
 * A real passwordReset actor for a story: fake answers, a simulated clock (no timer runs; seconds pass
 * only in the script), driven by the events the views send. Every story shows a state the machine
 * can really be in.
 */

type Answer<T> = T | "pending" | Error;
export type ResetStep = { send: PasswordResetEvent } | { otp: OtpEvent } | { seconds: number };

export interface ResetScript {
  input: PasswordResetInput;
  request?: Answer<RequestOtpResult>;
  verify?: Answer<VerifyOtpResult>;
  change?: Answer<ChangePasswordResult>;
  steps?: ResetStep[];
}

export const STORY_PHONE = "0987654321";
export const STORY_TX = "6f1c2d8e-1111-4222-8333-944455556666";

const never = <T>() => new Promise<T>(() => {});
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function answer<T>(value: Answer<T> | undefined): Promise<T> {
  if (value === undefined || value === "pending") return never<T>();
  if (value instanceof Error) throw value;
  return value;
}

export function resetActorAt(script: ResetScript) {
  return async (): Promise<{ actor: PasswordResetActorRef }> => {
    const machine = passwordResetMachine.provide({
      actors: {
        requestOtp: fromPromise<RequestOtpResult, RequestOtpInput>(() => answer(script.request)),
        otp: otpMachine.provide({
          actors: {
            verifyOtp: fromPromise<VerifyOtpResult, VerifyOtpInput>(() => answer(script.verify)),
            resendOtp: fromPromise<ResendOtpResult, ResendOtpInput>(async () => ({ transactionId: STORY_TX })),
          },
        }),
        changePassword: fromPromise<ChangePasswordResult, ChangePasswordInput>(() => answer(script.change)),
      },
      // A story shows screens: storage and navigation do nothing here.
      actions: {
        saveRequest: () => {},
        clearRequest: () => {},
        rememberUsername: () => {},
        showRequest: () => {},
        showConfirm: () => {},
        showChange: () => {},
        showLogin: () => {},
        showLoginSuccess: () => {},
      },
    });
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock, input: script.input });
    actor.start();
    for (const step of script.steps ?? []) {
      if ("send" in step) actor.send(step.send);
      else if ("otp" in step) actor.getSnapshot().children.otp?.send(step.otp);
      else for (let i = 0; i < step.seconds; i += 1) clock.increment(DELAY.OTP_TICK);
      await settle();
    }
    return { actor };
  };
}
