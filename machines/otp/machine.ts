import { assign, setup } from "xstate";
import { DELAY, OTP } from "../../src/domain/constants";
import { placeholderActor } from "../shared/not-provided";
import { failure, newValue } from "../shared/params";
import type {
  OtpContext,
  OtpEvent,
  OtpInput,
  OtpMessageKey,
  OtpOutput,
  OtpTag,
  ResendOtpInput,
  ResendOtpResult,
  VerifyOtpInput,
  VerifyOtpResult,
} from "./types";

/**
 * One-time-code entry (SPEC.md section 4 "OTP (lead form)" and "Password reset"), shared by the lead
 * funnel (step 3) and the password-reset screen.
 *
 * - `session.live` runs while a code is in play: the `clock` region ticks every second (named delay TICK)
 *   and the `entry` region holds the boxes: `open` (typing, verifying) or `blocked` (after a 203 or an
 *   expired answer: a popup, then only a resend is possible).
 * - `session.timedOut`: the countdown reached 0 and one timeout allowance is used: a popup, then only a
 *   resend is possible (or, with no resend left, closing the popup abandons). Password reset
 *   (purpose "reset") always abandons there: SPEC.md sends it back to /request-password.
 * - `resending` leaves `session`: success starts it again (new transactionId, 300 s, empty boxes);
 *   a failure shows a popup whose close returns to where the resend was asked (deep history).
 * - `lockedOut` after the last wrong code (24 h message); `verified` and `abandoned` are final.
 *
 * `verifyOtp` and `resendOtp` are placeholders: the app, tests and stories supply them with `.provide()`.
 */

const answer = ({ event }: { event: { output: VerifyOtpResult } }) => ({ result: event.output });

/** A popup, then only a resend: after a 203 or an expired answer, and at 0 s. */
const resendOnly = {
  initial: "notice",
  states: {
    notice: {
      tags: ["popup"],
      on: {
        "otp.popup.close": [
          { guard: "canStillResend", target: "idle", actions: "clearNotice" },
          { target: "#otp.abandoned", actions: "finishAbandoned" },
        ],
      },
    },
    idle: { on: { "otp.resend": { guard: "canResend", target: "#otp.resending" } } },
  },
} as const;

