import { SCORE } from "../../../src/domain/constants";
import type { DependentsOption, HousingOption, IncomeOption, MaritalOption } from "../../../src/domain/options";
import {
  AGE_BANDS,
  DEPENDENTS_POINTS,
  HOUSING_POINTS,
  INCOME_POINTS,
  MARITAL_POINTS,
  SCORECARD_VERSION,
  type ScorePoints,
} from "../../../src/domain/score-table";

export type { ScorePoints };
/**
 * The scorecard of DESIGN.md ("Scorecard"): the one place that turns an applicant's answers into
 * a score, with the table of src/domain/score-table.ts. Every scored ticket and saved lead stores the
 * version and the points per attribute, so each score stays explainable.
 */
export { SCORECARD_VERSION };

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
