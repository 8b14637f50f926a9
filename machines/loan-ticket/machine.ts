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
  ApprovalStatusInput,
  ApprovalStatusResult,
  CheckServiceInput,
  CheckServiceResult,
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
  MobifoneStep2Input,
  MobifoneStep2Result,
  PrepareContractInput,
  RequestOtpInput,
  RequestTicketOtpResult,
  SaveDraftInput,
  SignRemoteInput,
  SignRemoteResult,
  TicketStage,
} from "./types";
import { EMPTY_DETAILS } from "./types";

/**
 * The loan-ticket wizard (SPEC.md sections 1 and 7 "Loan-ticket flow"): up to 5 steps.
 *
 * - `checkingService` (after loading): `checkService` asks whether the product's partner takes
 *   applications now (check/load/service); when not, its message and a retry (`serviceUnavailable`).
 * - `loading`: `loadTicket` reads the product (checkStep, terms) and starts a draft, or reads the draft
 *   to resume and checks whether the product's policy changed since (`policyChanged`: 'Product policy
 *   has been updated. Please register again' -> `deleteDraft` and a fresh start).
 * - `identity` invokes the `ekyc` machine (document front/back, review, face when checkStep asks).
 * - `details`: the personal and loan details form (rules in src/domain/loan-ticket-details.ts).
 * - `otp`: `requestOtp` submits the ticket and sends the code; the `otp` machine confirms it; then
 *   MobiFone's second step (`mobifoneStep2`) checks a MobiFone subscriber against the ID.
 * - `contract`: `prepareContract` generates the PDF; the e-mail to receive it; `confirmTicket`.
 * - `success` with the loan code; then where the application stands with its partner:
 *   `awaitingApproval` asks `approvalStatus` (getApproveBIDVTayHo) every APPROVAL_POLL_MS until it
 *   is decided; `signingRemote` takes the SmartCA code (`signRemote`, confirmBIDVTayHo); approved,
 *   declined or signed end it.
 * - `left` when the OTP step was abandoned or refused.
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

/** How often the result screen asks the partner's approval status while it is undecided. */
export const APPROVAL_POLL_MS = 3_000;

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
    checkService: placeholderActor<CheckServiceResult, CheckServiceInput>("checkService"),
    mobifoneStep2: placeholderActor<MobifoneStep2Result, MobifoneStep2Input>("mobifoneStep2"),
    approvalStatus: placeholderActor<ApprovalStatusResult, ApprovalStatusInput>("approvalStatus"),
    signRemote: placeholderActor<SignRemoteResult, SignRemoteInput>("signRemote"),
  },
  delays: { APPROVAL_POLL: APPROVAL_POLL_MS },
  guards: {
    isUnavailable: (_, params: { result: LoadTicketResult }) => params.result.kind === "unavailable",
    isPolicyChanged: (_, params: { result: LoadTicketResult }) =>
      params.result.kind === "ready" && params.result.policyChanged,
    resumesAt: ({ context }, params: { stage: TicketStage }) => context.resumeStage === params.stage,
    isServiceAvailable: (_, params: { result: CheckServiceResult }) => params.result.kind === "available",
    isStep2Accepted: (_, params: { result: MobifoneStep2Result }) => params.result.kind === "accepted",
    isApproval: (_, params: { result: ApprovalStatusResult; kind: ApprovalStatusResult["kind"] }) =>
      params.result.kind === params.kind,
    isSignCode: ({ context }) => /^\d{6}$/.test(context.signCode),
    isSigned: (_, params: { result: SignRemoteResult }) => params.result.kind === "signed",
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
        resumeStage: draft?.stage ?? null,
        errorKey: null,
        message: null,
      };
    }),
    showMessage: assign(
      (
        _,
        params: {
          result:
            | LoadTicketResult
            | RequestTicketOtpResult
            | ConfirmTicketResult
            | CheckServiceResult
            | MobifoneStep2Result;
        },
      ) => {
        const text = "message" in params.result ? params.result.message.trim() : "";
        return { message: text === "" ? null : text, errorKey: "normal_error" as const };
      },
    ),
    takeSigning: assign((_, params: { result: ApprovalStatusResult }) => ({
      signTransactionId: params.result.kind === "needsSigning" ? params.result.transactionId : "",
      signCode: "",
    })),
    setSignCode: assign((_, params: { value: string }) => ({
      signCode: params.value.replace(/\D/g, "").slice(0, 6),
      message: null,
      errorKey: null,
    })),
    showSignWrong: assign({ errorKey: "partner_sign_wrong" as const, message: null, signCode: "" }),
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
    resumeStage: null,
    signTransactionId: "",
    signCode: "",
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
          { target: "checkingService", actions: { type: "takeLoad", params: result } },
        ],
        onError: { target: "loadFailed", actions: { type: "showFailure", params: failure } },
      },
    },
    checkingService: {
      description: "Before the wizard starts: does the product's partner take applications now (check/load/service)?",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["loading", "busy"],
      invoke: {
        id: "checkService",
        src: "checkService",
        input: ({ context }) => ({ productId: context.productId }),
        onDone: [
          { guard: { type: "isServiceAvailable", params: result }, target: "routing" },
          { target: "serviceUnavailable", actions: { type: "showMessage", params: result } },
        ],
        onError: { target: "serviceCheckFailed", actions: { type: "showFailure", params: failure } },
      },
    },
    serviceCheckFailed: {
      ...retryPopup("checkingService"),
      description: "The service check failed: the popup; its button asks again.",
      meta: { spec: "2 Popups and menus" },
    },
    serviceUnavailable: {
      description: "The partner's service is closed for now: its message, links to the records and home, and a retry.",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["left", "retry"],
      on: { retry: { target: "checkingService", actions: "clearMessage" } },
    },
    routing: {
      description: "Where the wizard starts: the saved draft's stage, or identity for a new draft.",
      meta: { spec: "7 Loan-ticket flow" },
      always: [
        ...(["details", "otp", "contract"] as const).map((stage) => ({
          guard: { type: "resumesAt" as const, params: { stage } },
          target: stage,
          actions: {
            type: "rememberTicket" as const,
            params: ({ context }: { context: LoanTicketContext }) => ({ ticketCode: context.ticketCode }),
          },
        })),
        {
          target: "identity",
          actions: { type: "rememberTicket", params: ({ context }) => ({ ticketCode: context.ticketCode }) },
        },
      ],
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
                target: "mobifoneStep2",
              },
              { target: "#loanTicket.left", actions: "leave" },
            ],
          },
        },
        mobifoneStep2: {
          description:
            "MobiFone's second step: a MobiFone subscriber's number is checked against the ID (mobifone-ticket/step2); other networks pass.",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["busy"],
          invoke: {
            id: "mobifoneStep2",
            src: "mobifoneStep2",
            input: ({ context }) => ({
              ticketCode: context.ticketCode,
              transactionId: context.otp?.transactionId ?? "",
            }),
            onDone: [
              { guard: { type: "isStep2Accepted", params: result }, target: "#loanTicket.contract" },
              { target: "step2Refused", actions: { type: "showMessage", params: result } },
            ],
            onError: { target: "step2Failed", actions: { type: "showFailure", params: failure } },
          },
        },
        step2Failed: {
          ...retryPopup("mobifoneStep2"),
          description: "The subscriber check failed: the popup; its button asks again.",
          meta: { spec: "2 Popups and menus" },
        },
        step2Refused: {
          description: "The subscriber does not match the ID: the message; closing leaves the wizard.",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["popup"],
          on: { "popup.close": { target: "#loanTicket.left", actions: "leave" } },
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
      description: "Done: the loan code is shown, then where the application stands with its partner.",
      meta: { spec: "7 Loan-ticket flow" },
      tags: ["success"],
      initial: "awaitingApproval",
      states: {
        awaitingApproval: {
          description: "The partner's approval status is asked (getApproveBIDVTayHo).",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["awaitingApproval", "busy"],
          invoke: {
            id: "approvalStatus",
            src: "approvalStatus",
            input: ({ context }) => ({ ticketCode: context.ticketCode }),
            onDone: [
              {
                guard: { type: "isApproval", params: ({ event }) => ({ result: event.output, kind: "needsSigning" }) },
                target: "signingRemote",
                actions: { type: "takeSigning", params: result },
              },
              {
                guard: { type: "isApproval", params: ({ event }) => ({ result: event.output, kind: "approved" }) },
                target: "approved",
              },
              {
                guard: { type: "isApproval", params: ({ event }) => ({ result: event.output, kind: "declined" }) },
                target: "declined",
              },
              {
                guard: { type: "isApproval", params: ({ event }) => ({ result: event.output, kind: "signed" }) },
                target: "signed",
              },
              { target: "waiting" },
            ],
            onError: { target: "waiting" },
          },
        },
        waiting: {
          description: "Not decided yet (or not answered): 'the partner is reviewing'; asked again after a while.",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["awaitingApproval"],
          after: { APPROVAL_POLL: { target: "awaitingApproval" } },
        },
        signingRemote: {
          description: "Approved, the contract awaits the remote signature: the SmartCA code.",
          meta: { spec: "7 Loan-ticket flow" },
          tags: ["signing"],
          initial: "entering",
          states: {
            entering: {
              description: "The customer types the 6-digit SmartCA code; Sign when it has 6 digits.",
              meta: { spec: "7 Loan-ticket flow" },
              on: {
                "sign.code.change": {
                  actions: { type: "setSignCode", params: ({ event }) => ({ value: event.value }) },
                },
                "sign.submit": { guard: "isSignCode", target: "signing" },
              },
            },
            signing: {
              description: "The signature is confirmed through SmartCA (confirmBIDVTayHo).",
              meta: { spec: "7 Loan-ticket flow" },
              tags: ["busy"],
              invoke: {
                id: "signRemote",
                src: "signRemote",
                input: ({ context }) => ({
                  ticketCode: context.ticketCode,
                  otp: context.signCode,
                  transactionId: context.signTransactionId,
                }),
                onDone: [
                  { guard: { type: "isSigned", params: result }, target: "#loanTicket.success.signed" },
                  { target: "entering", actions: "showSignWrong" },
                ],
                onError: { target: "entering", actions: { type: "showFailure", params: failure } },
              },
            },
          },
        },
        approved: {
          description: "The partner approved the application.",
          meta: { spec: "7 Loan-ticket flow" },
          type: "final",
          tags: ["approved"],
        },
        declined: {
          description: "The partner declined the application.",
          meta: { spec: "7 Loan-ticket flow" },
          type: "final",
          tags: ["declined"],
        },
        signed: {
          description: "The contract is signed remotely; the partner disburses.",
          meta: { spec: "7 Loan-ticket flow" },
          type: "final",
          tags: ["signed"],
        },
      },
    },
    left: {
      description: "The customer left: the OTP step was abandoned or refused.",
      meta: { spec: "7 Loan-ticket flow" },
      type: "final",
      tags: ["left"],
    },
  },
});
