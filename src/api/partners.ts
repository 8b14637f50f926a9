import {
  approveBidvTayHoEndpoint,
  checkLoadServiceEndpoint,
  checkRuleBackEndpoint,
  checkRuleFrontEndpoint,
  demoHeadersEndpoint,
  mobifoneStep2Endpoint,
  smartCaConfirmBidvTayHoEndpoint,
} from "../contract/partners";
import { call } from "./client";
import { ticketHeaders } from "./loan-ticket";

/**
 * The SPEC §7 calls answered with the partner (src/contract/partners.ts, decision 013). Ticket
 * calls carry the funnel's ticket token like the other loan-ticket calls.
 */
const headers = () => {
  const found = ticketHeaders();
  return found ? { headers: found } : {};
};

export const checkLoadService = (productId: number) =>
  call(checkLoadServiceEndpoint, { body: { productId }, retries: 2 });
export const checkRule = (side: "front" | "back", code: string, imageId: string) =>
  call(side === "front" ? checkRuleFrontEndpoint : checkRuleBackEndpoint, { body: { code, imageId }, ...headers() });
export const mobifoneStep2 = (code: string, transactionId: string) =>
  call(mobifoneStep2Endpoint, { params: { code }, body: { transactionId }, ...headers() });
export const getApproval = (code: string) => call(approveBidvTayHoEndpoint, { params: { id: code }, ...headers() });
export const confirmSmartCa = (code: string, otp: string, transactionId: string) =>
  call(smartCaConfirmBidvTayHoEndpoint, { params: { id: code }, body: { otp, transactionId }, ...headers() });
/** Development: the request headers the server saw. */
export const getDemoHeaders = () => call(demoHeadersEndpoint);
