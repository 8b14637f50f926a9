import { assign, setup } from "xstate";
import { OTP } from "../../src/domain/constants";
import { isDetailsValid, withDetail } from "../../src/domain/loan-ticket-details";
import { isEmail } from "../../src/domain/validators";
import { ekycMachine } from "../ekyc/machine";
import type { EkycInput, EkycOutput } from "../ekyc/types";
import { otpMachine } from "../otp/machine";
import type { OtpOutput } from "../otp/types";
import { notProvided, placeholderActor } from "../shared/not-provided";
import { failure, messageOf, result } from "../shared/params";
import type {
  ConfirmTicketInput,
  ConfirmTicketResult,
  ContractFile,
  DeleteDraftInput,
  DetailsField,
  LoadTicketInput,
  LoadTicketResult,
  LoanTicketContext,
  LoanTicketEvent,
  LoanTicketInput,
  LoanTicketTag,
  PrepareContractInput,
  RequestOtpInput,
  RequestTicketOtpResult,
  SaveDraftInput,
  TicketStage,
} from "./types";
import { EMPTY_DETAILS } from "./types";

/**
 * The loan-ticket wizard (SPEC.md sections 1 and 7 "Loan-ticket flow"): up to 5 steps.
 *
 * - `loading`: `loadTicket` reads the product (checkStep, terms) and starts a draft, or reads the draft
 *   to resume and checks whether the product's policy changed since (`policyChanged`: 'Product policy
 *   has been updated. Please register again' -> `deleteDraft` and a fresh start).
 * - `identity` invokes the `ekyc` machine (document front/back, review, face when checkStep asks).
 * - `details`: the personal and loan details form (rules in src/domain/loan-ticket-details.ts).
 * - `otp`: `requestOtp` submits the ticket and sends the code; the `otp` machine confirms it.
 * - `contract`: `prepareContract` generates the PDF; the e-mail to receive it; `confirmTicket`.
 * - `success` with the loan code; `left` when the OTP step was abandoned or refused.
 *
 * Each finished step saves the draft (`saveDraft`) so leaving and coming back resumes.
 */

function saveDraft(stage: TicketStage) {
  return ({ context }: { context: LoanTicketContext }): SaveDraftInput => ({
    ticketCode: context.ticketCode,
    productId: context.productId,
    stage,
    identity: context.identity,
    details: context.details,
  });
}

/** A failed call: the popup, its button retries. */
const retryPopup = (target: string) => ({ tags: ["popup" as const, "retry" as const], on: { retry: { target } } });

