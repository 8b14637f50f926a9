import {
  deletionConfirmEndpoint,
  deletionOtpEndpoint,
  deletionResendOtpEndpoint,
  type TermDocument,
  termByIdEndpoint,
  termsServiceEndpoint,
} from "../contract/content";
import type { Envelope } from "../contract/envelope";
import { t } from "../i18n/t";
import { ApiError } from "./api-error";
import { call } from "./client";

function documentOf(envelope: Envelope<TermDocument>): TermDocument {
  if (envelope.code !== 200) throw new ApiError("http", envelope.message ?? t("normal_error"));
  return envelope.data;
}

/** Our own documents (1 terms, 2 privacy policy): GET /termsservice/get?id=. */
export async function getSiteDocument(id: number, signal?: AbortSignal): Promise<TermDocument> {
  return documentOf(await call(termsServiceEndpoint, { query: { id: String(id) }, retries: 2, signal }));
}

/** A partner's terms: GET /public/getTermById?id=. */
export async function getPartnerTerm(id: number, signal?: AbortSignal): Promise<TermDocument> {
  return documentOf(await call(termByIdEndpoint, { query: { id: String(id) }, retries: 2, signal }));
}

/** Data deletion: send a code to the phone (the visitor confirmed they understand and passed the bot check). */
export const sendDeletionCode = (phone: string, captchaResponse: string) =>
  call(deletionOtpEndpoint, { body: { phone, agreeChecked: true, captchaResponse } });

export const resendDeletionCode = (transactionId: string) =>
  call(deletionResendOtpEndpoint, { body: { transactionId } });

/** The right code files the request: data.reference. */
export const confirmDeletion = (transactionId: string, otp: string) =>
  call(deletionConfirmEndpoint, { body: { transactionId, otp } });
