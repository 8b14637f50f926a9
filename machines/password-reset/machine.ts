import { assign, setup } from "xstate";
import { DELAY, OTP } from "../../src/domain/constants";
import {
  sanitizePhoneInput,
  validateNewPassword,
  validatePasswordConfirm,
  validatePhone,
} from "../../src/domain/validators";
import { otpMachine } from "../otp/machine";
import type { OtpOutput } from "../otp/types";
import { notProvided, placeholderActor } from "../shared/not-provided";
import { failure, messageOf, newValue, otpOutput, result } from "../shared/params";
import { validateTokenOf } from "./params";
import type {
  ChangePasswordInput,
  ChangePasswordResult,
  PasswordResetContext,
  PasswordResetEvent,
  PasswordResetInput,
  PasswordResetTag,
  RequestOtpInput,
  RequestOtpResult,
  ResetStage,
} from "./types";

/**
 * Forgotten password (SPEC.md section 4 "Password reset"): request a code by phone, enter it, choose a
 * new password, then the login screen with its success notice.
 *
 * - `request`: the phone (digits only, at most 10); Confirm only for a valid phone. A refusal puts the
 *   server's message under the field and keeps Confirm off until the phone changes.
 * - `confirm` invokes the `otp` machine (purpose 'reset', 3 attempts). Verified: `change` with the
 *   validateToken. Abandoned (timeout or 203 with no resend left): back to `request`.
 * - `change`: new password and repeat (6-20, equal). 200: the stored flow is cleared, the username
 *   remembered, and after 0.5 s (PASSWORD_CHANGED_REDIRECT) the login screen. 204: the expired view.
 *   Anything else: the popup.
 *
 * Each route starts the machine at its own stage (input.stage). Effects are named: the actors
 * requestOtp, otp (its verifyOtp/resendOtp) and changePassword, and the actions that store the flow
 * and change the route; the app supplies them with `.provide()`.
 */

