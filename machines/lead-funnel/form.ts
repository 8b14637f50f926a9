/**
 * Pure helpers of the lead-funnel machine: the empty form, what Back and Reset clear, the step checks
 * behind its guards, and the inputs its actors receive. No React, no I/O.
 */
import { LOAN_AMOUNT, LOAN_TERM, SCORE } from "../../src/domain/constants";
import { birthYearFromNationalId, genderFromNationalId } from "../../src/domain/national-id";
import { INCOME_OPTIONS } from "../../src/domain/options";
import { outcomeForScore } from "../../src/domain/score-outcome";
import {
  validateAgeFromNationalId,
  validateEmail,
  validateFullName,
  validateNationalId,
  validateNewPassword,
  validatePasswordConfirm,
  validatePhone,
} from "../../src/domain/validators";
import type {
  FindApplyProductInput,
  FunnelField,
  FunnelNotice,
  LeadDraft,
  LeadForm,
  LeadFunnelContext,
  LeadFunnelInput,
  LoadCardsInput,
  Partner,
  ScoreAnswers,
  ScoreInput,
} from "./types";

export const EMPTY_FORM: LeadForm = {
  amount: LOAN_AMOUNT.default,
  month: LOAN_TERM.default,
  phone: "",
  email: "",
  agreeChecked: false,
  captchaResponse: "",
  name: "",
  nationalId: "",
  income: null,
  houseOwnership: null,
  maritalStatus: null,
  dependents: null,
  password: "",
  confirmPassword: "",
};

export function initialContext(input: LeadFunnelInput): LeadFunnelContext {
  return {
    currentYear: input.currentYear,
    attribution: input.attribution ?? {},
    sourceUrl: input.sourceUrl ?? "",
    form: EMPTY_FORM,
    touched: {},
    ticket: null,
    totalScore: SCORE.initial,
    totalMoney: 0,
    scorePoints: null,
    account: null,
    notice: null,
    scoreNotice: null,
    blacklistMessage: "",
    partners: [],
    cards: [],
    applyProductId: null,
  };
}

/** The answers (and touched flags) each step owns. */
const STEP_FIELDS: Record<number, { form: Array<keyof LeadForm>; touched: FunnelField[] }> = {
  1: { form: ["amount", "month"], touched: [] },
  2: { form: ["phone", "email", "agreeChecked", "captchaResponse"], touched: ["phone", "email", "agree", "captcha"] },
  3: { form: [], touched: [] },
  4: { form: ["name", "nationalId"], touched: ["name", "nationalId"] },
  5: { form: ["income"], touched: [] },
  6: { form: ["houseOwnership"], touched: [] },
  7: { form: ["maritalStatus"], touched: [] },
  8: { form: ["dependents"], touched: [] },
};

/**
 * Back to `step`: the answers of that step and every later one are cleared (SPEC.md section 4). Back to
 * step 4 or lower also resets the score to 5 and the credit limit to 0; to step 3 or lower drops the
 * ticket; to step 2 or lower clears the bot-check payload.
 */
export function clearFrom(context: LeadFunnelContext, step: number): Partial<LeadFunnelContext> {
  const form: LeadForm = { ...context.form };
  const touched = { ...context.touched };
  for (let s = step; s <= 8; s += 1) {
    const fields = STEP_FIELDS[s];
    if (!fields) continue;
    for (const key of fields.form) Object.assign(form, { [key]: EMPTY_FORM[key] });
    for (const field of fields.touched) delete touched[field];
  }
  const update: Partial<LeadFunnelContext> = { form, touched };
  if (step <= 4) Object.assign(update, { totalScore: SCORE.initial, totalMoney: 0, scorePoints: null });
  if (step <= 3) update.ticket = null;
  return update;
}

/** Reset (back home): step 1 with the form, the ticket, the account, the bot check and the offers cleared. */
export function resetContext(context: LeadFunnelContext): Partial<LeadFunnelContext> {
  return {
    ...clearFrom(context, 1),
    form: EMPTY_FORM,
    touched: {},
    account: null,
    notice: null,
    scoreNotice: null,
    blacklistMessage: "",
    partners: [],
    cards: [],
    applyProductId: null,
  };
}

export const isContactValid = ({ form }: LeadFunnelContext): boolean =>
  validatePhone(form.phone) === null &&
  validateEmail(form.email) === null &&
  form.agreeChecked &&
  form.captchaResponse !== "";

