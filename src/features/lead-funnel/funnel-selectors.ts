import { partnerFor } from "../../../machines/lead-funnel/form";
import type { FunnelNotice, LeadFunnelContext } from "../../../machines/lead-funnel/types";
import { AGE } from "../../domain/constants";
import { isVeryGoodScore, outcomeForScore, type ScoreOutcome } from "../../domain/score-outcome";
import {
  validateEmail,
  validateFullName,
  validateNationalId,
  validateNewPassword,
  validatePasswordConfirm,
  validatePhone,
} from "../../domain/validators";
import { type MessageKey, t } from "../../i18n/t";
import type { FunnelActorRef } from "./use-funnel-events";

/**
 * What the views read from the funnel's snapshot: the screen, the messages to show under touched fields,
 * popup texts and the result's outcome. Pure functions of the snapshot; the rules are the domain's.
 */

type FunnelSnapshot = ReturnType<FunnelActorRef["getSnapshot"]>;

export const STEP_SCREENS = ["step1", "step2", "step3", "step4", "step5", "step6", "step7", "step8"] as const;
export type FunnelScreen = (typeof STEP_SCREENS)[number] | "loading" | "result" | "blacklist";
const OTHER_SCREENS = ["loading", "result", "blacklist"] as const;

export function screenOf(snapshot: FunnelSnapshot): FunnelScreen {
  return [...STEP_SCREENS, ...OTHER_SCREENS].find((tag) => snapshot.hasTag(tag)) ?? "step1";
}

/** 1 to 8 on the form's steps, null on the other screens. */
export function stepNumber(screen: FunnelScreen): number | null {
  const index = (STEP_SCREENS as readonly string[]).indexOf(screen);
  return index === -1 ? null : index + 1;
}

/** The score bar shows on steps 4 to 8. */
export const showsScoreBar = (screen: FunnelScreen) => {
  const step = stepNumber(screen);
  return step !== null && step >= 4;
};

export function noticeText(notice: FunnelNotice | null): string {
  if (!notice) return "";
  return "text" in notice ? notice.text : t(notice.key);
}

type Errors<K extends string> = Partial<Record<K, string>>;

function shown<K extends string>(context: LeadFunnelContext, checks: Record<K, MessageKey | null>): Errors<K> {
  const errors: Errors<K> = {};
  for (const field of Object.keys(checks) as K[]) {
    const key = checks[field];
    if (key !== null && context.touched[field as keyof LeadFunnelContext["touched"]]) errors[field] = t(key);
  }
  return errors;
}

/** Step 2's messages, each once its field was touched. */
export function contactErrors(context: LeadFunnelContext) {
  const { form } = context;
  return shown(context, {
    phone: validatePhone(form.phone),
    email: validateEmail(form.email.trim()),
    agree: form.agreeChecked ? null : "agree_required",
    captcha: form.captchaResponse === "" ? "captcha_required" : null,
  });
}

/**
 * What a disabled 'Tiếp tục' still waits for on steps 2 and 4, whether or not the fields were touched
 * (issue 33: the button says what is missing). Empty on other screens or when nothing is missing.
 */
export function missingItems(screen: FunnelScreen, context: LeadFunnelContext, ageOutOfRange: boolean): string[] {
  const { form } = context;
  const missing: MessageKey[] = [];
  if (screen === "step2") {
    if (validatePhone(form.phone) !== null) missing.push("missing_phone");
    if (validateEmail(form.email.trim()) !== null) missing.push("missing_email");
    if (!form.agreeChecked) missing.push("missing_agree");
    if (form.captchaResponse === "") missing.push("missing_captcha");
  } else if (screen === "step4") {
    if (validateFullName(form.name) !== null) missing.push("missing_name");
    if (validateNationalId(form.nationalId) !== null) missing.push("missing_national_id");
    if (ageOutOfRange) return [...missing.map((key) => t(key)), t("missing_age", { min: AGE.min, max: AGE.max })];
  }
  return missing.map((key) => t(key));
}

/** Step 4's messages, each once its field was touched. */
export function identityErrors(context: LeadFunnelContext) {
  return shown(context, {
    name: validateFullName(context.form.name),
    nationalId: validateNationalId(context.form.nationalId),
  });
}

/** The result screen's new-password messages, each once its field was touched. */
export function passwordErrors(context: LeadFunnelContext) {
  const { password, confirmPassword } = context.form;
  return shown(context, {
    password: validateNewPassword(password),
    confirmPassword: validatePasswordConfirm(password, confirmPassword),
  });
}

/** The partner of an outcome: the one with the highest minimum score the score reaches. */
export { partnerFor };

export interface ResultView {
  outcome: ScoreOutcome;
  score: number;
  partnerName: string;
  maxAmount: number;
  veryGood: boolean;
}

export function resultOf(context: LeadFunnelContext, partnerMaxAmount: number): ResultView {
  const score = context.totalScore;
  const partner = partnerFor(context.partners, score);
  return {
    outcome: outcomeForScore(score),
    score,
    partnerName: partner?.name ?? t("funnel_partner_fallback"),
    maxAmount: partner?.maxAmount ?? partnerMaxAmount,
    veryGood: isVeryGoodScore(score),
  };
}