export const passwordResetMachine = setup({
  types: {
    context: {} as PasswordResetContext,
    events: {} as PasswordResetEvent,
    input: {} as PasswordResetInput,
    tags: {} as PasswordResetTag,
    children: {} as { otp: "otp"; requestOtp: "requestOtp"; changePassword: "changePassword" },
  },
  actors: {
    requestOtp: placeholderActor<RequestOtpResult, RequestOtpInput>("requestOtp"),
    otp: otpMachine,
    changePassword: placeholderActor<ChangePasswordResult, ChangePasswordInput>("changePassword"),
  },
  delays: {
    PASSWORD_CHANGED_REDIRECT: DELAY.PASSWORD_CHANGED_REDIRECT,
  },
  guards: {
    startsAt: ({ context }, params: { stage: ResetStage }) => context.start === params.stage,
    isPhoneValid: ({ context }) => validatePhone(context.phone) === null,
    isNewPhone: ({ context }, params: { value: string }) => sanitizePhoneInput(params.value) !== context.refusedPhone,
    isSent: (_, params: { result: RequestOtpResult }) => params.result.kind === "sent",
    isVerified: (_, params: { output: OtpOutput }) => validateTokenOf(params.output) !== null,
    isPasswordValid: ({ context }) =>
      validateNewPassword(context.password) === null &&
      validatePasswordConfirm(context.password, context.confirmation) === null,
    isChanged: (_, params: { result: ChangePasswordResult }) => params.result.kind === "changed",
    isExpired: (_, params: { result: ChangePasswordResult }) => params.result.kind === "expired",
  },
  actions: {
    setPhone: assign((_, params: { value: string }) => ({ phone: sanitizePhoneInput(params.value) })),
    editPhone: assign((_, params: { value: string }) => ({
      phone: sanitizePhoneInput(params.value),
      refusedPhone: null,
      message: null,
    })),
    takeCode: assign((_, params: { result: RequestOtpResult }) =>
      params.result.kind === "sent"
        ? { transactionId: params.result.transactionId, resendsLeft: params.result.resendsLeft, message: null }
        : {},
    ),
    refuse: assign(({ context }, params: { result: RequestOtpResult }) => ({
      refusedPhone: context.phone,
      message: params.result.kind === "refused" && params.result.message !== "" ? params.result.message : null,
    })),
    takeToken: assign((_, params: { output: OtpOutput }) => ({ validateToken: validateTokenOf(params.output) ?? "" })),
    setPassword: assign((_, params: { value: string }) => ({ password: params.value })),
    setConfirmation: assign((_, params: { value: string }) => ({ confirmation: params.value })),
    showAnswer: assign((_, params: { result: ChangePasswordResult }) => ({
      message: params.result.kind !== "changed" && params.result.message !== "" ? params.result.message : null,
    })),
    showFailure: assign((_, params: { error: unknown }) => ({ message: messageOf(params.error) })),
    clearMessage: assign({ message: null }),
    // Effects the app supplies: storage and routes.
    saveRequest: (_, _params: { phone: string; transactionId: string; resendsLeft: number }) =>
      notProvided("saveRequest"),
    clearRequest: () => notProvided("clearRequest"),
    rememberUsername: (_, _params: { username: string }) => notProvided("rememberUsername"),
    showRequest: () => notProvided("showRequest"),
    showConfirm: (_, _params: { transactionId: string }) => notProvided("showConfirm"),
    showChange: (_, _params: { validateToken: string }) => notProvided("showChange"),
    showLogin: () => notProvided("showLogin"),
    showLoginSuccess: () => notProvided("showLoginSuccess"),
  },
}).createMachine({
  description:
    "Forgot password: request a code by phone, enter it, choose a new password, then log in with a success notice.",
  meta: { spec: "4 Password reset" },
  id: "passwordReset",
  context: ({ input }) => ({
    start: input.stage,
    phone: sanitizePhoneInput(input.phone ?? ""),
    transactionId: input.stage === "confirm" ? input.transactionId : "",
    resendsLeft: input.stage === "confirm" ? input.resendsLeft : 0,
    validateToken: input.stage === "change" ? input.validateToken : "",
    refusedPhone: null,
    password: "",
    confirmation: "",
    message: null,
  }),
  initial: "routing",
  states: {
    routing: {
      description:
        "Opens the screen of the route the visitor came in by (/request-password, /request-password-confirm, /change-password).",
      meta: { spec: "2 Screens and routes" },
      always: [
        { guard: { type: "startsAt", params: { stage: "confirm" } }, target: "confirm" },
        { guard: { type: "startsAt", params: { stage: "change" } }, target: "change" },
        { target: "request" },
      ],
    },
    request: {
      description:
        "/request-password: the phone field (digits only, max 10), Confirm disabled until the phone is valid, a link back to login.",
      meta: { spec: "2 Account screens" },
      tags: ["request"],
      initial: "editing",
      states: {
        editing: {
          description: "The visitor types the phone; Confirm is enabled for a valid phone.",
          meta: { spec: "2 Account screens" },
          on: {
            "request.change": { actions: { type: "setPhone", params: newValue } },
            "request.submit": { guard: "isPhoneValid", target: "submitting" },
          },
        },
        submitting: {
          description: "The code is being requested (sendOtp).",
          meta: { spec: "7 Account" },
          tags: ["busy"],
          invoke: {
            id: "requestOtp",
            src: "requestOtp",
            input: ({ context }) => ({ phone: context.phone }),
            onDone: [
              {
                guard: { type: "isSent", params: result },
                target: "#passwordReset.confirm",
                actions: [
                  { type: "takeCode", params: result },
                  {
                    type: "saveRequest",
                    params: ({ context }) => ({
                      phone: context.phone,
                      transactionId: context.transactionId,
                      resendsLeft: context.resendsLeft,
                    }),
                  },
                  { type: "showConfirm", params: ({ context }) => ({ transactionId: context.transactionId }) },
                ],
              },
              { target: "refused", actions: { type: "refuse", params: result } },
            ],
            onError: { target: "failed", actions: { type: "showFailure", params: failure } },
          },
        },
        refused: {
          description: "The server refused: its message under the field; Confirm stays off until the phone changes.",
          meta: { spec: "2 Account screens" },
          tags: ["fieldError"],
          on: {
            "request.change": [
              {
                guard: { type: "isNewPhone", params: newValue },
                target: "editing",
                actions: { type: "editPhone", params: newValue },
              },
              { actions: { type: "setPhone", params: newValue } },
            ],
          },
        },
        failed: {
          description: "The 'Thông báo' popup with the general error; closing it returns to the form.",
          meta: { spec: "2 Popups and menus" },
          tags: ["popup"],
          on: { "popup.close": { target: "editing", actions: "clearMessage" } },
        },
      },
    },
    confirm: {
      description:
        "/request-password-confirm: the OTP boxes (3 attempts), the phone masked but for its last two digits.",
      meta: { spec: "4 Password reset" },
      tags: ["confirm"],
      invoke: {
        id: "otp",
        src: "otp",
        input: ({ context }) => ({
          purpose: "reset" as const,
          phone: context.phone,
          transactionId: context.transactionId,
          resendsLeft: context.resendsLeft,
          attemptsLeft: OTP.resetAttempts,
        }),
        onDone: [
          {
            guard: { type: "isVerified", params: otpOutput },
            target: "change",
            actions: [
              { type: "takeToken", params: otpOutput },
              { type: "showChange", params: ({ context }) => ({ validateToken: context.validateToken }) },
            ],
          },
          // Abandoned (the timeout or a 203 with no resend left): a new request.
          { target: "request", actions: "showRequest" },
        ],
      },
    },
    change: {
      description:
        "/change-password: new password and repeat with show/hide toggles, Confirm; the browser back button is blocked.",
      meta: { spec: "2 Account screens" },
      tags: ["change"],
      initial: "editing",
      states: {
        editing: {
          description: "The visitor types the new password twice (6-20 characters, equal).",
          meta: { spec: "4 Password reset" },
          on: {
            "password.change": { actions: { type: "setPassword", params: newValue } },
            "confirmation.change": { actions: { type: "setConfirmation", params: newValue } },
            "password.submit": { guard: "isPasswordValid", target: "submitting" },
          },
        },
        submitting: {
          description: "The new password is being saved (reset/password).",
          meta: { spec: "7 Account" },
          tags: ["busy"],
          invoke: {
            id: "changePassword",
            src: "changePassword",
            input: ({ context }) => ({
              phone: context.phone,
              password: context.password,
              validateToken: context.validateToken,
            }),
            onDone: [
              {
                guard: { type: "isChanged", params: result },
                target: "changed",
                actions: [
                  "clearRequest",
                  { type: "rememberUsername", params: ({ context }) => ({ username: context.phone }) },
                ],
              },
              {
                guard: { type: "isExpired", params: result },
                target: "expired",
                actions: { type: "showAnswer", params: result },
              },
              { target: "failed", actions: { type: "showAnswer", params: result } },
            ],
            onError: { target: "failed", actions: { type: "showFailure", params: failure } },
          },
        },
        failed: {
          description: "Another answer: the 'Thông báo' popup; closing it returns to the form.",
          meta: { spec: "4 Password reset" },
          tags: ["popup"],
          on: { "popup.close": { target: "editing", actions: "clearMessage" } },
        },
        expired: {
          description: "Code 204: the token has expired; the server message and a 'back to login' button.",
          meta: { spec: "4 Password reset" },
          tags: ["expired"],
          on: { "login.open": { target: "#passwordReset.left", actions: "showLogin" } },
        },
        changed: {
          description:
            "Code 200: credentials stored; after 0.5 s the login screen with 'You have changed your password successfully'.",
          meta: { spec: "4 Password reset" },
          tags: ["changed"],
          after: { PASSWORD_CHANGED_REDIRECT: { target: "#passwordReset.finished", actions: "showLoginSuccess" } },
        },
      },
    },
    /** The password changed and the login screen is shown. */
    finished: {
      description: "Gone to /login?transId=success.",
      meta: { spec: "4 Password reset" },
      type: "final",
      tags: ["change", "changed"],
    },
    /** Left for the login screen from the expired view. */
    left: {
      description: "Left the flow: to /login, or to / when no stored phone or transId.",
      meta: { spec: "2 Account screens" },
      type: "final",
      tags: ["change", "expired"],
    },
  },
});
