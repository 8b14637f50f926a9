/**
 * Types of the lead-funnel machine (machines/lead-funnel/machine.ts): its input, context, events and tags, and
 * the inputs and results of the actors the app supplies with `.provide()`. Results are already mapped
 * from the API's business codes, so the machine only knows outcomes ("ok", "blacklisted", ...).
 */
import type { DependentsOption, HousingOption, IncomeOption, MaritalOption } from "../../src/domain/options";
import type { ScorePoints } from "../../src/domain/score-table";

export type { ScorePoints };

/** The landing URL's attribution ids (cid, pubid, pid, source, campaign, content, term, medium, s1-s5). */
export type Attribution = Partial<
  Record<
    | "clickId"
    | "pubId"
    | "partnerId"
    | "utmSource"
    | "utmCampaign"
    | "utmContent"
    | "utmTerm"
    | "utmMedium"
    | "sub1"
    | "sub2"
    | "sub3"
    | "sub4"
    | "sub5",
    string
  >
>;

export interface LeadFunnelInput {
  /** The current year (from the app's clock), for the 18-60 age rule. */
  currentYear: number;
  attribution?: Attribution;
  /** document.referrer, sent as the lead's sourceUrl. */
  sourceUrl?: string;
}

/** The lead form data of SPEC.md section 3 that the visitor types or picks. */
export interface LeadForm {
  amount: number;
  month: number;
  phone: string;
  email: string;
  agreeChecked: boolean;
  /**
   * The bot-check payload: empty until the widget verifies; cleared on expiry, on reset and once an OTP
   * request has used it (the widget starts over whenever it is cleared).
   */
  captchaResponse: string;
  name: string;
  nationalId: string;
  income: IncomeOption | null;
  houseOwnership: HousingOption | null;
  maritalStatus: MaritalOption | null;
  dependents: DependentsOption | null;
  /** The result screen's new password and its confirmation. */
  password: string;
  confirmPassword: string;
}

/** Fields whose validation message shows once touched. */
export type FunnelField =
  | "phone"
  | "email"
  | "agree"
  | "captcha"
  | "name"
  | "nationalId"
  | "password"
  | "confirmPassword";

/** The loan ticket opened by the OTP request; the token arrives when the OTP is verified. */
export interface Ticket {
  ticketCode: string;
  transactionId: string;
  resendsLeft: number;
  ticketToken: string | null;
}

/** The account the final score call created (the temporary password is never persisted). */
export interface FunnelAccount {
  username: string;
  passwordDefault: string | null;
}

/** A catalogue key of a text the machine asks a view to show. */
export type FunnelMessageKey = "not_valid_age" | "normal_error";

/** A popup text: the server's message, or a catalogue key. */
export type FunnelNotice = { text: string } | { key: FunnelMessageKey };

export interface Partner {
  name: string;
  minScore: number;
  maxAmount: number;
}

/** A card product shown under the result and blacklist screens. */
export interface FunnelCard {
  id: number;
  name: string;
  image: string;
  maxAmount: number;
  affiliateLink: string;
}

export interface LeadFunnelContext {
  currentYear: number;
  attribution: Attribution;
  sourceUrl: string;
  form: LeadForm;
  touched: Partial<Record<FunnelField, true>>;
  ticket: Ticket | null;
  totalScore: number;
  /** The credit limit of the last score answer (creditCardLimit). */
  totalMoney: number;
  /** The points each answer earned, from the last score answer (the result screen explains the total). */
  scorePoints: ScorePoints | null;
  account: FunnelAccount | null;
  /** The text of the flow's current popup. */
  notice: FunnelNotice | null;
  /** The text of a failed score call's popup. */
  scoreNotice: FunnelNotice | null;
  /** The server's reason on the blacklist screen. */
  blacklistMessage: string;
  partners: Partner[];
  cards: FunnelCard[];
  /** The offering partner's product the result screen offers to apply for (null: no button). */
  applyProductId: number | null;
}

// --- Actors ---

/** The result screen's product lookup: the offering partner's name, or null (regret, or no ticket token). */
export interface FindApplyProductInput {
  partnerName: string | null;
}

export interface PhoneCheckInput {
  mobile: string;
  email: string;
}
export interface IdentityCheckInput {
  /** The verified ticket's token: the server limits identity checks per ticket. */
  ticketToken: string;
  name: string;
  identityNo: string;
}
/** validatephone / validateIdcard: 200 ok, 201/202 blacklisted, anything else a popup with the message. */
export type CheckResult =
  | { kind: "ok" }
  | { kind: "blacklisted"; message: string }
  | { kind: "failed"; message: string };

