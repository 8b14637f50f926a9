import { isHTTPError } from "ky";
import type { BodyInputOf } from "../contract/endpoint";
import {
  bankBranchesEndpoint,
  banksEndpoint,
  checkStepEndpoint,
  checkUpdateProductEndpoint,
  confirmTicketEndpoint,
  createTicketEndpoint,
  deleteDraftEndpoint,
  districtsEndpoint,
  getDraftEndpoint,
  myTicketsEndpoint,
  partnerProductsEndpoint,
  productEndpoint,
  productTermEndpoint,
  provincesEndpoint,
  saveDraftEndpoint,
  ticketResendOtpEndpoint,
  ticketVerifyOtpEndpoint,
  wardsEndpoint,
} from "../contract/loan-ticket";
import { t } from "../i18n/t";
import { ApiError } from "./api-error";
import { call, http } from "./client";
import { ticketHeaders } from "./ticket-headers";

/**
 * The loan-ticket calls (src/contract/loan-ticket.ts). Ticket calls carry the funnel's ticket token
 * when the visitor came from the funnel's result; a signed-in customer's bearer token is added by the
 * client. Business codes (203, 205, 206, 230-233, 240) come back in the envelope.
 */

export { ticketHeaders };

const headers = () => {
  const found = ticketHeaders();
  return found ? { headers: found } : {};
};

export const getProduct = (id: number) => call(productEndpoint, { params: { id }, retries: 2 });
export const getCheckStep = (id: number) => call(checkStepEndpoint, { params: { id }, retries: 2 });
export const getProductTerm = (id: number) => call(productTermEndpoint, { params: { id }, retries: 2 });
/** The active products of a partner, by the partner's name as the funnel's offer gives it. */
export const getPartnerProducts = (name: string) => call(partnerProductsEndpoint, { params: { name }, retries: 2 });

export const getBanks = () => call(banksEndpoint, { retries: 2 });
export const getBankBranches = (bankId: number) => call(bankBranchesEndpoint, { params: { id: bankId }, retries: 2 });
export const getProvinces = () => call(provincesEndpoint, { body: {}, retries: 2 });
export const getDistricts = (provinceCode: string) => call(districtsEndpoint, { body: { provinceCode }, retries: 2 });
/** The wards of a province (no districts since 1 July 2025). */
export const getWards = (provinceCode: string) => call(wardsEndpoint, { body: { provinceCode }, retries: 2 });

export const saveDraft = (body: BodyInputOf<typeof saveDraftEndpoint>) =>
  call(saveDraftEndpoint, { body, ...headers() });
export const getDraft = (code: string) => call(getDraftEndpoint, { params: { code }, ...headers() });
export const deleteDraft = (code: string) => call(deleteDraftEndpoint, { params: { code }, ...headers() });
export const checkUpdateProduct = (code: string) =>
  call(checkUpdateProductEndpoint, { params: { id: code }, ...headers() });

/** Turns the draft into a ticket and sends the OTP. */
export const createTicket = (body: BodyInputOf<typeof createTicketEndpoint>) =>
  call(createTicketEndpoint, { body, ...headers() });
export const verifyTicketOtp = (ticketCode: string, body: BodyInputOf<typeof ticketVerifyOtpEndpoint>) =>
  call(ticketVerifyOtpEndpoint, { params: { ticketCode }, body, ...headers() });
export const resendTicketOtp = (ticketCode: string, body: BodyInputOf<typeof ticketResendOtpEndpoint>) =>
  call(ticketResendOtpEndpoint, { params: { ticketCode }, body, ...headers() });

export const confirmTicket = (code: string, body: BodyInputOf<typeof confirmTicketEndpoint>) =>
  call(confirmTicketEndpoint, { params: { code }, body, ...headers() });

export const getMyTickets = () => call(myTicketsEndpoint, { ...headers() });

/** The contract PDF's address on our origin (fetched with the same credentials by downloadContract). */
export const contractPath = (name: string, type: string) =>
  `/api/v1/downloadFile/${encodeURIComponent(name)}/${encodeURIComponent(type)}`;

/**
 * The contract PDF itself: the download needs the caller's bearer token or funnel ticket token, which a
 * plain link would not send. Transport failures throw an ApiError with the Vietnamese message.
 */
export async function downloadContract(name: string, type: string): Promise<Blob> {
  const path = contractPath(name, type).replace(/^\/api\//, "");
  try {
    return await http.get(path, { ...headers() }).blob();
  } catch (error) {
    if (isHTTPError(error)) throw new ApiError("http", t("normal_error"), error.response.status);
    throw new ApiError("network", t("network_error"));
  }
}
