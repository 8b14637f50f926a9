import type {
  CheckResult,
  FindApplyProductInput,
  FunnelCard,
  IdentityCheckInput,
  LeadDraft,
  LoadCardsInput,
  Partner,
  PhoneCheckInput,
  RequestOtpInput,
  RequestOtpResult,
  SaveLeadResult,
  ScoreInput,
  ScoreResult,
  SetPasswordInput,
  SetPasswordResult,
} from "../../../machines/lead-funnel/types";
import type { ResendOtpInput, ResendOtpResult, VerifyOtpInput, VerifyOtpResult } from "../../../machines/otp/types";
import { call } from "../../api/client";
import {
  getPartners,
  getSuggestions,
  resetFunnelPassword,
  saveHubLog,
  updateScore,
  validateIdCard,
  validatePhone,
} from "../../api/funnel";
import { applyLoanTicket, countLoanRemainOtp, resendLoanOtp, verifyLoanOtp } from "../../api/otp";
import { cardListHomeEndpoint } from "../../contract/cards";
import { FUNNEL_CODE, INCOME_AMOUNT, SCORE_ATTR, type ScoreValue } from "../../contract/funnel";
import type { LeadRecordInput } from "../../contract/funnel-lead";
import type { Product } from "../../contract/loan-ticket";
import { OTP_CODE } from "../../contract/otp";
import { LOAN_HUB_PAGE_CODE, OTP, PRODUCT_TYPE, SCORE } from "../../domain/constants";
import { t } from "../../i18n/t";

/**
 * The real services of the lead funnel: each calls the API and maps the envelope's business code to the
 * outcome the machine understands. Transport failures throw an ApiError whose message is the Vietnamese
 * text to show (the machine puts it in a popup).
 */

const isBlacklisted = (code: number) => code === FUNNEL_CODE.blacklisted || code === FUNNEL_CODE.blacklistedAlt;
const serverText = (message: string | undefined, fallback: string) => (message?.trim() ? message : fallback);

export async function checkPhone(input: PhoneCheckInput): Promise<CheckResult> {
  const answer = await validatePhone({ mobile: input.mobile, email: input.email });
  if (answer.code === 200) return { kind: "ok" };
  if (isBlacklisted(answer.code))
    return { kind: "blacklisted", message: serverText(answer.message, t("phone_blacklisted")) };
  return { kind: "failed", message: serverText(answer.message, t("normal_error")) };
}

export async function checkIdentity(input: IdentityCheckInput): Promise<CheckResult> {
  const answer = await validateIdCard(input.ticketToken, { name: input.name, identityNo: input.identityNo });
  if (answer.code === 200) return { kind: "ok" };
  if (answer.code === FUNNEL_CODE.blacklisted)
    return { kind: "blacklisted", message: serverText(answer.message, t("not_eligible")) };
  return { kind: "failed", message: serverText(answer.message, t("normal_error")) };
}

/** The resends the server still allows for this phone (the full allowance when it cannot say). */
async function resendsLeft(mobile: string): Promise<number> {
  try {
    const answer = await countLoanRemainOtp(mobile);
    return answer.code === 200 ? answer.data.numberOfRemainOtp : OTP.recentResendMax;
  } catch {
    return OTP.recentResendMax;
  }
}

export async function requestOtp(input: RequestOtpInput): Promise<RequestOtpResult> {
  if (!input.agreeChecked) return { kind: "failed", message: t("agree_required") };
  const answer = await applyLoanTicket({
    amount: input.amount,
    inMonths: input.inMonths,
    mobile: input.mobile,
    email: input.email,
    agreeChecked: true,
    captchaResponse: input.captchaResponse,
  });
  if (answer.code === 200) {
    const { ticketCode, transactionId } = answer.data;
    return { kind: "ok", ticketCode, transactionId, resendsLeft: await resendsLeft(input.mobile) };
  }
  const message = serverText(answer.message, t("normal_error"));
  return answer.code === OTP_CODE.limit ? { kind: "limit", message } : { kind: "failed", message };
}

/** The OTP machine's verify call for the lead form: 200 ok, 203 limit, 206 expired, anything else wrong. */
export async function verifyOtp(input: VerifyOtpInput): Promise<VerifyOtpResult> {
  const answer = await verifyLoanOtp(input.ticketCode, {
    otp: input.otp,
    type: "loanConfirm",
    transactionId: input.transactionId,
  });
  if (answer.code === OTP_CODE.ok) return { kind: "ok", data: answer.data };
  if (answer.code === OTP_CODE.limit) return { kind: "limit", message: answer.message ?? "" };
  if (answer.code === OTP_CODE.expired) return { kind: "expired", message: answer.message ?? "" };
  return { kind: "wrong" };
}

/** The OTP machine's resend call: a refused resend throws its message for the popup. */
export async function resendOtp(input: ResendOtpInput): Promise<ResendOtpResult> {
  const answer = await resendLoanOtp({ ticketCode: input.ticketCode, transactionId: input.transactionId });
  if (answer.code === OTP_CODE.ok) return { transactionId: answer.data.transactionId };
  throw new Error(serverText(answer.message, t("otp_resend_exhausted")));
}

