import * as v from "valibot";
import { endpoint } from "./endpoint";
import { loanPricingEntries } from "./loan-pricing";

/**
 * Public facts about the site: who runs it (from server configuration), the partners it introduces
 * and the loan products whose costs the calculators show. No sign-in; read-only.
 */

export const companySchema = v.object({
  legalName: v.string(),
  /** Business registration number (mã số doanh nghiệp). */
  registrationNumber: v.string(),
  /** Who issued it and when, e.g. 'Sở Kế hoạch và Đầu tư TP. Hà Nội cấp ngày 01/01/2024'. */
  registrationIssuer: v.string(),
  address: v.string(),
  hotline: v.string(),
  email: v.string(),
  /** The Ministry of Industry and Trade (online.gov.vn) notification page; null until registered. */
  moitRegistrationUrl: v.nullable(v.string()),
  /** True while any fact is the development sample (COMPANY_* not configured). */
  sample: v.boolean(),
});
export type Company = v.InferOutput<typeof companySchema>;

export const sitePartnerSchema = v.object({
  name: v.string(),
  legalName: v.string(),
  /** The licence under which it lends, e.g. the State Bank of Vietnam licence number and date. */
  licence: v.string(),
  sample: v.boolean(),
  /** The logo an editor uploaded, served from our origin (src/contract/bo-partners.ts), or none. */
  logoUrl: v.optional(v.nullable(v.string())),
});
export type SitePartner = v.InferOutput<typeof sitePartnerSchema>;

/** A loan product as the cost calculators use it. */
export const loanOfferSchema = v.object({
  productId: v.number(),
  productName: v.string(),
  partnerName: v.string(),
  minAmount: v.number(),
  maxAmount: v.number(),
  amountStep: v.number(),
  /** Terms in months the product offers, ascending. */
  terms: v.array(v.number()),
  /** Nominal yearly interest rate, percent. */
  interestRateYear: v.number(),
  ...loanPricingEntries,
  sample: v.boolean(),
});
export type LoanOffer = v.InferOutput<typeof loanOfferSchema>;

/**
 * The answer of GET /site/company: the facts, plus whether this server runs in production. Anywhere
 * else the site shows one small banner saying its data is not real (docs/decisions/012).
 */
export const siteCompanySchema = v.object({ ...companySchema.entries, production: v.optional(v.boolean(), true) });
export type SiteCompany = v.InferOutput<typeof siteCompanySchema>;

export const companyEndpoint = endpoint({ method: "GET", path: "/site/company", data: siteCompanySchema });
export const sitePartnersEndpoint = endpoint({
  method: "GET",
  path: "/site/partners",
  data: v.array(sitePartnerSchema),
});
export const loanOffersEndpoint = endpoint({
  method: "GET",
  path: "/site/loan-offers",
  data: v.array(loanOfferSchema),
});
