import { t } from "../i18n/t";
import { formatMoney } from "./format";

/** A bound counts only when it is a positive number: null, undefined and 0 mean "no bound". */
function bound(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

/** The card age condition: 'Từ 18 đến 60 tuổi', 'Tối đa 60 tuổi', 'Từ 18 tuổi trở lên' or 'Không giới hạn'. */
export function ageRuleText(minAge?: number | null, maxAge?: number | null): string {
  const min = bound(minAge);
  const max = bound(maxAge);
  if (min !== null && max !== null) return t("age_rule_range", { min, max });
  if (max !== null) return t("age_rule_max", { max });
  if (min !== null) return t("age_rule_min", { min });
  return t("age_rule_none");
}

/** The card income condition: 'Từ 5.000.000 VND/tháng' or 'Không yêu cầu'. */
export function incomeRuleText(minIncome?: number | null): string {
  const min = bound(minIncome);
  return min === null ? t("income_rule_none") : t("income_rule_min", { amount: formatMoney(min) });
}