export interface RequestOtpInput {
  amount: number;
  inMonths: number;
  mobile: string;
  email: string;
  agreeChecked: boolean;
  captchaResponse: string;
}
/** apply: 200 opens a ticket, 203 is the request limit (the popup goes home), anything else a popup. */
export type RequestOtpResult =
  | { kind: "ok"; ticketCode: string; transactionId: string; resendsLeft: number }
  | { kind: "limit"; message: string }
  | { kind: "failed"; message: string };

export interface ScoreAnswers {
  income: IncomeOption | null;
  housing: HousingOption | null;
  marital: MaritalOption | null;
  dependents: DependentsOption | null;
}
export interface ScoreInput {
  ticketCode: string;
  ticketToken: string;
  /** 1 below step 8, 4 for the final call. */
  step: 1 | 4;
  name: string;
  identityNo: string;
  answers: ScoreAnswers;
}
export type ScoreResult =
  | {
      kind: "ok";
      totalScore: number;
      creditCardLimit: number;
      points?: ScorePoints;
      userName?: string;
      password?: string;
    }
  | { kind: "failed"; message: string };

/** What the machine knows of the lead record; the app adds the fixed fields of SPEC.md section 3. */
export interface LeadDraft {
  ticketCode: string;
  ticketToken: string;
  name: string;
  nationalId: string;
  phone: string;
  birthYear: number;
  gender: "Nam" | "Nữ";
  email: string;
  income: IncomeOption;
  loanAmount: number;
  loanTerm: number;
  score: number;
  sourceUrl: string;
  attribution: Attribution;
}
export type SaveLeadResult = { kind: "ok" } | { kind: "failed"; message: string };

export interface SetPasswordInput {
  ticketCode: string;
  ticketToken: string;
  username: string;
  oldPassword: string;
  newPassword: string;
}
export type SetPasswordResult = { kind: "ok" } | { kind: "failed"; message: string };

export interface LoadCardsInput {
  count: number;
  /** The scored ticket (result screen): the server picks cards the applicant's income and age fit. */
  ticket?: { ticketCode: string; ticketToken: string } | null;
}

// --- Events ---

export type LeadFunnelEvent =
  | { type: "amount.change"; value: number }
  | { type: "term.change"; value: number }
  | { type: "phone.change"; value: string }
  | { type: "email.change"; value: string }
  | { type: "agree.change"; checked: boolean }
  | { type: "captcha.verify"; payload: string }
  | { type: "captcha.expire" }
  | { type: "name.change"; value: string }
  | { type: "nationalId.change"; value: string }
  | { type: "field.touch"; field: FunnelField }
  | { type: "income.choose"; value: IncomeOption }
  | { type: "housing.choose"; value: HousingOption }
  | { type: "marital.choose"; value: MaritalOption }
  | { type: "dependents.choose"; value: DependentsOption }
  | { type: "password.change"; value: string }
  | { type: "passwordConfirm.change"; value: string }
  | { type: "password.submit" }
  | { type: "amount.confirmed" }
  | { type: "contact.submitted" }
  | { type: "identity.submitted" }
  | { type: "step.back" }
  | { type: "popup.close" }
  | { type: "scoreNotice.close" }
  | { type: "funnel.reset" }
  // Raised by the machine itself (the score region listens to them)
  | { type: "score.request" }
  | { type: "score.cancel" }
  | { type: "score.fail"; notice: FunnelNotice };

/** Events only the machine raises: views never send them. */
export const INTERNAL_EVENTS = ["score.request", "score.cancel", "score.fail"] as const;

/**
 * Tags views branch on:
 * - step1 … step8 (SPEC.md's step numbers; the states are named by what they ask: amount … dependents),
 *   loading, result, blacklist: the screen
 * - busy: a call of the flow is in flight ('Tiếp tục' disabled)
 * - popup: the flow's 'Thông báo' popup (text in context.notice; closing sends popup.close)
 * - scoreNotice: a failed score call's popup (context.scoreNotice; closing sends scoreNotice.close)
 * - scoring: a score update is waiting or in flight
 * - passwordSaving: the result screen's new password is being saved
 */
export type LeadFunnelTag =
  | "step1"
  | "step2"
  | "step3"
  | "step4"
  | "step5"
  | "step6"
  | "step7"
  | "step8"
  | "loading"
  | "result"
  | "blacklist"
  | "busy"
  | "popup"
  | "scoreNotice"
  | "scoring"
  | "passwordSaving";
