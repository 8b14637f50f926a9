import { AGE, LOAN_AMOUNT, LOAN_TERM } from "../../../domain/constants";
import { formatMoney } from "../../../domain/format";

/**
 * The limits every home text states, filled into its placeholders from src/domain/constants.ts (SPEC.md
 * section 9) so no text can disagree with the form (docs/decisions/010-loan-limits.md).
 */
export const LIMIT_PARAMS = {
  min: formatMoney(LOAN_AMOUNT.min),
  max: formatMoney(LOAN_AMOUNT.max),
  minMillion: LOAN_AMOUNT.min / 1_000_000,
  maxMillion: LOAN_AMOUNT.max / 1_000_000,
  termMin: LOAN_TERM.min,
  termMax: LOAN_TERM.max,
  ageMin: AGE.min,
  ageMax: AGE.max,
} as const;
