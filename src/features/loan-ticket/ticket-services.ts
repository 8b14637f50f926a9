import * as v from "valibot";
import { fromPromise } from "xstate";
import { ekycMachine } from "../../../machines/ekyc/machine";
import type {
  CheckIdentityInput,
  CheckIdentityResult,
  CheckRuleInput,
  CheckRuleResult,
  ReadDocumentInput,
  ReadDocumentResult,
  RecordConsentInput,
  RecordConsentResult,
  UploadFaceInput,
  UploadFaceResult,
} from "../../../machines/ekyc/types";
import { loanTicketMachine } from "../../../machines/loan-ticket/machine";
import type {
  ApprovalStatusInput,
  ApprovalStatusResult,
  CheckServiceInput,
  CheckServiceResult,
  ConfirmTicketInput,
  ConfirmTicketResult,
  ContractFile,
  DeleteDraftInput,
  LoadTicketInput,
  LoadTicketResult,
  MobifoneStep2Input,
  MobifoneStep2Result,
  PrepareContractInput,
  RequestOtpInput,
  RequestTicketOtpResult,
  SaveDraftInput,
  SignRemoteInput,
  SignRemoteResult,
} from "../../../machines/loan-ticket/types";
import { otpMachine } from "../../../machines/otp/machine";
import type { ResendOtpInput, ResendOtpResult, VerifyOtpInput, VerifyOtpResult } from "../../../machines/otp/types";
import { loadIdentification, uploadDocument, uploadFace } from "../../api/ekyc";
import * as api from "../../api/loan-ticket";
import { recordBiometricConsent } from "../../api/my-data";
import * as partners from "../../api/partners";
import { EKYC_CODE } from "../../contract/ekyc";
import { type Draft, LOAN_TICKET_CODE } from "../../contract/loan-ticket";
import { identitySchema } from "../../contract/loan-ticket-fields";
import { MY_DATA_CODE } from "../../contract/my-data";
import { carriedLoan } from "../../domain/carried-loan";
import { EMPTY_DETAILS } from "../../domain/loan-ticket-details";
import { t } from "../../i18n/t";
import { funnelLoan } from "../../state/funnel-loan";
import { activeSessionAtom } from "../../state/session";
import { appStore } from "../../state/store";
import { downscaleImage } from "./ekyc/downscale-image";
import { preloadFaceDetector } from "./ekyc/preload-face-detector";
import { detailsBody, draftData, draftToResume } from "./ticket-mapping";

/**
 * The real effects of the loan-ticket wizard and its ekyc and otp children: the calls of
 * src/api/loan-ticket.ts and src/api/ekyc.ts with their answer codes mapped to machine outcomes.
 * One set per wizard: the OTP actors need the ticket code and keep the contract the verify answers.
 */

const messageOr = (message: string | undefined) => (message && message.trim() !== "" ? message : t("normal_error"));

export interface TicketServicesOptions {
  /** The wizard holds a ticket (a new draft or the one resumed): e.g. keep its code in the address. */
  onTicket?: (ticketCode: string) => void;
  /** The wizard ended without a loan (OTP refused or given up): the page shows the notice in its place. */
  onLeave?: () => void;
}