export const otpMachine = setup({
  types: {
    context: {} as OtpContext,
    events: {} as OtpEvent,
    input: {} as OtpInput,
    output: {} as OtpOutput,
    tags: {} as OtpTag,
  },
  actors: {
    verifyOtp: placeholderActor<VerifyOtpResult, VerifyOtpInput>("verifyOtp"),
    resendOtp: placeholderActor<ResendOtpResult, ResendOtpInput>("resendOtp"),
  },
  delays: {
    TICK: DELAY.OTP_TICK,
  },
  guards: {
    isComplete: ({ context }) => context.value.length === OTP.digits,
    canResend: ({ context }) => context.remaining <= OTP.resendVisibleAtOrBelow && context.resendsLeft > 0,
    canStillResend: ({ context }) => context.resendsLeft > 0 && context.timeoutsUsed <= OTP.timeoutResendMax,
    isLastSecond: ({ context }) => context.remaining <= 1,
    leavesOnTimeout: ({ context }) => context.purpose === "reset",
    isVerified: (_, params: { result: VerifyOtpResult }) => params.result.kind === "ok",
    isWrongWithAttemptsLeft: ({ context }, params: { result: VerifyOtpResult }) =>
      params.result.kind === "wrong" && context.attemptsLeft > 1,
    isWrong: (_, params: { result: VerifyOtpResult }) => params.result.kind === "wrong",
  },
  actions: {
    setValue: assign((_, params: { value: string }) => ({
      value: params.value.replace(/\D/g, "").slice(0, OTP.digits),
      errorKey: null,
    })),
    tick: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }),
    useTimeoutAllowance: assign(({ context }) => {
      const timeoutsUsed = context.timeoutsUsed + 1;
      const canResend = context.resendsLeft > 0 && timeoutsUsed <= OTP.timeoutResendMax;
      const errorKey: OtpMessageKey = canResend ? "otp_timeout" : "otp_timeout_limited";
      return { remaining: 0, timeoutsUsed, errorKey, message: null };
    }),
    useAttempt: assign({ attemptsLeft: ({ context }) => context.attemptsLeft - 1, errorKey: "otp_invalid" }),
    lockOut: assign({ attemptsLeft: 0, errorKey: "otp_locked" }),
    showNotice: assign((_, params: { result: VerifyOtpResult }) => {
      const message = "message" in params.result ? params.result.message.trim() : "";
      const errorKey: OtpMessageKey = params.result.kind === "expired" ? "otp_expired" : "normal_error";
      return { message: message === "" ? null : message, errorKey };
    }),
    showFailure: assign((_, params: { error: unknown }) => ({
      message: params.error instanceof Error && params.error.message !== "" ? params.error.message : null,
      errorKey: "normal_error" as const,
    })),
    clearNotice: assign({ errorKey: null, message: null }),
    restart: assign(({ context }, params: { transactionId: string }) => ({
      transactionId: params.transactionId,
      remaining: OTP.ttlSeconds,
      value: "",
      resendsLeft: Math.max(0, context.resendsLeft - 1),
      errorKey: null,
      message: null,
    })),
    finishVerified: assign((_, params: { result: VerifyOtpResult }) => ({
      outcome: { status: "verified", data: params.result.kind === "ok" ? params.result.data : undefined } as const,
    })),
    finishAbandoned: assign(({ context }) => ({
      outcome: { status: "abandoned", destination: context.purpose === "lead" ? "home" : "request" } as const,
    })),
  },
}).createMachine({
  id: "otp",
  context: ({ input }) => ({
    purpose: input.purpose,
    phone: input.phone,
    transactionId: input.transactionId,
    value: "",
    remaining: OTP.ttlSeconds,
    resendsLeft: Math.max(0, Math.min(input.resendsLeft, OTP.recentResendMax)),
    attemptsLeft: input.attemptsLeft ?? OTP.resetAttempts,
    timeoutsUsed: 0,
    errorKey: null,
    message: null,
    outcome: null,
  }),
  output: ({ context }) =>
    context.outcome ?? { status: "abandoned", destination: context.purpose === "lead" ? "home" : "request" },
  initial: "session",
  states: {
    session: {
      initial: "live",
      states: {
        hist: { type: "history", history: "deep" },
        live: {
          type: "parallel",
          states: {
            clock: {
              initial: "running",
              states: {
                running: {
                  after: {
                    TICK: [
                      {
                        guard: "isLastSecond",
                        target: "#otp.session.timedOut",
                        actions: ["tick", "useTimeoutAllowance"],
                      },
                      { target: "running", reenter: true, actions: "tick" },
                    ],
                  },
                },
              },
            },
            entry: {
              initial: "open",
              states: {
                open: {
                  initial: "editing",
                  states: {
                    editing: {
                      on: {
                        "otp.change": { actions: { type: "setValue", params: newValue } },
                        "otp.submitted": { guard: "isComplete", target: "verifying" },
                        "otp.resend": { guard: "canResend", target: "#otp.resending" },
                      },
                    },
                    invalid: {
                      tags: ["error"],
                      on: {
                        "otp.change": { target: "editing", actions: { type: "setValue", params: newValue } },
                        "otp.resend": { guard: "canResend", target: "#otp.resending" },
                      },
                    },
                    verifying: {
                      tags: ["busy", "inputsDisabled"],
                      invoke: {
                        id: "verifyOtp",
                        src: "verifyOtp",
                        input: ({ context }) => ({
                          purpose: context.purpose,
                          phone: context.phone,
                          transactionId: context.transactionId,
                          otp: context.value,
                        }),
                        onDone: [
                          {
                            guard: { type: "isVerified", params: answer },
                            target: "#otp.verified",
                            actions: { type: "finishVerified", params: answer },
                          },
                          {
                            guard: { type: "isWrongWithAttemptsLeft", params: answer },
                            target: "invalid",
                            actions: "useAttempt",
                          },
                          { guard: { type: "isWrong", params: answer }, target: "#otp.lockedOut", actions: "lockOut" },
                          // 203 (limit) or an expired code: the server's message, then only a resend
                          {
                            target: "#otp.session.live.entry.blocked",
                            actions: { type: "showNotice", params: answer },
                          },
                        ],
                        onError: { target: "failed", actions: { type: "showFailure", params: failure } },
                      },
                    },
                    failed: {
                      tags: ["popup"],
                      on: { "otp.popup.close": { target: "editing", actions: "clearNotice" } },
                    },
                  },
                },
                blocked: { tags: ["inputsDisabled"], ...resendOnly },
              },
            },
          },
        },
        timedOut: {
          tags: ["timedOut", "inputsDisabled"],
          initial: "notice",
          states: {
            notice: {
              tags: ["popup"],
              on: {
                "otp.popup.close": [
                  // Password reset: closing the timeout popup always goes back to the request screen.
                  { guard: "leavesOnTimeout", target: "#otp.abandoned", actions: "finishAbandoned" },
                  ...resendOnly.states.notice.on["otp.popup.close"],
                ],
              },
            },
            idle: resendOnly.states.idle,
          },
        },
      },
    },
    resending: {
      tags: ["resending", "inputsDisabled"],
      invoke: {
        id: "resendOtp",
        src: "resendOtp",
        input: ({ context }) => ({
          purpose: context.purpose,
          phone: context.phone,
          transactionId: context.transactionId,
        }),
        onDone: {
          target: "session",
          actions: { type: "restart", params: ({ event }) => ({ transactionId: event.output.transactionId }) },
        },
        onError: { target: "resendFailed", actions: { type: "showFailure", params: failure } },
      },
    },
    resendFailed: {
      tags: ["popup"],
      on: { "otp.popup.close": { target: "#otp.session.hist", actions: "clearNotice" } },
    },
    lockedOut: { tags: ["lockedOut", "inputsDisabled", "error"] },
    verified: { type: "final", tags: ["inputsDisabled"] },
    abandoned: { type: "final", tags: ["inputsDisabled"] },
  },
});
