import { describe, expect, it } from "vitest";
import { agePoints, SCORECARD_VERSION, scoreApplicant } from "../../server/services/scoring/scorecard";
import { DEPENDENTS_OPTIONS, HOUSING_OPTIONS, INCOME_OPTIONS, MARITAL_OPTIONS } from "../../src/domain/options";
import {
  AGE_POINTS,
  DEPENDENTS_POINTS,
  HOUSING_POINTS,
  INCOME_POINTS,
  MARITAL_POINTS,
} from "../../src/features/site-info/scorecard-table";

/** /cach-chung-toi-xep-hang explains the scorecard: its numbers must be the ones the server scores with. */
describe("the ranking page's scorecard", () => {
  it("is the version the page describes", () => {
    expect(SCORECARD_VERSION).toBe("2026.1");
  });

  it("gives every age the points the server gives", () => {
    for (let age = 18; age <= 60; age++) {
      const band = AGE_POINTS.find((b) => age >= b.min && age <= b.max);
      expect(band?.points, `age ${age}`).toBe(agePoints(age));
    }
  });

  it("gives every answer the points the server gives", () => {
    for (const income of INCOME_OPTIONS)
      expect(INCOME_POINTS[income]).toBe(scoreApplicant(30, { income }).points.income);
    for (const housing of HOUSING_OPTIONS)
      expect(HOUSING_POINTS[housing]).toBe(scoreApplicant(30, { housing }).points.housing);
    for (const marital of MARITAL_OPTIONS)
      expect(MARITAL_POINTS[marital]).toBe(scoreApplicant(30, { marital }).points.marital);
    for (const dependents of DEPENDENTS_OPTIONS)
      expect(DEPENDENTS_POINTS[dependents]).toBe(scoreApplicant(30, { dependents }).points.dependents);
  });
});
