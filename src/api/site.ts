import {
  companyEndpoint,
  type LoanOffer,
  loanOffersEndpoint,
  type SiteCompany,
  type SitePartner,
  sitePartnersEndpoint,
} from "../contract/site";
import { t } from "../i18n/t";
import { ApiError } from "./api-error";
import { call } from "./client";

/**
 * Public site facts: the company (footer, /gioi-thieu), the partners (/doi-tac) and the loan offers
 * (cost calculators). Each is fetched once per page load and shared; a failure is forgotten so the
 * next caller tries again.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

async function dataOf<T>(answer: Promise<{ code: number; data: T; message?: string }>): Promise<T> {
  const envelope = await answer;
  if (envelope.code !== 200) throw new ApiError("http", envelope.message ?? t("normal_error"), envelope.code);
  return envelope.data;
}

export const loadCompany: () => Promise<SiteCompany> = once(() => dataOf(call(companyEndpoint, { retries: 2 })));
export const loadSitePartners: () => Promise<SitePartner[]> = once(() =>
  dataOf(call(sitePartnersEndpoint, { retries: 2 })),
);
export const loadLoanOffers: () => Promise<LoanOffer[]> = once(() => dataOf(call(loanOffersEndpoint, { retries: 2 })));
