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
  description: "A popup, then only a resend is possible.",
  meta: { spec: "4 OTP (lead form)" },
  initial: "notice",
  states: {
    notice: {
      description:
        "The 'Thông báo' popup (server message, expired code or time up); closing it leaves only 'Gửi lại mã', or gives up when no resend remains.",
      meta: { spec: "4 OTP (lead form)" },
      tags: ["popup"],
      on: {
        "otp.popup.close": [
          { guard: "canStillResend", target: "idle", actions: "clearNotice" },
          { target: "#otp.abandoned", actions: "finishAbandoned" },
        ],
      },
    },
    idle: {
      description: "The boxes are disabled; only 'Gửi lại mã' (resend) is possible.",
      meta: { spec: "4 OTP (lead form)" },
      on: { "otp.resend": { guard: "canResend", target: "#otp.resending" } },
    },
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
    /** The lead form's lockout: the loan is recreated from step 1 (SPEC 8 'Please recreate the loan'). */
    restartsTheLoan: ({ context }) => context.purpose === "lead",
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
      // Password reset: closing the popup goes back to the request screen, so no 'Gửi lại mã' in its text.
      const resend: OtpMessageKey = canResend ? "otp_timeout" : "otp_timeout_limited";
      const errorKey: OtpMessageKey = context.purpose === "reset" ? "otp_expired_detail" : resend;
      return { remaining: 0, timeoutsUsed, errorKey, message: null };
    }),
    useAttempt: assign({ attemptsLeft: ({ context }) => context.attemptsLeft - 1, errorKey: "otp_invalid" }),
    lockOut: assign(({ context }) => ({
      attemptsLeft: 0,
      errorKey: context.purpose === "lead" ? ("otp_attempts_exceeded" as const) : ("otp_locked" as const),
    })),
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
  description:
    "OTP entry: six single-digit boxes, a 300-second countdown, a resend link and Confirm. Used by the lead form (step 3), password reset, data deletion and the loan ticket.",
  meta: { spec: "4 OTP (lead form)" },
  id: "otp",
  context: ({ input }) => ({
    purpose: input.purpose,
    phone: input.phone,
    transactionId: input.transactionId,
    ticketCode: input.ticketCode ?? "",
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
      description: "A code is valid: the countdown runs from 300 s, or has reached 0.",
      meta: { spec: "4 OTP (lead form)" },
      initial: "live",
      states: {
        hist: {
          description: "Where the visitor was before a failed resend (closing that popup returns here).",
          meta: { spec: "4 OTP (lead form)" },
          type: "history",
          history: "deep",
        },
        live: {
          description: "The countdown runs while the visitor types the code.",
          meta: { spec: "4 OTP (lead form)" },
          type: "parallel",
          states: {
            clock: {
              description: "The countdown, one tick a second.",
              meta: { spec: "4 OTP (lead form)" },
              initial: "running",
              states: {
                running: {
                  description:
                    "Seconds left are counted down; the resend link shows at 295 s or less while resends remain. At 0 the time is up.",
                  meta: { spec: "4 OTP (lead form)" },
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
              description: "The six boxes.",
              meta: { spec: "4 OTP (lead form)" },
              initial: "open",
              states: {
                open: {
                  description: "The boxes can be typed in.",
                  meta: { spec: "4 OTP (lead form)" },
                  initial: "editing",
                  states: {
                    editing: {
                      description: "The visitor types the code; Confirm is enabled only when all 6 digits are entered.",
                      meta: { spec: "4 OTP (lead form)" },
                      on: {
                        "otp.change": { actions: { type: "setValue", params: newValue } },
                        "otp.submitted": { guard: "isComplete", target: "verifying" },
                        "otp.resend": { guard: "canResend", target: "#otp.resending" },
                      },
                    },
                    invalid: {
                      description:
                        "A wrong code: the boxes are red with the attempts left; typing again clears the error.",
                      meta: { spec: "4 Password reset" },
                      tags: ["error"],
                      on: {
                        "otp.change": { target: "editing", actions: { type: "setValue", params: newValue } },
                        "otp.resend": { guard: "canResend", target: "#otp.resending" },
                      },
                    },
                    verifying: {
                      description: "The code is being checked (verifyotp); boxes and Confirm are disabled.",
                      meta: { spec: "4 OTP (lead form)" },
                      tags: ["busy", "inputsDisabled"],
                      invoke: {
                        id: "verifyOtp",
                        src: "verifyOtp",
                        input: ({ context }) => ({
                          purpose: context.purpose,
                          phone: context.phone,
                          transactionId: context.transactionId,
                          ticketCode: context.ticketCode,
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
                      description:
                        "The check could not be made: the 'Thông báo' popup with the general error; closing it returns to the boxes.",
                      meta: { spec: "2 Popups and menus" },
                      tags: ["popup"],
                      on: { "otp.popup.close": { target: "editing", actions: "clearNotice" } },
                    },
                  },
                },
                blocked: {
                  ...resendOnly,
                  description:
                    "Code 203 (limit) or an expired code: the server's message; the boxes are disabled, only a resend remains.",
                  meta: { spec: "4 Password reset" },
                  tags: ["inputsDisabled"],
                },
              },
            },
          },
        },
        timedOut: {
          description:
            "The countdown reached 0: the inputs are disabled, one timeout allowance is used and a timeout popup shows.",
          meta: { spec: "4 OTP (lead form)" },
          tags: ["timedOut", "inputsDisabled"],
          initial: "notice",
          states: {
            notice: {
              description:
                "The timeout popup. Closing it: password reset goes back to /request-password; otherwise only a resend remains, or home when no resend is left.",
              meta: { spec: "4 OTP (lead form)" },
              tags: ["popup"],
              on: {
                "otp.popup.close": [
                  // Password reset: closing the timeout popup always goes back to the request screen.
                  { guard: "leavesOnTimeout", target: "#otp.abandoned", actions: "finishAbandoned" },
                  ...resendOnly.states.notice.on["otp.popup.close"],
                ],
              },
            },
            idle: {
              ...resendOnly.states.idle,
              description: "Time is up; only 'Gửi lại mã' (resend) is possible.",
              meta: { spec: "4 OTP (lead form)" },
            },
          },
        },
      },
    },
    resending: {
      description:
        "A new code is being sent (resentotp); on success the timer restarts at 300 s and the boxes are cleared.",
      meta: { spec: "4 OTP (lead form)" },
      tags: ["resending", "inputsDisabled"],
      invoke: {
        id: "resendOtp",
        src: "resendOtp",
        input: ({ context }) => ({
          purpose: context.purpose,
          phone: context.phone,
          transactionId: context.transactionId,
          ticketCode: context.ticketCode,
        }),
        onDone: {
          target: "session",
          actions: { type: "restart", params: ({ event }) => ({ transactionId: event.output.transactionId }) },
        },
        onError: { target: "resendFailed", actions: { type: "showFailure", params: failure } },
      },
    },
    resendFailed: {
      description: "The resend failed: the 'Thông báo' popup; closing it returns to where the resend was asked.",
      meta: { spec: "2 Popups and menus" },
      tags: ["popup"],
      on: { "otp.popup.close": { target: "#otp.session.hist", actions: "clearNotice" } },
    },
    lockedOut: {
      description:
        "Three wrong codes: inputs and button disabled. Password reset: 'Bạn đã nhập sai OTP 3 lần. Vui lòng thử lại sau 24 giờ.' Lead form: the attempts-exceeded text and 'Tạo lại khoản vay', which gives up (home, form cleared).",
      meta: { spec: "4 Password reset" },
      tags: ["lockedOut", "inputsDisabled", "error"],
      on: { "otp.restart": { guard: "restartsTheLoan", target: "abandoned", actions: "finishAbandoned" } },
    },
    verified: {
      description: "The code is right: the flow that asked for it goes on.",
      meta: { spec: "4 OTP (lead form)" },
      type: "final",
      tags: ["inputsDisabled"],
    },
    abandoned: {
      description: "The visitor gave up (or had to): home for the lead form, the request screen for password reset.",
      meta: { spec: "4 OTP (lead form)" },
      type: "final",
      tags: ["inputsDisabled"],
    },
  },
});
