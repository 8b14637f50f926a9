/**
 * Types of the loan-ticket wizard machine (machines/loan-ticket/machine.ts): input, context, events, tags and
 * the inputs and results of the actors the app supplies with `.provide()`. Results are already mapped
 * from the API's answers, so the machine only knows outcomes.
 */
import type { DetailsField, ProductSummary, TicketDetails } from "../../src/domain/loan-ticket-details";
import type { EkycOutput } from "../ekyc/types";

export { EMPTY_DETAILS } from "../../src/domain/loan-ticket-details";
export type { DetailsField, ProductSummary, TicketDetails };

/** Where a saved draft resumes. */
export type TicketStage = "identity" | "details" | "otp" | "contract";

export interface TicketDraft {
  stage: TicketStage;
  identity: EkycOutput | null;
  details: TicketDetails | null;
  email: string;
}

export interface LoadTicketInput {
  productId: string;
  /** A draft to resume, or null to start one. */
  ticketCode: string | null;
}
export type LoadTicketResult =
  | {
      kind: "ready";
      ticketCode: string;
      product: ProductSummary;
      /** checkStep: the product's wizard includes the face check. */
      faceRequired: boolean;
      /** checkUpdateProduct: the product's policy changed since the draft was saved. */
      policyChanged: boolean;
      draft: TicketDraft | null;
    }
  | { kind: "unavailable"; message: string };

export interface SaveDraftInput {
  ticketCode: string;
  productId: string;
  stage: TicketStage;
  identity: EkycOutput | null;
  details: TicketDetails;
}

export interface RequestOtpInput {
  ticketCode: string;
  productId: string;
  identity: EkycOutput | null;
  details: TicketDetails;
}
export type RequestTicketOtpResult =
  | { kind: "sent"; phone: string; transactionId: string; resendsLeft: number }
  | { kind: "refused"; message: string };

export interface PrepareContractInput {
  ticketCode: string;
}
export interface ContractFile {
  /** downloadFile's {name} and {type}. */
  name: string;
  type: string;
  /** The e-mail to send the contract to, prefilled from the account or the funnel. */
  email: string;
}

export interface ConfirmTicketInput {
  ticketCode: string;
  email: string;
}
export type ConfirmTicketResult = { kind: "confirmed"; loanCode: string } | { kind: "refused"; message: string };

/** check/load/service: whether the product's partner takes applications now. */
export interface CheckServiceInput {
  productId: string;
}
export type CheckServiceResult = { kind: "available" } | { kind: "unavailable"; message: string };

/** MobiFone's second step after the ticket OTP (the verified OTP's transaction). */
export interface MobifoneStep2Input {
  ticketCode: string;
  transactionId: string;
}
export type MobifoneStep2Result = { kind: "accepted" } | { kind: "refused"; message: string };

/** BIDV Tây Hồ's getApprove: where the submitted application stands with its partner. */
export interface ApprovalStatusInput {
  ticketCode: string;
}
export type ApprovalStatusResult =
  | { kind: "pending" }
  | { kind: "approved" }
  | { kind: "declined" }
  /** Approved; the contract awaits the SmartCA signature of this transaction. */
  | { kind: "needsSigning"; transactionId: string }
  | { kind: "signed" };

/** SmartCA: the customer's 6-digit code confirms the remote signature. */
export interface SignRemoteInput {
  ticketCode: string;
  otp: string;
  transactionId: string;
}
export type SignRemoteResult = { kind: "signed" } | { kind: "wrongCode" };

export interface DeleteDraftInput {
  ticketCode: string;
}

export interface LoanTicketInput {
  productId: string;
  /** The draft to resume (from the records page), or null. */
  ticketCode: string | null;
}

/** Catalogue keys the machine can ask a view to show. */
export type LoanTicketMessageKey = "normal_error" | "partner_sign_wrong";

export interface LoanTicketContext {
  productId: string;
  ticketCode: string;
  product: ProductSummary | null;
  faceRequired: boolean;
  identity: EkycOutput | null;
  details: TicketDetails;
  /** Show every field's rule message (set by a refused submit). */
  showErrors: boolean;
  /** Details fields the customer has left: their rule messages show before any submit. */
  detailsTouched: DetailsField[];
  otp: { phone: string; transactionId: string; resendsLeft: number } | null;
  contract: ContractFile | null;
  email: string;
  /** The customer ticked 'I have read and agree to the contract'. */
  agreed: boolean;
  loanCode: string;
  /** The saved draft's stage, where the wizard resumes once the partner's service is checked. */
  resumeStage: TicketStage | null;
  /** The SmartCA transaction of the remote signature, and the code being typed. */
  signTransactionId: string;
  signCode: string;
  errorKey: LoanTicketMessageKey | null;
  /** A server or transport message; shown instead of errorKey when set. */
  message: string | null;
}

export type LoanTicketEvent =
  | { type: "retry" }
  | { type: "popup.close" }
  | { type: "draft.restart" }
  | { type: "details.change"; field: DetailsField; value: string }
  /** The customer left a details field (blur): its rule message may show from now on. */
  | { type: "details.field.left"; field: DetailsField }
  | { type: "details.submit" }
  | { type: "email.change"; value: string }
  | { type: "contract.agree"; value: boolean }
  | { type: "contract.confirm" }
  | { type: "sign.code.change"; value: string }
  | { type: "sign.submit" }
  | { type: "step.back" };

/**
 * Tags views branch on:
 * - loading / identity / details / otp / contract / success / policyChanged / left: the screen
 * - busy: a call is in flight
 * - popup: errorKey/message in the 'Thông báo' popup; closing sends popup.close (or retry when tagged retry)
 * - retry: the popup's button sends retry (on the 'left' notice: a retry button)
 * - awaitingApproval / signing / approved / declined / signed: where the submitted application
 *   stands with its partner (after success)
 */
export type LoanTicketTag =
  | "loading"
  | "identity"
  | "details"
  | "otp"
  | "contract"
  | "success"
  | "policyChanged"
  | "left"
  | "busy"
  | "popup"
  | "retry"
  | "awaitingApproval"
  | "signing"
  | "approved"
  | "declined"
  | "signed";
