import { SCORE } from "./constants";
import { INCOME_OPTIONS, type IncomeOption } from "./options";

/**
 * Approval odds of a credit card for a visitor ("Khả năng được duyệt: Cao / Trung bình / Thấp",
 * issue 18 item 7, docs/decisions/014-approval-odds.md). The same rule runs in the browser (each
 * tile, detail and compare column) and on the server (the list sorted by odds), so both always agree.
 *
 * The rule, check by check (a requirement of 0 or null means "none"):
 * - income: at or above the card's minimum → met; at least 3/4 of it → a near miss; below → far below;
 * - age: inside the card's [minAge, maxAge] → met; outside → out of range;
 * - region: the card is issued nationwide or in the visitor's province → met; province not given
 *   and the card is issued in some provinces only → unknown (a miss); province given and not
 *   served → not served;
 * - score (only when the lead funnel gave one): below SCORE.secondPartner (44, the funnel's regret
 *   threshold) → low (a miss); otherwise met.
 * Level: far below, out of range or not served → Thấp ("low"); otherwise two or more misses → Thấp,
 * one miss → Trung bình ("medium"), none → Cao ("high"). Without both income and age there are no odds.
 * It is an estimate from the published requirements; the issuer decides.
 */

export type OddsLevel = "high" | "medium" | "low";

/** The order of the odds sort: high first. */
export const ODDS_RANK: Readonly<Record<OddsLevel, number>> = { high: 0, medium: 1, low: 2 };

/** The list's sortFeatureBy value for "by approval odds" (next to SPEC's 1 default, 2 annual fee, 3 max limit). */
export const APPROVAL_SORT = 4;

/** A near miss on income: at least NEAR_INCOME_NUMERATOR / NEAR_INCOME_DENOMINATOR of the minimum. */
export const NEAR_INCOME_NUMERATOR = 3;
export const NEAR_INCOME_DENOMINATOR = 4;

/** A score below this counts as a miss (the funnel's regret threshold, SPEC section 4). */
export const LOW_SCORE_BELOW = SCORE.secondPartner;

/** What a card asks of its holder (from its opening conditions). Empty regions: nationwide. */
export interface CardRequirements {
  minIncome: number | null;
  minAge: number | null;
  maxAge: number | null;
  regions: readonly number[];
}

/** What we know of the visitor: typed on the card list or left by the lead funnel. */
export interface OddsProfile {
  /** Monthly income in VND. */
  income: number | null;
  age: number | null;
  /** A province code of the 2025 map; null when not given. */
  province: number | null;
  /** The lead funnel's score out of 100; null when the visitor did not finish the funnel. */
  score: number | null;
}

/** A profile as a request body carries it: a field left out means "not given". */
export type OddsProfileInput = { [K in keyof OddsProfile]?: OddsProfile[K] | undefined };

export const EMPTY_PROFILE: OddsProfile = { income: null, age: null, province: null, score: null };

export type IncomeOutcome = "none" | "met" | "near" | "far";
export type AgeOutcome = "none" | "met" | "out";
export type RegionOutcome = "nationwide" | "served" | "unknown" | "not_served";
export type ScoreOutcome = "met" | "low";

export type OddsCheck =
  | { kind: "income"; outcome: IncomeOutcome; income: number; minIncome: number | null }
  | { kind: "age"; outcome: AgeOutcome; age: number; minAge: number | null; maxAge: number | null }
  | { kind: "region"; outcome: RegionOutcome }
  | { kind: "score"; outcome: ScoreOutcome; score: number };

export interface ApprovalOdds {
  level: OddsLevel;
  /** Every check made, in the order income, age, region, score: the reason shown beside the level. */
  checks: OddsCheck[];
}

