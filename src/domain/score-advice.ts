import { t } from "../i18n/t";
import { SCORE } from "./constants";
import type { IncomeOption } from "./options";
import { AGE_BANDS, INCOME_POINTS, type ScorePoints } from "./score-table";

/**
 * Ways a score could improve, read from the scorecard (src/domain/score-table.ts): only what life or
 * time really changes (a higher income band, the next age band), never a different answer to a question
 * that was answered truthfully (housing, marriage, dependents: issue 33, the old "Nhà thuê: +5" tip
 * coached answers); each with the points it would add. Biggest gain first.
 */
export type ScoreTip =
  | { kind: "income"; option: IncomeOption; gain: number }
  | { kind: "age"; fromAge: number; gain: number };

/** The option one step up: the one worth the fewest points above `current`, or null at the top. */
function nextUp<K extends string>(
  table: Readonly<Record<K, number>>,
  current: number,
): { option: K; gain: number } | null {
  let found: { option: K; gain: number } | null = null;
  for (const [option, points] of Object.entries(table) as [K, number][]) {
    if (points > current && (found === null || points - current < found.gain))
      found = { option, gain: points - current };
  }
  return found;
}

/** Up to `count` tips for a scored applicant (income and housing answered), biggest gain first. */
export function scoreTips(points: ScorePoints, count = 3): ScoreTip[] {
  const tips: ScoreTip[] = [];
  if (points.income > 0) {
    const up = nextUp(INCOME_POINTS, points.income);
    if (up) tips.push({ kind: "income", ...up });
  }
  // The next age band, when it is worth more (18-22 -> 23, 23-29 -> 30): time alone raises the score.
  const band = AGE_BANDS.findIndex((candidate) => candidate.points === points.age);
  const next = band >= 0 ? AGE_BANDS[band + 1] : undefined;
  if (next && next.points > points.age) tips.push({ kind: "age", fromAge: next.min, gain: next.points - points.age });
  return tips.sort((a, b) => b.gain - a.gain).slice(0, count);
}

/** A tip in words: 'Khi thu nhập hàng tháng đạt mức 7 - 10 triệu, điểm của bạn tăng thêm 8 điểm.' */
export function scoreTipText(tip: ScoreTip): string {
  if (tip.kind === "income") return t("score_tip_income", { option: tip.option, gain: tip.gain });
  return t("score_tip_age", { age: tip.fromAge, gain: tip.gain });
}

/** Points still missing to reach the next partner threshold (44, then 58), or null from 58 on. */
export function pointsToNextThreshold(score: number): { threshold: number; missing: number } | null {
  const threshold = [SCORE.secondPartner, SCORE.firstPartner].find((value) => score < value);
  return threshold === undefined ? null : { threshold, missing: threshold - score };
}

/**
 * Whether any one tip alone reaches the next partner threshold (issue 33: tips of 8, 5 and 4 points
 * must not read as closing an 18-point gap). Null when there is no threshold left to reach.
 */
export function tipsCloseGap(score: number, tips: readonly ScoreTip[]): boolean | null {
  const next = pointsToNextThreshold(score);
  if (!next) return null;
  return tips.some((tip) => tip.gain >= next.missing);
}
