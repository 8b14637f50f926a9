import type { BodyInputOf } from "../contract/endpoint";
import {
  partnersEndpoint,
  resetPasswordEndpoint,
  saveHubLogEndpoint,
  scoreEndpoint,
  suggestionsEndpoint,
  TICKET_TOKEN_HEADER,
  validateIdCardEndpoint,
  validatePhoneEndpoint,
} from "../contract/funnel";
import { call } from "./client";

/**
 * The lead funnel calls. Each answers the envelope: code 200, or a business code (201/202
 * blacklisted, 207 age, 208 wrong password) with the Vietnamese message to show.
 */

const ticketHeaders = (ticketToken: string) => ({ [TICKET_TOKEN_HEADER]: ticketToken });

export const validatePhone = (body: BodyInputOf<typeof validatePhoneEndpoint>) => call(validatePhoneEndpoint, { body });

/** Only for a verified ticket (its token), limited per ticket and address: 203 beyond. */
export const validateIdCard = (ticketToken: string, body: BodyInputOf<typeof validateIdCardEndpoint>) =>
  call(validateIdCardEndpoint, { body, headers: ticketHeaders(ticketToken) });

/** step 1 while the form is below step 8, step 4 (final) after: the final answer may carry the password once. */
export const updateScore = (ticketCode: string, ticketToken: string, body: BodyInputOf<typeof scoreEndpoint>) =>
  call(scoreEndpoint, { params: { id: ticketCode }, body, headers: ticketHeaders(ticketToken) });

/** Idempotent by ticket code, so it is safe to retry. */
export const saveHubLog = (ticketToken: string, body: BodyInputOf<typeof saveHubLogEndpoint>) =>
  call(saveHubLogEndpoint, { body, headers: ticketHeaders(ticketToken), retries: 2 });

export const resetFunnelPassword = (ticketToken: string, body: BodyInputOf<typeof resetPasswordEndpoint>) =>
  call(resetPasswordEndpoint, { body, headers: ticketHeaders(ticketToken) });

export const getPartners = () => call(partnersEndpoint, { retries: 2 });

/** After the final score: the cards whose income and age requirements the scored applicant meets. */
export const getSuggestions = (ticketCode: string, ticketToken: string) =>
  call(suggestionsEndpoint, { params: { id: ticketCode }, headers: ticketHeaders(ticketToken), retries: 2 });
