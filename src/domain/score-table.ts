import type { DependentsOption, HousingOption, IncomeOption, MaritalOption } from "./options";

/**
 * The scorecard's table (docs/decisions/004-scorecard.md, DESIGN.md "Scorecard"): what each answer is
 * worth. The server scores with it (server/services/scoring/scorecard.ts); the funnel reads it to say
 * how many points the questions still open can add and how a score could improve. Bump
 * SCORECARD_VERSION whenever a number here changes.
 */
export const SCORECARD_VERSION = "2026.1";

/** Age bands, current year minus birth year; outside 18-60 the applicant is not scored at all. */
export const AGE_BANDS: readonly { min: number; max: number; points: number }[] = [
  { min: 18, max: 22, points: 6 },
  { min: 23, max: 29, points: 10 },
  { min: 30, max: 45, points: 15 },
  { min: 46, max: 55, points: 9 },
  { min: 56, max: 60, points: 4 },
];

export const INCOME_POINTS: Readonly<Record<IncomeOption, number>> = {
  "3 - 7 triệu": 6,
  "7 - 10 triệu": 14,
  "10 - 13 triệu": 22,
  "Trên 13 triệu": 32,
};

export const HOUSING_POINTS: Readonly<Record<HousingOption, number>> = {
  "Nhà riêng": 20,
  "Ở cùng người thân": 14,
  "Nhà thuê": 8,
  Khác: 3,
};

export const MARITAL_POINTS: Readonly<Record<MaritalOption, number>> = {
  "Đã kết hôn": 14,
  "Độc thân": 10,
  Khác: 5,
};

export const DEPENDENTS_POINTS: Readonly<Record<DependentsOption, number>> = {
  "Không có": 14,
  "1 người": 11,
  "2 người": 8,
  "3 người": 4,
  "Trên 3 người": 1,
};

/** The scored attributes, in the order the funnel asks them (step 4 the ID, whose age scores, then 5-8). */
export const SCORE_ATTRIBUTES = ["age", "income", "housing", "marital", "dependents"] as const;
export type ScoreAttribute = (typeof SCORE_ATTRIBUTES)[number];

/** Points per attribute: what a total is made of (base is the initial 5). */
export interface ScorePoints {
  base: number;
  age: number;
  income: number;
  housing: number;
  marital: number;
  dependents: number;
}

const best = (points: readonly number[]) => Math.max(...points);

/** The most points each attribute can give: age 15, income 32, housing 20, marital 14, dependents 14. */
export const MAX_POINTS: Readonly<Record<ScoreAttribute, number>> = {
  age: best(AGE_BANDS.map((band) => band.points)),
  income: best(Object.values(INCOME_POINTS)),
  housing: best(Object.values(HOUSING_POINTS)),
  marital: best(Object.values(MARITAL_POINTS)),
  dependents: best(Object.values(DEPENDENTS_POINTS)),
};
