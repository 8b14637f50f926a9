import * as v from "valibot";
import { LOAN_HUB_PAGE_CODE, SCORE } from "../domain/constants";
import { t } from "../i18n/t";
import {
  fullNameSchema,
  genderSchema,
  loanAmountSchema,
  loanTermSchema,
  nationalIdSchema,
  optionalEmailSchema,
  phoneSchema,
} from "./fields";
import { loanTicketCodeSchema } from "./otp";

/**
 * The lead record saved at step 8 (SPEC.md section 3), sent to POST /callback/loan/save-hub-log,
 * plus the attribution read from the landing URL. The server keeps its own verified values for
 * the phone, name, national ID, birth year, gender, income, amount, term and score (see
 * server/services/leads/save-lead.ts); the record must agree with the ticket on phone and ID.
 */

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, t("field_max", { max })));
/** A free-text field the loan hub sends empty (address, city, job, company, ...). */
const blank = (max: number) => v.optional(text(max), "");
/** An attribution id from the query string: absent, null or a short string. */
const attribution = v.optional(v.nullable(text(100)), null);

export const leadRecordSchema = v.object({
  code: loanTicketCodeSchema,
  name: fullNameSchema,
  nationalId: nationalIdSchema,
  phone: phoneSchema,
  /** The birth year. */
  birthday: v.pipe(v.number(), v.integer(), v.minValue(1900), v.maxValue(2100)),
  gender: genderSchema,
  address: blank(200),
  city: blank(100),
  job: blank(100),
  email: v.optional(optionalEmailSchema, ""),
  /** Monthly income in VND (INCOME_AMOUNT of the chosen band). */
  income: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000_000_000)),
  incomeType: v.literal(0),
  loanAmount: loanAmountSchema,
  loanTerm: loanTermSchema,
  company: blank(200),
  companyAddress: blank(200),
  /** document.referrer. */
  sourceUrl: blank(2048),
  clickId: attribution,
  /** Always null from the browser: the server records the address it sees. */
  ip: v.optional(v.null(), null),
  district: blank(100),
  ward: blank(100),
  pageCode: v.literal(LOAN_HUB_PAGE_CODE),
  status: v.literal(1),
  score: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SCORE.max)),
  isConfirmed: v.literal("confirmed"),
  pubId: attribution,
  partnerId: attribution,
  utmSource: attribution,
  utmCampaign: attribution,
  utmContent: attribution,
  utmTerm: attribution,
  utmMedium: attribution,
  sub1: attribution,
  sub2: attribution,
  sub3: attribution,
  sub4: attribution,
  sub5: attribution,
});

export type LeadRecord = v.InferOutput<typeof leadRecordSchema>;
export type LeadRecordInput = v.InferInput<typeof leadRecordSchema>;