export function createTicketServices(options: TicketServicesOptions = {}) {
  const state: { ticketCode: string; contract: ContractFile | null } = { ticketCode: "", contract: null };
  const sessionEmail = () => appStore.get(activeSessionAtom)?.email ?? "";
  /** The contract the server generated for a ticket past its OTP (named in the draft's answer). */
  const contractOf = (draft: Draft): ContractFile | null =>
    draft.contract
      ? { name: draft.contract.name, type: draft.contract.type, email: draft.data.contractEmail || sessionEmail() }
      : null;

  const loadTicket = fromPromise<LoadTicketResult, LoadTicketInput>(async ({ input }) => {
    const id = Number(input.productId);
    if (!Number.isInteger(id) || id < 1) return { kind: "unavailable", message: t("product_not_found") };
    const [product, steps] = await Promise.all([api.getProduct(id), api.getCheckStep(id)]);
    if (product.code !== 200) return { kind: "unavailable", message: messageOr(product.message) };
    const summary = {
      id: String(product.data.id),
      name: product.data.name,
      providerName: product.data.partnerName,
      minAmount: product.data.minAmount,
      maxAmount: product.data.maxAmount,
      amountStep: product.data.amountStep,
      terms: product.data.terms,
      pricing: {
        yearlyRatePercent: product.data.interestRateYear,
        upfrontFee: product.data.upfrontFee,
        monthlyFeeVnd: product.data.monthlyFee,
      },
      lenderLegalName: product.data.partnerLegalName ?? product.data.partnerName,
    };
    const faceRequired = steps.code !== 200 || steps.data.steps.includes("face");
    const resume = async (ticketCode: string): Promise<LoadTicketResult> => {
      const draft = await api.getDraft(ticketCode);
      if (draft.code !== 200) return { kind: "unavailable", message: messageOr(draft.message) };
      state.contract = contractOf(draft.data);
      const check = await api.checkUpdateProduct(ticketCode);
      const policyChanged = check.code === LOAN_TICKET_CODE.productChanged || draft.data.productChanged;
      return {
        kind: "ready",
        ticketCode: draft.data.code,
        product: summary,
        faceRequired,
        policyChanged,
        draft: draftToResume(draft.data),
      };
    };
    if (input.ticketCode) return resume(input.ticketCode);
    const created = await api.saveDraft({ productId: id, step: "identity", data: {} });
    if (created.code !== 200) return { kind: "unavailable", message: messageOr(created.message) };
    // The server gave back the customer's open draft of this product (issue 19): resume it.
    if (created.data.resumed) return resume(created.data.code);
    // A new draft starts with the amount and term asked in the funnel (issue 33), fitted to the product.
    const carried = carriedLoan(funnelLoan(), summary);
    return {
      kind: "ready",
      ticketCode: created.data.code,
      product: summary,
      faceRequired,
      policyChanged: false,
      draft: carried
        ? {
            stage: "identity",
            identity: null,
            details: { ...EMPTY_DETAILS, amount: String(carried.amount), term: String(carried.term) },
            email: "",
          }
        : null,
    };
  });

  const saveDraft = fromPromise<void, SaveDraftInput>(async ({ input }) => {
    const answer = await api.saveDraft({
      code: input.ticketCode,
      productId: Number(input.productId),
      step: input.stage,
      data: draftData(input.identity, input.details),
    });
    if (answer.code !== 200) throw new Error(messageOr(answer.message));
  });

  /** A draft already gone (deleted with its changed policy) is fine. */
  const deleteDraft = fromPromise<void, DeleteDraftInput>(async ({ input }) => {
    await api.deleteDraft(input.ticketCode);
  });

  const requestOtp = fromPromise<RequestTicketOtpResult, RequestOtpInput>(async ({ input }) => {
    const identity = input.identity;
    if (!identity) return { kind: "refused", message: t("ticket_identity_missing") };
    const answer = await api.createTicket({
      code: input.ticketCode,
      amount: Number(input.details.amount),
      term: Number(input.details.term),
      identity: {
        documentType: identity.docType,
        ...identity.fields,
        gender: identity.fields.gender === "Nam" ? "Nam" : "Nữ",
      },
      details: detailsBody(input.details),
    });
    if (answer.code !== 200) return { kind: "refused", message: messageOr(answer.message) };
    return {
      kind: "sent",
      phone: answer.data.phoneMasked,
      transactionId: answer.data.transactionId,
      resendsLeft: answer.data.numberOfRemainOtp,
    };
  });

  const verifyOtp = fromPromise<VerifyOtpResult, VerifyOtpInput>(async ({ input }) => {
    const answer = await api.verifyTicketOtp(state.ticketCode, { otp: input.otp, transactionId: input.transactionId });
    switch (answer.code) {
      case 200:
        state.contract = { name: answer.data.contract.name, type: answer.data.contract.type, email: sessionEmail() };
        return { kind: "ok", data: answer.data };
      case LOAN_TICKET_CODE.otpWrong:
        return { kind: "wrong" };
      case LOAN_TICKET_CODE.otpExpired:
        return { kind: "expired", message: messageOr(answer.message) };
      case LOAN_TICKET_CODE.limit:
        return { kind: "limit", message: messageOr(answer.message) };
      default:
        throw new Error(messageOr(answer.message));
    }
  });

  const resendOtp = fromPromise<ResendOtpResult, ResendOtpInput>(async ({ input }) => {
    const answer = await api.resendTicketOtp(state.ticketCode, { transactionId: input.transactionId });
    if (answer.code !== 200) throw new Error(messageOr(answer.message));
    return { transactionId: answer.data.transactionId };
  });

  /** The contract the OTP answer named; after a reload, the one the ticket's draft answer names. */
  const prepareContract = fromPromise<ContractFile, PrepareContractInput>(async ({ input }) => {
    if (state.contract) return state.contract;
    const draft = await api.getDraft(input.ticketCode);
    const contract = draft.code === 200 ? contractOf(draft.data) : null;
    if (!contract) throw new Error(messageOr(draft.message));
    state.contract = contract;
    return contract;
  });

  const confirmTicket = fromPromise<ConfirmTicketResult, ConfirmTicketInput>(async ({ input }) => {
    const body = { email: input.email, agree: true } as const;
    let answer = await api.confirmTicket(input.ticketCode, body);
    // MobiFone's step 2 was not passed (a wizard resumed at the contract skips it): asked once more
    // here; the server decides from the partner's answer it stored (decision 013).
    if (answer.code === LOAN_TICKET_CODE.step2Required) {
      const step2 = await partners.mobifoneStep2(input.ticketCode, input.ticketCode).catch(() => null);
      if (step2?.code === 200 && step2.data.accepted) answer = await api.confirmTicket(input.ticketCode, body);
    }
    return answer.code === 200
      ? { kind: "confirmed", loanCode: answer.data.loanCode }
      : { kind: "refused", message: messageOr(answer.message) };
  });

  const readDocument = fromPromise<ReadDocumentResult, ReadDocumentInput>(async ({ input }) => {
    const image = await downscaleImage(input.image);
    const answer = await uploadDocument(input.ticketCode, input.docType, input.side, image);
    if (answer.code === 200) {
      return {
        kind: "read",
        fields: answer.data?.fields ?? {},
        ...(answer.data ? { imageId: answer.data.imageId } : {}),
      };
    }
    if (answer.code === EKYC_CODE.documentRejected) {
      return {
        kind: "rejected",
        code: answer.documentCode ?? "",
        ...(answer.message ? { message: answer.message } : {}),
      };
    }
    throw new Error(messageOr(answer.message));
  });

  /** The form against the shared identity schema, then the ID known from the funnel or the account (023). */
  const checkIdentity = fromPromise<CheckIdentityResult, CheckIdentityInput>(async ({ input }) => {
    const parsed = v.safeParse(identitySchema, { documentType: input.docType, ...input.fields });
    if (!parsed.success) return { kind: "rejected", code: "", message: parsed.issues[0].message };
    const known = await loadIdentification(input.ticketCode);
    const expected = known.code === 200 ? known.data.expectedIdNumber : null;
    if (input.docType === "cccd" && expected && expected !== parsed.output.idNumber)
      return { kind: "rejected", code: "023" };
    return { kind: "ok" };
  });

  const uploadSelfie = fromPromise<UploadFaceResult, UploadFaceInput>(async ({ input }) => {
    const image = await downscaleImage(input.image);
    const answer = await uploadFace(input.ticketCode, { image });
    if (answer.code === 200) return { kind: "accepted", review: answer.data?.outcome === "manualReview" };
    if (answer.code === EKYC_CODE.faceMismatch) return { kind: "mismatch" };
    if (answer.code === EKYC_CODE.faceForgery) return { kind: "forgery" };
    throw new Error(messageOr(answer.message));
  });

  /** The biometric consent before the face step (issue 18): recorded by the server with its time and version. */
  const recordConsent = fromPromise<RecordConsentResult, RecordConsentInput>(async ({ input }) => {
    const answer = await recordBiometricConsent(input.ticketCode);
    if (answer.code === 200) return { kind: "recorded" };
    if (answer.code === MY_DATA_CODE.versionOutdated) return { kind: "outdated" };
    throw new Error(messageOr(answer.message));
  });

  const checkService = fromPromise<CheckServiceResult, CheckServiceInput>(async ({ input }) => {
    const answer = await partners.checkLoadService(Number(input.productId));
    if (answer.code !== 200) throw new Error(messageOr(answer.message));
    return answer.data.available ? { kind: "available" } : { kind: "unavailable", message: messageOr(answer.message) };
  });

  const mobifoneStep2 = fromPromise<MobifoneStep2Result, MobifoneStep2Input>(async ({ input }) => {
    const answer = await partners.mobifoneStep2(input.ticketCode, input.transactionId || input.ticketCode);
    if (answer.code !== 200) throw new Error(messageOr(answer.message));
    return answer.data.accepted ? { kind: "accepted" } : { kind: "refused", message: messageOr(answer.message) };
  });

  /** The partner's statuses as the result screen shows them (queued, sent, received: still pending). */
  const approvalStatus = fromPromise<ApprovalStatusResult, ApprovalStatusInput>(async ({ input }) => {
    const answer = await partners.getApproval(input.ticketCode);
    if (answer.code !== 200) throw new Error(messageOr(answer.message));
    switch (answer.data.status) {
      case "needs_signing":
        return { kind: "needsSigning", transactionId: answer.data.ref ?? input.ticketCode };
      case "approved":
        return { kind: "approved" };
      case "declined":
        return { kind: "declined" };
      case "signed":
        return { kind: "signed" };
      default:
        return { kind: "pending" };
    }
  });

  const signRemote = fromPromise<SignRemoteResult, SignRemoteInput>(async ({ input }) => {
    const answer = await partners.confirmSmartCa(input.ticketCode, input.otp, input.transactionId);
    if (answer.code !== 200) throw new Error(messageOr(answer.message));
    return answer.data.status === "signed" ? { kind: "signed" } : { kind: "wrongCode" };
  });

  /** The partner's document rules on the image just read (checkRuleFront / checkRuleBack). */
  const checkRule = fromPromise<CheckRuleResult, CheckRuleInput>(async ({ input }) => {
    const answer = await partners.checkRule(input.side, input.ticketCode, input.imageId);
    if (answer.code !== 200) throw new Error(messageOr(answer.message));
    return answer.data.accepted ? { kind: "accepted" } : { kind: "refused", reasons: answer.data.reasons };
  });

  return {
    machine: loanTicketMachine.provide({
      actors: {
        loadTicket,
        saveDraft,
        deleteDraft,
        requestOtp,
        prepareContract,
        confirmTicket,
        checkService,
        mobifoneStep2,
        approvalStatus,
        signRemote,
        ekyc: ekycMachine.provide({
          actors: {
            readFront: readDocument,
            readBack: readDocument,
            checkFrontRule: checkRule,
            checkBackRule: checkRule,
            checkIdentity,
            uploadFace: uploadSelfie,
            recordBiometricConsent: recordConsent,
          },
          actions: { preloadFaceDetector },
        }),
        otp: otpMachine.provide({ actors: { verifyOtp, resendOtp } }),
      },
      actions: {
        rememberTicket: (_, params) => {
          state.ticketCode = params.ticketCode;
          options.onTicket?.(params.ticketCode);
        },
        leave: () => options.onLeave?.(),
      },
    }),
    state,
  };
}