export const loanTicketMachine = setup({
  types: {
    context: {} as LoanTicketContext,
    events: {} as LoanTicketEvent,
    input: {} as LoanTicketInput,
    tags: {} as LoanTicketTag,
  },
  actors: {
    loadTicket: placeholderActor<LoadTicketResult, LoadTicketInput>("loadTicket"),
    deleteDraft: placeholderActor<void, DeleteDraftInput>("deleteDraft"),
    saveDraft: placeholderActor<void, SaveDraftInput>("saveDraft"),
    ekyc: ekycMachine,
    requestOtp: placeholderActor<RequestTicketOtpResult, RequestOtpInput>("requestOtp"),
    otp: otpMachine,
    prepareContract: placeholderActor<ContractFile, PrepareContractInput>("prepareContract"),
    confirmTicket: placeholderActor<ConfirmTicketResult, ConfirmTicketInput>("confirmTicket"),
  },
  guards: {
    isUnavailable: (_, params: { result: LoadTicketResult }) => params.result.kind === "unavailable",
    isPolicyChanged: (_, params: { result: LoadTicketResult }) =>
      params.result.kind === "ready" && params.result.policyChanged,
    resumesAt: (_, params: { result: LoadTicketResult; stage: TicketStage }) =>
      params.result.kind === "ready" && params.result.draft?.stage === params.stage,
    isDetailsValid: ({ context }) => isDetailsValid(context.details, context.product),
    isSent: (_, params: { result: RequestTicketOtpResult }) => params.result.kind === "sent",
    isVerified: (_, params: { output: OtpOutput }) => params.output.status === "verified",
    canConfirm: ({ context }) => isEmail(context.email) && context.agreed,
    isConfirmed: (_, params: { result: ConfirmTicketResult }) => params.result.kind === "confirmed",
  },
  actions: {
    takeLoad: assign(({ context }, params: { result: LoadTicketResult }) => {
      if (params.result.kind !== "ready") return {};
      const { draft } = params.result;
      return {
        ticketCode: params.result.ticketCode,
        product: params.result.product,
        faceRequired: params.result.faceRequired,
        identity: draft?.identity ?? null,
        details: draft?.details ?? context.details,
        email: draft?.email ?? context.email,
        errorKey: null,
        message: null,
      };
    }),
    showMessage: assign((_, params: { result: LoadTicketResult | RequestTicketOtpResult | ConfirmTicketResult }) => {
      const text = "message" in params.result ? params.result.message.trim() : "";
      return { message: text === "" ? null : text, errorKey: "normal_error" as const };
    }),
    showFailure: assign((_, params: { error: unknown }) => ({
      message: messageOf(params.error),
      errorKey: "normal_error" as const,
    })),
    clearMessage: assign({ message: null, errorKey: null }),
    forgetDraft: assign({
      ticketCode: "",
      identity: null,
      details: EMPTY_DETAILS,
      showErrors: false,
      detailsTouched: [],
      email: "",
    }),
    takeIdentity: assign((_, params: { output: EkycOutput }) => ({ identity: params.output })),
    forgetIdentity: assign({ identity: null }),
    setDetail: assign(({ context }, params: { field: keyof LoanTicketContext["details"]; value: string }) => ({
      details: withDetail(context.details, params.field, params.value),
    })),
    showErrors: assign({ showErrors: true }),
    touchDetail: assign(({ context }, params: { field: DetailsField }) => ({
      detailsTouched: context.detailsTouched.includes(params.field)
        ? context.detailsTouched
        : [...context.detailsTouched, params.field],
    })),
    takeOtp: assign((_, params: { result: RequestTicketOtpResult }) =>
      params.result.kind === "sent"
        ? {
            otp: {
              phone: params.result.phone,
              transactionId: params.result.transactionId,
              resendsLeft: params.result.resendsLeft,
            },
            message: null,
            errorKey: null,
          }
        : {},
    ),
    takeContract: assign(({ context }, params: { contract: ContractFile }) => ({
      contract: params.contract,
      email: context.email !== "" ? context.email : params.contract.email,
      message: null,
      errorKey: null,
    })),
    setEmail: assign((_, params: { value: string }) => ({ email: params.value.trim().slice(0, 50) })),
    setAgreed: assign((_, params: { value: boolean }) => ({ agreed: params.value })),
    takeLoanCode: assign((_, params: { result: ConfirmTicketResult }) => ({
      loanCode: params.result.kind === "confirmed" ? params.result.loanCode : "",
    })),
    // Effects the app supplies.
    rememberTicket: (_, _params: { ticketCode: string }) => notProvided("rememberTicket"),
    leave: () => notProvided("leave"),
  },
}).createMachine({
  description:
    "The loan-ticket wizard: identity (eKYC), details, OTP, contract, then the loan code. Each finished step saves the draft so leaving and coming back resumes.",
  meta: { spec: "7 Loan-ticket flow" },
  id: "loanTicket",
  context: ({ input }) => ({
    productId: input.productId,
    ticketCode: input.ticketCode ?? "",
    product: null,
    faceRequired: true,
    identity: null,
    details: EMPTY_DETAILS,
    showErrors: false,
    detailsTouched: [],
    otp: null,
    contract: null,
    email: "",
    agreed: false,
    loanCode: "",
    errorKey: null,
    message: null,
  }),
  initial: "loading",
  states: {
    loading: {
      description: "The product and its checkStep are read and a draft started, or the draft is read to resume.",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["loading", "busy"],
      invoke: {
        id: "loadTicket",
        src: "loadTicket",
        input: ({ context }) => ({ productId: context.productId, ticketCode: context.ticketCode || null }),
        onDone: [
          {
            guard: { type: "isUnavailable", params: result },
            target: "unavailable",
            actions: { type: "showMessage", params: result },
          },
          {
            guard: { type: "isPolicyChanged", params: result },
            target: "policyChanged",
            actions: { type: "takeLoad", params: result },
          },
          ...(["details", "otp", "contract"] as const).map((stage) => ({
            guard: {
              type: "resumesAt" as const,
              params: ({ event }: { event: { output: LoadTicketResult } }) => ({ result: event.output, stage }),
            },
            target: stage,
            actions: [
              { type: "takeLoad" as const, params: result },
              {
                type: "rememberTicket" as const,
                params: ({ context }: { context: LoanTicketContext }) => ({ ticketCode: context.ticketCode }),
              },
            ],
          })),
          {
            target: "identity",
            actions: [
              { type: "takeLoad", params: result },
              { type: "rememberTicket", params: ({ context }) => ({ ticketCode: context.ticketCode }) },
            ],
          },
        ],
        onError: { target: "loadFailed", actions: { type: "showFailure", params: failure } },
      },
    },
    loadFailed: {
      ...retryPopup("loading"),
      description: "Loading failed: the popup; its button tries again.",
      meta: { spec: "2 Popups and menus" },
    },
    /** The product cannot be applied for (not found or no longer offered). */
    unavailable: {
      description: "The product cannot be applied for: its message; the wizard ends.",
      meta: { spec: "7 Loan-ticket flow" },
      type: "final",
      tags: ["left", "popup"],
    },
    policyChanged: {
      description: "'Product policy has been updated. Please register again': the customer restarts.",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["policyChanged"],
      on: { "draft.restart": { target: "restarting" } },
    },
    restarting: {
      description: "The old draft is being deleted (delete-draft).",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["policyChanged", "busy"],
      invoke: {
        id: "deleteDraft",
        src: "deleteDraft",
        input: ({ context }) => ({ ticketCode: context.ticketCode }),
        onDone: { target: "loading", actions: "forgetDraft" },
        onError: { target: "policyChanged", actions: { type: "showFailure", params: failure } },
      },
    },
    identity: {
      description: "Step: identity, the eKYC machine runs here.",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["identity"],
      initial: "running",
      states: {
        running: {
          description: "The customer goes through eKYC.",
          meta: { spec: "7 Loan-ticket flow" },
          invoke: {
            id: "ekyc",
            src: "ekyc",
            input: ({ context }): EkycInput => ({
              ticketCode: context.ticketCode,
              faceRequired: context.faceRequired,
              resume: context.identity ? { docType: context.identity.docType, fields: context.identity.fields } : null,
            }),
            onDone: {
              target: "saving",
              actions: { type: "takeIdentity", params: ({ event }) => ({ output: event.output }) },
            },
          },
        },
        saving: {
          description: "The identity is saved in the draft.",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["busy"],
          invoke: {
            id: "saveDraft",
            src: "saveDraft",
            input: saveDraft("details"),
            onDone: { target: "#loanTicket.details" },
            onError: { target: "saveFailed", actions: { type: "showFailure", params: failure } },
          },
        },
        saveFailed: {
          ...retryPopup("saving"),
          description: "Saving failed: the popup; its button saves again.",
          meta: { spec: "2 Popups and menus" },
        },
      },
    },
    details: {
      description: "Step: the personal and loan details form.",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["details"],
      initial: "editing",
      states: {
        editing: {
          description:
            "The customer fills in the details; a field's error shows once it was left, every error once submit was tried.",
          meta: { spec: "7 Loan-ticket flow" },
          on: {
            "details.change": {
              actions: { type: "setDetail", params: ({ event }) => ({ field: event.field, value: event.value }) },
            },
            "details.field.left": {
              actions: { type: "touchDetail", params: ({ event }) => ({ field: event.field }) },
            },
            "details.submit": [{ guard: "isDetailsValid", target: "saving" }, { actions: "showErrors" }],
            "step.back": { target: "#loanTicket.identity", actions: "forgetIdentity" },
          },
        },
        saving: {
          description: "The details are saved in the draft.",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["busy"],
          invoke: {
            id: "saveDraft",
            src: "saveDraft",
            input: saveDraft("otp"),
            onDone: { target: "#loanTicket.otp" },
            onError: { target: "saveFailed", actions: { type: "showFailure", params: failure } },
          },
        },
        saveFailed: {
          description: "Saving failed: the 'Thông báo' popup; closing it returns to the form.",
          meta: { spec: "2 Popups and menus" },
          tags: ["popup"],
          on: { "popup.close": { target: "editing", actions: "clearMessage" } },
        },
      },
    },
    otp: {
      description: "Step: the ticket is submitted and confirmed with an OTP.",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["otp"],
      initial: "requesting",
      states: {
        requesting: {
          description: "The ticket is submitted and the code sent.",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["busy"],
          invoke: {
            id: "requestOtp",
            src: "requestOtp",
            input: ({ context }) => ({
              ticketCode: context.ticketCode,
              productId: context.productId,
              identity: context.identity,
              details: context.details,
            }),
            onDone: [
              {
                guard: { type: "isSent", params: result },
                target: "entering",
                actions: { type: "takeOtp", params: result },
              },
              { target: "refused", actions: { type: "showMessage", params: result } },
            ],
            onError: { target: "requestFailed", actions: { type: "showFailure", params: failure } },
          },
        },
        requestFailed: {
          ...retryPopup("requesting"),
          description: "Sending failed: the popup; its button tries again.",
          meta: { spec: "2 Popups and menus" },
        },
        refused: {
          description: "The server refused the code request: its message; closing leaves the wizard.",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["popup"],
          on: { "popup.close": { target: "#loanTicket.left", actions: "leave" } },
        },
        entering: {
          description: "The OTP boxes (the OTP machine runs here).",
          meta: { spec: "4 OTP (lead form)" },
          invoke: {
            id: "otp",
            src: "otp",
            input: ({ context }) => ({
              purpose: "lead" as const,
              phone: context.otp?.phone ?? "",
              transactionId: context.otp?.transactionId ?? "",
              resendsLeft: context.otp?.resendsLeft ?? 0,
              attemptsLeft: OTP.resetAttempts,
            }),
            onDone: [
              {
                guard: { type: "isVerified", params: ({ event }) => ({ output: event.output }) },
                target: "#loanTicket.contract",
              },
              { target: "#loanTicket.left", actions: "leave" },
            ],
          },
        },
      },
    },
    contract: {
      description: "Step: the contract PDF, the e-mail to receive it, agreement and confirmation.",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["contract"],
      initial: "preparing",
      states: {
        preparing: {
          description: "The contract PDF is being generated.",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["busy"],
          invoke: {
            id: "prepareContract",
            src: "prepareContract",
            input: ({ context }) => ({ ticketCode: context.ticketCode }),
            onDone: {
              target: "review",
              actions: { type: "takeContract", params: ({ event }) => ({ contract: event.output }) },
            },
            onError: { target: "prepareFailed", actions: { type: "showFailure", params: failure } },
          },
        },
        prepareFailed: {
          ...retryPopup("preparing"),
          description: "Generation failed: the popup; its button tries again.",
          meta: { spec: "2 Popups and menus" },
        },
        review: {
          description: "The customer reads the contract, gives an e-mail and agrees; Confirm when both are fine.",
          meta: { spec: "7 Loan-ticket flow" },
          on: {
            "email.change": { actions: { type: "setEmail", params: ({ event }) => ({ value: event.value }) } },
            "contract.agree": { actions: { type: "setAgreed", params: ({ event }) => ({ value: event.value }) } },
            "contract.confirm": { guard: "canConfirm", target: "confirming" },
          },
        },
        confirming: {
          description: "The ticket is being confirmed (confirm).",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["busy"],
          invoke: {
            id: "confirmTicket",
            src: "confirmTicket",
            input: ({ context }) => ({ ticketCode: context.ticketCode, email: context.email }),
            onDone: [
              {
                guard: { type: "isConfirmed", params: result },
                target: "#loanTicket.success",
                actions: { type: "takeLoanCode", params: result },
              },
              { target: "confirmFailed", actions: { type: "showMessage", params: result } },
            ],
            onError: { target: "confirmFailed", actions: { type: "showFailure", params: failure } },
          },
        },
        confirmFailed: {
          description: "Confirmation failed: the 'Thông báo' popup; closing it returns to the contract.",
          meta: { spec: "2 Popups and menus" },
          tags: ["popup"],
          on: { "popup.close": { target: "review", actions: "clearMessage" } },
        },
      },
    },
    success: {
      description: "Done: the loan code is shown.",
      meta: { spec: "7 Loan-ticket flow" },
      type: "final",
      tags: ["success"],
    },
    left: {
      description: "The customer left: the OTP step was abandoned or refused.",
      meta: { spec: "7 Loan-ticket flow" },
      type: "final",
      tags: ["left"],
    },
  },
});