/** A bound counts only when it is a positive number: null, undefined and 0 mean "no bound". */
function bound(value: number | null | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

export function incomeOutcome(income: number, minIncome: number | null): IncomeOutcome {
  const min = bound(minIncome);
  if (min === null) return "none";
  if (income >= min) return "met";
  return income * NEAR_INCOME_DENOMINATOR >= min * NEAR_INCOME_NUMERATOR ? "near" : "far";
}

export function ageOutcome(age: number, minAge: number | null, maxAge: number | null): AgeOutcome {
  const min = bound(minAge);
  const max = bound(maxAge);
  if (min === null && max === null) return "none";
  return (min === null || age >= min) && (max === null || age <= max) ? "met" : "out";
}

export function regionOutcome(province: number | null, regions: readonly number[]): RegionOutcome {
  if (regions.length === 0) return "nationwide";
  if (province === null || province <= 0) return "unknown";
  return regions.includes(province) ? "served" : "not_served";
}

export function scoreOutcome(score: number): ScoreOutcome {
  return score < LOW_SCORE_BELOW ? "low" : "met";
}

/** The level from the outcomes: a hard stop gives low; otherwise the number of misses decides. */
function levelOf(income: IncomeOutcome, age: AgeOutcome, region: RegionOutcome, score: ScoreOutcome | null): OddsLevel {
  if (income === "far" || age === "out" || region === "not_served") return "low";
  const misses = Number(income === "near") + Number(region === "unknown") + Number(score === "low");
  if (misses >= 2) return "low";
  return misses === 1 ? "medium" : "high";
}

/** Whether the profile says enough for odds: both income and age. */
export function hasOddsProfile(profile: OddsProfileInput | null | undefined): profile is OddsProfileInput & {
  income: number;
  age: number;
} {
  return !!profile && typeof profile.income === "number" && typeof profile.age === "number";
}

/** The level only (no reasons, no allocation): what the server sorts by. Null without income and age. */
export function approvalLevel(card: CardRequirements, profile: OddsProfileInput | null | undefined): OddsLevel | null {
  if (!hasOddsProfile(profile)) return null;
  const score = profile.score ?? null;
  return levelOf(
    incomeOutcome(profile.income, card.minIncome),
    ageOutcome(profile.age, card.minAge, card.maxAge),
    regionOutcome(profile.province ?? null, card.regions),
    score === null ? null : scoreOutcome(score),
  );
}

/** The level and every check behind it (the reason the views show). Null without income and age. */
export function approvalOdds(
  card: CardRequirements,
  profile: OddsProfileInput | null | undefined,
): ApprovalOdds | null {
  if (!hasOddsProfile(profile)) return null;
  const given = profile.score ?? null;
  const income = incomeOutcome(profile.income, card.minIncome);
  const age = ageOutcome(profile.age, card.minAge, card.maxAge);
  const region = regionOutcome(profile.province ?? null, card.regions);
  const score = given === null ? null : scoreOutcome(given);
  const checks: OddsCheck[] = [
    { kind: "income", outcome: income, income: profile.income, minIncome: bound(card.minIncome) },
    { kind: "age", outcome: age, age: profile.age, minAge: bound(card.minAge), maxAge: bound(card.maxAge) },
    { kind: "region", outcome: region },
  ];
  if (given !== null && score !== null) checks.push({ kind: "score", outcome: score, score: given });
  return { level: levelOf(income, age, region, score), checks };
}

/**
 * The monthly income the funnel's answer stands for: the band's lower bound (3, 7, 10 or 13 million),
 * so the odds never assume more than the visitor said.
 */
export function incomeFromOption(option: IncomeOption | null): number | null {
  const lower: Record<IncomeOption, number> = {
    [INCOME_OPTIONS[0]]: 3_000_000,
    [INCOME_OPTIONS[1]]: 7_000_000,
    [INCOME_OPTIONS[2]]: 10_000_000,
    [INCOME_OPTIONS[3]]: 13_000_000,
  };
  return option === null ? null : lower[option];
}

const wholeIn = (value: unknown, min: number, max: number): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : null;

/** A profile read back from storage: anything unreadable becomes null. */
export function sanitizeOddsProfile(value: unknown): OddsProfile {
  if (typeof value !== "object" || value === null) return EMPTY_PROFILE;
  const stored = value as Record<string, unknown>;
  return {
    income: wholeIn(stored.income, 0, 999_999_999),
    age: wholeIn(stored.age, 0, 99),
    province: wholeIn(stored.province, 1, 999),
    score: wholeIn(stored.score, 0, SCORE.max),
  };
}
