import { assign, setup } from "xstate";
import { sanitizePhoneInput, validatePhone } from "../../src/domain/validators";
import { otpMachine } from "../otp/machine";
import type { OtpOutput } from "../otp/types";
import { placeholderActor } from "../shared/not-provided";
import { otpOutput } from "../shared/params";
import type { DataDeletionContext, DataDeletionEvent, DataDeletionTag, SendCodeInput, SendCodeResult } from "./types";

/**
 * A data-deletion request (/yeu-cau-xoa-du-lieu, right to erasure under Law 91/2025/QH15 and Decree 356/2025/NĐ-CP).
 *
 * - `form`: the phone (digits only, at most 10) and the "I understand" box; Send only when both are
 *   fine. A refusal puts the server's message under the field; a failure opens the popup.
 * - `otp` invokes the `otp` machine (the reset-screen behaviour: attempts left, and giving up returns to
 *   the form). Its verifyOtp files the request: verified output data is `{ reference }`.
 * - `done`: the reference number.
 *
 * `sendCode` and the otp child's verifyOtp/resendOtp are placeholders the app supplies with `.provide()`.
 */

const referenceOf = (output: OtpOutput): string | null => {
  if (output.status !== "verified") return null;
  const data = output.data as { reference?: unknown } | undefined;
  return typeof data?.reference === "string" ? data.reference : null;
};
const sentResult = ({ event }: { event: { output: SendCodeResult } }) => ({ result: event.output });

export const dataDeletionMachine = setup({
  types: {
    context: {} as DataDeletionContext,
    events: {} as DataDeletionEvent,
    tags: {} as DataDeletionTag,
    children: {} as { otp: "otp"; sendCode: "sendCode" },
  },
  actors: {
    sendCode: placeholderActor<SendCodeResult, SendCodeInput>("sendCode"),
    otp: otpMachine,
  },
  guards: {
    canSend: ({ context }) => context.agreed && validatePhone(context.phone) === null,
    isSent: (_, params: { result: SendCodeResult }) => params.result.kind === "sent",
    isFiled: (_, params: { output: OtpOutput }) => referenceOf(params.output) !== null,
  },
  actions: {
    setPhone: assign(({ event }) =>
      event.type === "deletion.phone.change" ? { phone: sanitizePhoneInput(event.value), message: null } : {},
    ),
    setAgreed: assign(({ event }) => (event.type === "deletion.agree.change" ? { agreed: event.value } : {})),
    takeCode: assign((_, params: { result: SendCodeResult }) =>
      params.result.kind === "sent"
        ? { transactionId: params.result.transactionId, resendsLeft: params.result.resendsLeft, message: null }
        : {},
    ),
    refuse: assign((_, params: { result: SendCodeResult }) => ({
      message: params.result.kind === "refused" && params.result.message !== "" ? params.result.message : null,
    })),
    showFailure: assign(({ event }) => {
      const error = "error" in event ? event.error : null;
      return { message: error instanceof Error && error.message !== "" ? error.message : null };
    }),
    takeReference: assign((_, params: { output: OtpOutput }) => ({ reference: referenceOf(params.output) ?? "" })),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  description:
    "A data-deletion request (right to erasure, Law 91/2025/QH15 and Decree 356/2025/NĐ-CP): the phone and consent, an OTP, then the reference number.",
  meta: { spec: "2 Screens and routes" },
  id: "dataDeletion",
  context: { phone: "", agreed: false, transactionId: "", resendsLeft: 0, reference: "", message: null },
  initial: "form",
  states: {
    form: {
      description: "The phone (digits only, at most 10) and the 'I understand' box; Send only when both are fine.",
      meta: { spec: "2 Screens and routes" },
      tags: ["form"],
      initial: "editing",
      on: {
        "deletion.phone.change": { target: ".editing", actions: "setPhone" },
        "deletion.agree.change": { actions: "setAgreed" },
      },
      states: {
        editing: {
          description: "The visitor fills in the form.",
          meta: { spec: "2 Screens and routes" },
          on: { "deletion.submit": { guard: "canSend", target: "sending" } },
        },
        refused: {
          description: "The server refused: its message under the field.",
          meta: { spec: "7 Answer handling in general" },
          tags: ["fieldError"],
          on: { "deletion.submit": { guard: "canSend", target: "sending" } },
        },
        sending: {
          description: "The code is being sent (sendCode).",
          meta: { spec: "7 Answer handling in general" },
          tags: ["busy"],
          on: { "deletion.phone.change": {}, "deletion.agree.change": {} },
          invoke: {
            id: "sendCode",
            src: "sendCode",
            input: ({ context }) => ({ phone: context.phone }),
            onDone: [
              {
                guard: { type: "isSent", params: sentResult },
                target: "#dataDeletion.otp",
                actions: { type: "takeCode", params: sentResult },
              },
              { target: "refused", actions: { type: "refuse", params: sentResult } },
            ],
            onError: { target: "failed", actions: "showFailure" },
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
    otp: {
      description:
        "The OTP boxes (reset behaviour: attempts left); a verified code files the request, giving up or Back returns to the form.",
      meta: { spec: "4 Password reset" },
      tags: ["otp"],
      on: { "deletion.back": { target: "form" } },
      invoke: {
        id: "otp",
        src: "otp",
        input: ({ context }) => ({
          purpose: "reset" as const,
          phone: context.phone,
          transactionId: context.transactionId,
          resendsLeft: context.resendsLeft,
        }),
        onDone: [
          {
            guard: { type: "isFiled", params: otpOutput },
            target: "done",
            actions: { type: "takeReference", params: otpOutput },
          },
          { target: "form" },
        ],
      },
    },
    done: {
      description: "The request is filed: its reference number is shown.",
      meta: { spec: "2 Screens and routes" },
      type: "final",
      tags: ["done"],
    },
  },
});
