import { describe, expect, it } from "vitest";
import { vietnamYear } from "../../server/services/scoring/identity-check";
import { agePoints, SCORECARD_VERSION, scoreApplicant } from "../../server/services/scoring/scorecard";
import { outcomeForScore } from "../../src/domain/score-outcome";
import type { Answers } from "./support/funnel-fixtures";

/** DESIGN.md "Scorecard": total = 5 + age + income + housing + marital + dependents, at most 100. */
describe("scorecard", () => {
  it.each([
    [17, null],
    [18, 6],
    [22, 6],
    [23, 10],
    [29, 10],
    [30, 15],
    [45, 15],
    [46, 9],
    [55, 9],
    [56, 4],
    [60, 4],
    [61, null],
  ])("gives age %i %s points", (age, points) => {
    expect(agePoints(age)).toBe(points);
  });

  it("refuses to score an age outside 18-60", () => {
    expect(() => scoreApplicant(17, {})).toThrow(RangeError);
    expect(() => scoreApplicant(61, {})).toThrow(RangeError);
  });

  const cases: [number, number, Answers, number, string][] = [
    // total, age, answers, creditCardLimit, outcome
    [43, 20, { income: "3 - 7 triệu", housing: "Nhà riêng", marital: "Khác", dependents: "Trên 3 người" }, 0, "regret"],
    [
      44,
      35,
      { income: "3 - 7 triệu", housing: "Khác", marital: "Đã kết hôn", dependents: "Trên 3 người" },
      10_000_000,
      "secondPartner",
    ],
    [
      57,
      20,
      { income: "7 - 10 triệu", housing: "Ở cùng người thân", marital: "Đã kết hôn", dependents: "3 người" },
      20_000_000,
      "secondPartner",
    ],
    [
      58,
      20,
      { income: "3 - 7 triệu", housing: "Nhà riêng", marital: "Độc thân", dependents: "1 người" },
      10_000_000,
      "firstPartner",
    ],
    [
      78,
      20,
      { income: "10 - 13 triệu", housing: "Nhà riêng", marital: "Đã kết hôn", dependents: "1 người" },
      30_000_000,
      "firstPartner",
    ],
    [
      79,
      20,
      { income: "Trên 13 triệu", housing: "Nhà riêng", marital: "Khác", dependents: "1 người" },
      50_000_000,
      "firstPartner",
    ],
    [
      100,
      35,
      { income: "Trên 13 triệu", housing: "Nhà riêng", marital: "Đã kết hôn", dependents: "Không có" },
      50_000_000,
      "firstPartner",
    ],
    [24, 58, { income: "3 - 7 triệu", housing: "Khác", marital: "Khác", dependents: "Trên 3 người" }, 0, "regret"],
  ];

  it.each(cases)("totals %i at age %i with %o", (total, age, answers, limit, outcome) => {
    const card = scoreApplicant(age, answers);
    expect(card.total).toBe(total);
    expect(card.creditCardLimit).toBe(limit);
    expect(outcomeForScore(card.total)).toBe(outcome);
    const { base, ...rest } = card.points;
    expect(base + Object.values(rest).reduce((a, b) => a + b, 0)).toBe(total);
    expect(card.version).toBe(SCORECARD_VERSION);
  });

  it("counts unanswered attributes as 0 and gives no card limit without income", () => {
    expect(scoreApplicant(35, {})).toMatchObject({
      total: 20,
      creditCardLimit: 0,
      points: { base: 5, age: 15, income: 0, housing: 0, marital: 0, dependents: 0 },
    });
    const noIncome = scoreApplicant(35, { housing: "Nhà riêng", marital: "Đã kết hôn", dependents: "Không có" });
    expect(noIncome.total).toBe(68);
    expect(noIncome.creditCardLimit).toBe(0);
  });

  it("reads the current year in Vietnam (UTC+7)", () => {
    expect(vietnamYear(new Date("2026-12-31T16:59:59Z"))).toBe(2026);
    expect(vietnamYear(new Date("2026-12-31T17:00:00Z"))).toBe(2027);
  });
});