/** documentValues.values[] of the score request: one entry per answered question. */
export function documentValues(answers: ScoreInput["answers"]): ScoreValue[] {
  const base = { documentId: SCORE.documentId } as const;
  const values: ScoreValue[] = [];
  if (answers.income)
    values.push({ ...base, attrId: SCORE_ATTR.income, attrLabel: t("score_attr_income"), attrValue: answers.income });
  if (answers.housing)
    values.push({
      ...base,
      attrId: SCORE_ATTR.housing,
      attrLabel: t("score_attr_housing"),
      attrValue: answers.housing,
    });
  if (answers.marital)
    values.push({
      ...base,
      attrId: SCORE_ATTR.marital,
      attrLabel: t("score_attr_marital"),
      attrValue: answers.marital,
    });
  if (answers.dependents)
    values.push({
      ...base,
      attrId: SCORE_ATTR.dependents,
      attrLabel: t("score_attr_dependents"),
      attrValue: answers.dependents,
    });
  return values;
}

export async function scoreLead(input: ScoreInput): Promise<ScoreResult> {
  const answer = await updateScore(input.ticketCode, input.ticketToken, {
    step: input.step,
    name: input.name,
    identityNo: input.identityNo,
    documentValues: { values: documentValues(input.answers) },
  });
  if (answer.code !== 200) return { kind: "failed", message: serverText(answer.message, t("normal_error")) };
  const { totalScore, creditCardLimit, userName, password, points } = answer.data;
  return {
    kind: "ok",
    totalScore,
    creditCardLimit,
    ...(points ? { points } : {}),
    ...(userName ? { userName } : {}),
    ...(password ? { password } : {}),
  };
}

/** The lead record of SPEC.md section 3: the machine's draft plus the fixed fields of the loan hub. */
export function leadRecord(draft: LeadDraft): LeadRecordInput {
  const attribution = Object.fromEntries(Object.entries(draft.attribution).map(([key, value]) => [key, value ?? null]));
  return {
    ...attribution,
    code: draft.ticketCode,
    name: draft.name,
    nationalId: draft.nationalId,
    phone: draft.phone,
    birthday: draft.birthYear,
    gender: draft.gender,
    address: "",
    city: "",
    job: "",
    email: draft.email,
    income: INCOME_AMOUNT[draft.income],
    incomeType: 0,
    loanAmount: draft.loanAmount,
    loanTerm: draft.loanTerm,
    company: "",
    companyAddress: "",
    sourceUrl: draft.sourceUrl.slice(0, 2048),
    clickId: draft.attribution.clickId ?? null,
    ip: null,
    district: "",
    ward: "",
    pageCode: LOAN_HUB_PAGE_CODE,
    status: 1,
    score: draft.score,
    isConfirmed: "confirmed",
  };
}

/** Idempotent by ticket code: the call retries network failures with backoff. */
export async function saveLead(draft: LeadDraft): Promise<SaveLeadResult> {
  const answer = await saveHubLog(draft.ticketToken, leadRecord(draft));
  return answer.code === 200
    ? { kind: "ok" }
    : { kind: "failed", message: serverText(answer.message, t("normal_error")) };
}

export async function setPassword(input: SetPasswordInput): Promise<SetPasswordResult> {
  const answer = await resetFunnelPassword(input.ticketToken, {
    username: input.username,
    oldPassword: input.oldPassword,
    newpassword: input.newPassword,
  });
  return answer.code === 200
    ? { kind: "ok" }
    : { kind: "failed", message: serverText(answer.message, t("normal_error")) };
}

export async function loadPartners(): Promise<Partner[]> {
  const answer = await getPartners();
  if (answer.code !== 200) throw new Error(serverText(answer.message, t("normal_error")));
  return answer.data;
}

/**
 * Card products under the result and blacklist screens. With the scored ticket (the result screen) the
 * server picks cards whose income and age requirements the applicant meets; otherwise the featured cards.
 */
export async function loadCards(input: LoadCardsInput): Promise<FunnelCard[]> {
  const answer = input.ticket
    ? await getSuggestions(input.ticket.ticketCode, input.ticket.ticketToken)
    : await call(cardListHomeEndpoint, { body: { pageSize: input.count }, retries: 2 });
  if (answer.code !== 200) throw new Error(serverText(answer.message, t("normal_error")));
  return answer.data.slice(0, input.count).map((card) => ({
    id: card.id,
    name: card.name,
    image: `/api/v1/downloadFileLaaS/${encodeURIComponent(card.productImage)}`,
    maxAmount: card.maxAmount,
    affiliateLink: `/api/go/card/${card.id}`,
  }));
}

/** A loan product first (the funnel is for loans), else any product the partner offers. */
export function productToApply(products: readonly Product[]): number | null {
  return (products.find((product) => product.productType === PRODUCT_TYPE.loan) ?? products[0])?.id ?? null;
}

/**
 * The result screen's 'Đăng ký khoản vay ngay': the offering partner's product, or null (no partner, none
 * offered, or a refused lookup). The loan-ticket API (and its contract) loads only here, never with the
 * home page.
 */
export async function findApplyProduct(input: FindApplyProductInput): Promise<number | null> {
  if (input.partnerName === null) return null;
  const { getPartnerProducts } = await import("../../api/loan-ticket");
  const answer = await getPartnerProducts(input.partnerName);
  return answer.code === 200 ? productToApply(answer.data) : null;
}
