import * as v from "valibot";
import { LOAN_AMOUNT, LOAN_TERM } from "../domain/constants";
import { formatMoney } from "../domain/format";
import {
  CARD_RECEIVING_ADDRESS_VALUES,
  DEBT_DEDUCTION_RATIO_VALUES,
  DEPENDENTS_OPTIONS,
  GENDER_OPTIONS,
  HOUSING_OPTIONS,
  INCOME_OPTIONS,
  MARITAL_OPTIONS,
  PRODUCT_TYPE_VALUES,
} from "../domain/options";
import {
  isValidLoanAmount,
  isValidLoanTerm,
  validateEmail,
  validateFullName,
  validateLoginPassword,
  validateLoginUsername,
  validateNationalId,
  validateNewPassword,
  validateOtp,
  validatePhone,
} from "../domain/validators";
import { type MessageKey, t } from "../i18n/t";

/**
 * Field schemas shared by the client forms and the server routes. Each one runs the domain validator, so the
 * rule and its Vietnamese message live in one place (src/domain/validators.ts).
 */
function checkedBy(validate: (value: string) => MessageKey | null) {
  return v.rawCheck<string>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const key = validate(dataset.value);
    if (key !== null) addIssue({ message: t(key) });
  });
}

export const phoneSchema = v.pipe(v.string(t("phone_required")), checkedBy(validatePhone));

/** Optional e-mail: trimmed, and an empty string is allowed. */
export const optionalEmailSchema = v.pipe(v.string(t("email_invalid")), v.trim(), checkedBy(validateEmail));

/** The most combining marks a letter may carry once NFC-normalised (Vietnamese needs none, NFD two). */
export const MAX_MARKS_PER_LETTER = 2;
/** A mark that follows no letter, or a run of more marks than a letter may carry ("Zalgo" text). */
const STACKED_MARKS = new RegExp(`(?:^|[^\\p{L}\\p{M}])\\p{M}|\\p{M}{${MAX_MARKS_PER_LETTER + 1},}`, "u");

/**
 * Trimmed and NFC-normalised, so names typed with combining marks are stored precomposed; then at
 * most MAX_MARKS_PER_LETTER marks per letter, so a name cannot stack hundreds of them.
 */
export const fullNameSchema = v.pipe(
  v.string(t("full_name_required")),
  v.trim(),
  v.normalize("NFC"),
  v.check((name) => !STACKED_MARKS.test(name), t("full_name_invalid")),
  checkedBy(validateFullName),
);

export const nationalIdSchema = v.pipe(v.string(t("national_id_required")), checkedBy(validateNationalId));

export const otpSchema = v.pipe(v.string(t("otp_required")), checkedBy(validateOtp));

export const newPasswordSchema = v.pipe(v.string(t("password_required")), checkedBy(validateNewPassword));

export const loginUsernameSchema = v.pipe(
  v.string(t("login_username_required")),
  v.trim(),
  checkedBy(validateLoginUsername),
);

export const loginPasswordSchema = v.pipe(v.string(t("login_password_required")), checkedBy(validateLoginPassword));

const loanAmountMessage = t("loan_amount_invalid", {
  min: formatMoney(LOAN_AMOUNT.min),
  max: formatMoney(LOAN_AMOUNT.max),
  step: formatMoney(LOAN_AMOUNT.step),
});
export const loanAmountSchema = v.pipe(v.number(loanAmountMessage), v.check(isValidLoanAmount, loanAmountMessage));

const loanTermMessage = t("loan_term_invalid", { min: LOAN_TERM.min, max: LOAN_TERM.max, step: LOAN_TERM.step });
export const loanTermSchema = v.pipe(v.number(loanTermMessage), v.check(isValidLoanTerm, loanTermMessage));

/** The consent checkbox must be ticked. */
export const agreeSchema = v.literal(true, t("agree_required"));

/** The bot-check payload must be present (its proof is verified by the server's captcha service). */
export const captchaResponseSchema = v.pipe(v.string(t("captcha_required")), v.nonEmpty(t("captcha_required")));

const optionMessage = t("option_invalid");
export const incomeSchema = v.picklist(INCOME_OPTIONS, optionMessage);
export const housingSchema = v.picklist(HOUSING_OPTIONS, optionMessage);
export const maritalSchema = v.picklist(MARITAL_OPTIONS, optionMessage);
export const dependentsSchema = v.picklist(DEPENDENTS_OPTIONS, optionMessage);
export const genderSchema = v.picklist(GENDER_OPTIONS, optionMessage);
export const cardReceivingAddressSchema = v.picklist(CARD_RECEIVING_ADDRESS_VALUES, optionMessage);
export const debtDeductionRatioSchema = v.picklist(DEBT_DEDUCTION_RATIO_VALUES, optionMessage);
export const productTypeSchema = v.picklist(PRODUCT_TYPE_VALUES, optionMessage);
