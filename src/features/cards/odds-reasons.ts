import type { ApprovalOdds, OddsCheck, OddsLevel } from "../../domain/approval-odds";
import { LOW_SCORE_BELOW } from "../../domain/approval-odds";
import { ageRuleText } from "../../domain/card-rules";
import { formatMoney } from "../../domain/format";
import { type MessageKey, t } from "../../i18n/t";

const LEVEL_KEYS: Record<OddsLevel, MessageKey> = { high: "odds_high", medium: "odds_medium", low: "odds_low" };

/** 'Cao', 'Trung bình' or 'Thấp'. */
export const oddsLevelText = (level: OddsLevel): string => t(LEVEL_KEYS[level]);

/** One line of the reason: what one check found, in the visitor's terms. */
function checkText(check: OddsCheck): string {
  switch (check.kind) {
    case "income":
      return check.outcome === "none" || check.minIncome === null
        ? t("odds_income_none")
        : t(`odds_income_${check.outcome}`, { income: formatMoney(check.income), min: formatMoney(check.minIncome) });
    case "age":
      return check.outcome === "none"
        ? t("odds_age_none")
        : t(`odds_age_${check.outcome}`, { age: check.age, rule: ageRuleText(check.minAge, check.maxAge) });
    case "region":
      return t(`odds_region_${check.outcome}`);
    case "score":
      return t(`odds_score_${check.outcome}`, { score: check.score, min: LOW_SCORE_BELOW });
  }
}

/** Whether a check lowered the level (a miss or a hard stop): listed first, marked for the eye. */
export function isShortfall(check: OddsCheck): boolean {
  return !["none", "met", "nationwide", "served"].includes(check.outcome);
}

/** The reason lines of some odds: shortfalls first, then what the visitor meets. */
export function oddsReasons(odds: ApprovalOdds): { text: string; shortfall: boolean }[] {
  const lines = odds.checks.map((check) => ({ text: checkText(check), shortfall: isShortfall(check) }));
  return [...lines.filter((line) => line.shortfall), ...lines.filter((line) => !line.shortfall)];
}
