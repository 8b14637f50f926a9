import { SCORE } from "../../../src/domain/constants";
import type { DependentsOption, HousingOption, IncomeOption, MaritalOption } from "../../../src/domain/options";

/**
 * The scorecard of DESIGN.md ("Scorecard"): the one place that turns an applicant's answers into
 * a score. Bump SCORECARD_VERSION whenever a number here changes: every scored ticket and saved
 * lead stores the version and the points per attribute, so each score stays explainable.
 */
export const SCORECARD_VERSION = "2026.1";

/** Age bands, current year minus birth year; outside 18-60 the applicant is not scored at all. */
const AGE_BANDS: readonly { min: number; max: number; points: number }[] = [
  { min: 18, max: 22, points: 6 },
  { min: 23, max: 29, points: 10 },
  { min: 30, max: 45, points: 15 },
  { min: 46, max: 55, points: 9 },
  { min: 56, max: 60, points: 4 },
];

const INCOME_POINTS: Record<IncomeOption, number> = {
  "3 - 7 triệu": 6,
  "7 - 10 triệu": 14,
  "10 - 13 triệu": 22,
  "Trên 13 triệu": 32,
};

const HOUSING_POINTS: Record<HousingOption, number> = {
  "Nhà riêng": 20,
  "Ở cùng người thân": 14,
  "Nhà thuê": 8,
  Khác: 3,
};

const MARITAL_POINTS: Record<MaritalOption, number> = {
  "Đã kết hôn": 14,
  "Độc thân": 10,
  Khác: 5,
};

const DEPENDENTS_POINTS: Record<DependentsOption, number> = {
  "Không có": 14,
  "1 người": 11,
  "2 người": 8,
  "3 người": 4,
  "Trên 3 người": 1,
};

/** Card limit offered by income band (VND), when the score reaches the second partner's threshold. */
const CARD_LIMIT_BY_INCOME: Record<IncomeOption, number> = {
  "3 - 7 triệu": 10_000_000,
  "7 - 10 triệu": 20_000_000,
  "10 - 13 triệu": 30_000_000,
  "Trên 13 triệu": 50_000_000,
};

export interface ScoreAnswers {
  income?: IncomeOption | null;
  housing?: HousingOption | null;
  marital?: MaritalOption | null;
  dependents?: DependentsOption | null;
}

/** Points per attribute: what the total is made of. */
export interface ScorePoints {
  base: number;
  age: number;
  income: number;
  housing: number;
  marital: number;
  dependents: number;
}

export interface Scorecard {
  version: string;
  total: number;
  points: ScorePoints;
  creditCardLimit: number;
}

/** Points of an age, or null when the age is outside 18-60 (the applicant cannot be scored). */
export function agePoints(age: number): number | null {
  if (!Number.isInteger(age)) return null;
  return AGE_BANDS.find((band) => age >= band.min && age <= band.max)?.points ?? null;
}

/**
 * Scores an applicant of an eligible age. Unanswered attributes count 0; the total is capped at
 * 100. Throws for an age outside 18-60: callers check eligibility first.
 */
export function scoreApplicant(age: number, answers: ScoreAnswers): Scorecard {
  const ageScore = agePoints(age);
  if (ageScore === null) throw new RangeError(`age ${age} is outside the scorecard`);
  const points: ScorePoints = {
    base: SCORE.initial,
    age: ageScore,
    income: answers.income ? INCOME_POINTS[answers.income] : 0,
    housing: answers.housing ? HOUSING_POINTS[answers.housing] : 0,
    marital: answers.marital ? MARITAL_POINTS[answers.marital] : 0,
    dependents: answers.dependents ? DEPENDENTS_POINTS[answers.dependents] : 0,
  };
  const sum = points.base + points.age + points.income + points.housing + points.marital + points.dependents;
  const total = Math.min(SCORE.max, sum);
  const creditCardLimit = answers.income && total >= SCORE.secondPartner ? CARD_LIMIT_BY_INCOME[answers.income] : 0;
  return { version: SCORECARD_VERSION, total, points, creditCardLimit };
}
