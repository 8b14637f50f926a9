/**
 * Types of the loan-ticket wizard machine (machines/loanTicket.ts): input, context, events, tags and
 * the inputs and results of the actors the app supplies with `.provide()`. Results are already mapped
 * from the API's answers, so the machine only knows outcomes.
 */
import type { EkycOutput } from "./ekyc.types";

/** Where a saved draft resumes. */
export type TicketStage = "identity" | "details" | "otp" | "contract";

export interface ProductSummary {
  id: string;
  name: string;
  /** The provider (bank or finance company) offering it. */
  providerName: string;
  /** The amounts (VND) and terms (months) the product offers. */
  minAmount: number;
  maxAmount: number;
  amountStep: number;
  terms: number[];
}

/** The personal and loan details form (step 3), as typed: strings, checked by loanTicket.rules. */
export interface TicketDetails {
  /** The loan amount (VND, digits) and term (months): the total capital is at least the amount. */
  amount: string;
  term: string;
  loanPurpose: string;
  debitMethod: string;
  totalCapital: string;
  payBackDay: string;
  /** "bank" (an account) or "postOffice" (cash at a post office). */
  paymentType: string;
  bankId: string;
  branchId: string;
  accountNumber: string;
  accountHolder: string;
  postOfficeName: string;
  postHolder: string;
  provinceCode: string;
  districtCode: string;
  wardCode: string;
  address: string;
  refRelationship: string;
  refName: string;
  refPhone: string;
  refEmail: string;
}
export type DetailsField = keyof TicketDetails;

export const EMPTY_DETAILS: TicketDetails = {
  amount: "",
  term: "",
  loanPurpose: "",
  debitMethod: "",
  totalCapital: "",
  payBackDay: "",
  paymentType: "bank",
  bankId: "",
  branchId: "",
  accountNumber: "",
  accountHolder: "",
  postOfficeName: "",
  postHolder: "",
  provinceCode: "",
  districtCode: "",
  wardCode: "",
  address: "",
  refRelationship: "",
  refName: "",
  refPhone: "",
  refEmail: "",
};

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

export interface DeleteDraftInput {
  ticketCode: string;
}

export interface LoanTicketInput {
  productId: string;
  /** The draft to resume (from the records page), or null. */
  ticketCode: string | null;
}

/** Catalogue keys the machine can ask a view to show. */
export type LoanTicketMessageKey = "normal_error";

export interface LoanTicketContext {
  productId: string;
  ticketCode: string;
  product: ProductSummary | null;
  faceRequired: boolean;
  identity: EkycOutput | null;
  details: TicketDetails;
  /** Show every field's rule message (set by a refused submit). */
  showErrors: boolean;
  otp: { phone: string; transactionId: string; resendsLeft: number } | null;
  contract: ContractFile | null;
  email: string;
  /** The customer ticked 'I have read and agree to the contract'. */
  agreed: boolean;
  loanCode: string;
  errorKey: LoanTicketMessageKey | null;
  /** A server or transport message; shown instead of errorKey when set. */
  message: string | null;
}

export type LoanTicketEvent =
  | { type: "retry" }
  | { type: "popup.close" }
  | { type: "draft.restart" }
  | { type: "details.change"; field: DetailsField; value: string }
  | { type: "details.submit" }
  | { type: "email.change"; value: string }
  | { type: "contract.agree"; value: boolean }
  | { type: "contract.confirm" }
  | { type: "step.back" };

/**
 * Tags views branch on:
 * - loading / identity / details / otp / contract / success / policyChanged / left: the screen
 * - busy: a call is in flight
 * - popup: errorKey/message in the 'Thông báo' popup; closing sends popup.close (or retry when tagged retry)
 * - retry: the popup's button sends retry
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
  | "retry";
