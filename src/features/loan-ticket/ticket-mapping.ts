import type { EkycOutput, IdentityFields } from "../../../machines/ekyc/types";
import { EMPTY_IDENTITY } from "../../../machines/ekyc/types";
import type { TicketDetails, TicketDraft, TicketStage } from "../../../machines/loan-ticket/types";
import { EMPTY_DETAILS } from "../../../machines/loan-ticket/types";
import type { Draft } from "../../contract/loan-ticket";
import type { DetailsInput, DraftData } from "../../contract/loan-ticket-fields";
import type { WizardStep } from "../../domain/loan-ticket-rules";

/** Pure mappings between the wizard's forms (strings) and the contract's bodies. */

const digitsOrUndefined = (s: string) => (/^\d+$/.test(s) ? Number(s) : undefined);
const idOrNull = (s: string) => (/^\d+$/.test(s) ? Number(s) : null);

export function stageToStep(stage: TicketStage): WizardStep {
  return stage;
}

export function draftData(identity: EkycOutput | null, details: TicketDetails, email = ""): DraftData {
  const amount = digitsOrUndefined(details.amount);
  const term = digitsOrUndefined(details.term);
  return {
    ...(amount !== undefined ? { amount } : {}),
    ...(term !== undefined ? { term } : {}),
    ...(identity ? { identity: { documentType: identity.docType, ...identity.fields } } : {}),
    details: {
      loanPurpose: details.loanPurpose,
      debitPaymentMethod: details.debitMethod,
      totalCapital: details.totalCapital,
      payBackDay: details.payBackDay,
      paymentType: details.paymentType === "postOffice" ? "postOffice" : "bank",
      bankId: idOrNull(details.bankId),
      bankBranchId: idOrNull(details.branchId),
      accountNumber: details.accountNumber,
      accountHolder: details.accountHolder,
      postOfficeName: details.postOfficeName,
      postHolder: details.postHolder,
      provinceCode: details.provinceCode,
      districtCode: details.districtCode,
      wardCode: details.wardCode,
      address: details.address,
      referenceRelationship: details.refRelationship,
      referenceName: details.refName,
      referencePhone: details.refPhone,
      referenceEmail: details.refEmail,
    },
    ...(email ? { contractEmail: email } : {}),
  };
}

/** The details form as the ticket-create body wants it (the server validates it with detailsSchema). */
export function detailsBody(details: TicketDetails): DetailsInput {
  const disbursement =
    details.paymentType === "postOffice"
      ? { paymentType: "postOffice" as const, postOfficeName: details.postOfficeName, postHolder: details.postHolder }
      : {
          paymentType: "bank" as const,
          bankId: Number(details.bankId),
          bankBranchId: Number(details.branchId),
          accountNumber: details.accountNumber,
          accountHolder: details.accountHolder,
        };
  return {
    loanPurpose: details.loanPurpose as DetailsInput["loanPurpose"],
    debitPaymentMethod: details.debitMethod as DetailsInput["debitPaymentMethod"],
    totalCapital: details.totalCapital,
    payBackDay: details.payBackDay,
    disbursement,
    provinceCode: details.provinceCode,
    districtCode: details.districtCode,
    wardCode: details.wardCode,
    address: details.address,
    reference: {
      relationship: details.refRelationship as DetailsInput["reference"]["relationship"],
      fullName: details.refName,
      phone: details.refPhone,
      email: details.refEmail,
    },
  };
}

const text = (value: unknown) => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

function detailsFrom(data: DraftData): TicketDetails {
  const d = data.details ?? {};
  return {
    ...EMPTY_DETAILS,
    amount: text(data.amount),
    term: text(data.term),
    loanPurpose: text(d.loanPurpose),
    debitMethod: text(d.debitPaymentMethod),
    totalCapital: text(d.totalCapital),
    payBackDay: text(d.payBackDay),
    paymentType: d.paymentType ?? "bank",
    bankId: text(d.bankId),
    branchId: text(d.bankBranchId),
    accountNumber: text(d.accountNumber),
    accountHolder: text(d.accountHolder),
    postOfficeName: text(d.postOfficeName),
    postHolder: text(d.postHolder),
    provinceCode: text(d.provinceCode),
    districtCode: text(d.districtCode),
    wardCode: text(d.wardCode),
    address: text(d.address),
    refRelationship: text(d.referenceRelationship),
    refName: text(d.referenceName),
    refPhone: text(d.referencePhone),
    refEmail: text(d.referenceEmail),
  };
}

function identityFrom(draft: Draft): EkycOutput | null {
  const saved = draft.data.identity;
  // A draft still at the identity step has no accepted document: it starts the step again.
  if (!saved?.documentType || draft.step === "identity") return null;
  const fields: IdentityFields = { ...EMPTY_IDENTITY };
  for (const key of Object.keys(EMPTY_IDENTITY) as Array<keyof IdentityFields>) fields[key] = text(saved[key]);
  const face = draft.verification.face;
  return { docType: saved.documentType, fields, face: face ? { review: face === "manualReview" } : null };
}

/** Where a saved draft resumes: the face step resumes inside the identity step (the ekyc machine). */
export function draftToResume(draft: Draft): TicketDraft {
  const stage: TicketStage = draft.step === "face" ? "identity" : draft.step;
  return {
    stage,
    identity: identityFrom(draft),
    details: detailsFrom(draft.data),
    email: text(draft.data.contractEmail),
  };
}
