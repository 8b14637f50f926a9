import {
  DEPENDENTS_OPTIONS,
  type DependentsOption,
  HOUSING_OPTIONS,
  type HousingOption,
  INCOME_OPTIONS,
  type IncomeOption,
  MARITAL_OPTIONS,
  type MaritalOption,
} from "../../domain/options";
import type { MessageKey } from "../../i18n/t";

/**
 * The scorecard as /cach-chung-toi-xep-hang explains it: the points each answer adds (version 2026.1 of
 * docs/decisions/004-scorecard.md). tests/server/scorecard-page.test.ts checks every number against the
 * server's scorecard, so this page cannot drift from the score people actually get.
 */
export const AGE_POINTS = [
  { min: 18, max: 22, points: 6 },
  { min: 23, max: 29, points: 10 },
  { min: 30, max: 45, points: 15 },
  { min: 46, max: 55, points: 9 },
  { min: 56, max: 60, points: 4 },
] as const;

export const INCOME_POINTS: Record<IncomeOption, number> = {
  "3 - 7 triệu": 6,
  "7 - 10 triệu": 14,
  "10 - 13 triệu": 22,
  "Trên 13 triệu": 32,
};
export const HOUSING_POINTS: Record<HousingOption, number> = {
  "Nhà riêng": 20,
  "Ở cùng người thân": 14,
  "Nhà thuê": 8,
  Khác: 3,
};
export const MARITAL_POINTS: Record<MaritalOption, number> = { "Đã kết hôn": 14, "Độc thân": 10, Khác: 5 };
export const DEPENDENTS_POINTS: Record<DependentsOption, number> = {
  "Không có": 14,
  "1 người": 11,
  "2 người": 8,
  "3 người": 4,
  "Trên 3 người": 1,
};

/** The answer tables, in the order the funnel asks them. */
export const ANSWER_TABLES: ReadonlyArray<{ title: MessageKey; rows: ReadonlyArray<[string, number]> }> = [
  { title: "ranking_score_income", rows: INCOME_OPTIONS.map((o) => [o, INCOME_POINTS[o]]) },
  { title: "ranking_score_housing", rows: HOUSING_OPTIONS.map((o) => [o, HOUSING_POINTS[o]]) },
  { title: "ranking_score_marital", rows: MARITAL_OPTIONS.map((o) => [o, MARITAL_POINTS[o]]) },
  { title: "ranking_score_dependents", rows: DEPENDENTS_OPTIONS.map((o) => [o, DEPENDENTS_POINTS[o]]) },
];