export const isIdentityValid = ({ form }: LeadFunnelContext): boolean =>
  validateFullName(form.name) === null && validateNationalId(form.nationalId) === null;

export const isAgeEligible = ({ form, currentYear }: LeadFunnelContext): boolean =>
  validateAgeFromNationalId(form.nationalId, currentYear) === null;

/**
 * Step 4's age rule, once the ID is complete: the age it gives is outside SPEC's 18-60. The machine opens
 * SPEC's not_valid_age popup as the ID is typed, the step names the rule and 'Tiếp tục' stays off (issue 33).
 */
export const isAgeOutOfRange = (context: LeadFunnelContext): boolean =>
  validateNationalId(context.form.nationalId) === null && !isAgeEligible(context);

export const isNewPasswordValid = ({ form, account }: LeadFunnelContext): boolean =>
  account !== null &&
  account.passwordDefault !== null &&
  validateNewPassword(form.password) === null &&
  validatePasswordConfirm(form.password, form.confirmPassword) === null;

export function answersOf({ form }: LeadFunnelContext): ScoreAnswers {
  return {
    income: form.income,
    housing: form.houseOwnership,
    marital: form.maritalStatus,
    dependents: form.dependents,
  };
}

export function scoreInput(context: LeadFunnelContext, step: 1 | 4): ScoreInput {
  return {
    ticketCode: context.ticket?.ticketCode ?? "",
    ticketToken: context.ticket?.ticketToken ?? "",
    step,
    name: context.form.name.trim(),
    identityNo: context.form.nationalId,
    answers: answersOf(context),
  };
}

/** The result screen's card lookup: three cards, picked by the server for the scored ticket when it has one. */
export function resultCardsInput(context: LeadFunnelContext): LoadCardsInput {
  const ticket = context.ticket;
  return {
    count: 3,
    ticket: ticket?.ticketToken ? { ticketCode: ticket.ticketCode, ticketToken: ticket.ticketToken } : null,
  };
}

/** The lead record as the machine knows it; gender and birth year come from the national ID. */
export function leadDraft(context: LeadFunnelContext): LeadDraft {
  const { form } = context;
  return {
    ticketCode: context.ticket?.ticketCode ?? "",
    ticketToken: context.ticket?.ticketToken ?? "",
    name: form.name.trim(),
    nationalId: form.nationalId,
    phone: form.phone,
    birthYear: birthYearFromNationalId(form.nationalId) ?? 0,
    gender: genderFromNationalId(form.nationalId) ?? "Nam",
    email: form.email.trim(),
    income: form.income ?? INCOME_OPTIONS[0],
    loanAmount: form.amount,
    loanTerm: form.month,
    score: context.totalScore,
    sourceUrl: context.sourceUrl,
    attribution: context.attribution,
  };
}

/** A popup text from a server message, or the generic error when there is none. */
export function noticeOf(message: string): FunnelNotice {
  const text = message.trim();
  return text === "" ? { key: "normal_error" } : { text };
}

/** A popup text from a thrown error (the app's errors carry the Vietnamese text to show). */
export function noticeOfError(error: unknown): FunnelNotice {
  return error instanceof Error ? noticeOf(error.message) : { key: "normal_error" };
}

/** The verify answer of the OTP step: { ticketCode, ticketToken }. */
export function ticketProof(data: unknown): { ticketCode: string; ticketToken: string } | null {
  if (typeof data !== "object" || data === null) return null;
  const { ticketCode, ticketToken } = data as Record<string, unknown>;
  return typeof ticketCode === "string" && typeof ticketToken === "string" && ticketToken !== ""
    ? { ticketCode, ticketToken }
    : null;
}

/** The partner whose minimum score the visitor reached (the highest such minimum), or null. */
export function partnerFor(partners: Partner[], score: number): Partner | null {
  const reached = partners.filter((partner) => score >= partner.minScore);
  return reached.sort((a, b) => b.minScore - a.minScore)[0] ?? null;
}

/**
 * The result screen's product lookup input: the offer maps to a product only with a real partner (not a
 * regret) and the ticket's token (after the OTP).
 */
export function applyProductInput(context: LeadFunnelContext): FindApplyProductInput {
  const regret = outcomeForScore(context.totalScore) === "regret";
  const partner = regret ? null : partnerFor(context.partners, context.totalScore);
  return { partnerName: partner && context.ticket?.ticketToken ? partner.name : null };
}
