import {
  approveBidvTayHoEndpoint,
  checkLoadServiceEndpoint,
  checkRuleBackEndpoint,
  checkRuleFrontEndpoint,
  mobifoneStep2Endpoint,
  smartCaConfirmBidvTayHoEndpoint,
} from "../contract/partners";
import { call } from "./client";

/**
 * The SPEC §7 calls answered with the partner (src/contract/partners.ts, decision 013). Ticket
 * calls carry the funnel's ticket token like the other loan-ticket calls.
 */
const headers = async () => {
  // Loaded with the first ticket call: the demo headers call (with every funnel start) goes without it.
  const found = (await import("./ticket-headers")).ticketHeaders();
  return found ? { headers: found } : {};
};

export const checkLoadService = (productId: number) =>
  call(checkLoadServiceEndpoint, { body: { productId }, retries: 2 });
export const checkRule = async (side: "front" | "back", code: string, imageId: string) =>
  call(side === "front" ? checkRuleFrontEndpoint : checkRuleBackEndpoint, {
    body: { code, imageId },
    ...(await headers()),
  });
export const mobifoneStep2 = async (code: string, transactionId: string) =>
  call(mobifoneStep2Endpoint, { params: { code }, body: { transactionId }, ...(await headers()) });
export const getApproval = async (code: string) =>
  call(approveBidvTayHoEndpoint, { params: { id: code }, ...(await headers()) });
export const confirmSmartCa = async (code: string, otp: string, transactionId: string) =>
  call(smartCaConfirmBidvTayHoEndpoint, { params: { id: code }, body: { otp, transactionId }, ...(await headers()) });
/** Development: the request headers the server saw. */
export { getDemoHeaders } from "./demo-headers";
