import { describe, expect, it } from "vitest";
import {
  approvalLevel,
  approvalOdds,
  type CardRequirements,
  incomeFromOption,
  type OddsProfile,
  sanitizeOddsProfile,
} from "../../src/domain/approval-odds";

/**
 * Worked cases of the rule as issue 18 item 7 and docs/decisions/014-approval-odds.md state it:
 * all met → Cao; one miss (income short by at most a quarter, province not given for a regional
 * card, score below 44) → Trung bình; income short by more than a quarter, age outside the range,
 * province not served, or two misses → Thấp; no odds without income and age.
 */

const tenMillionCard: CardRequirements = { minIncome: 10_000_000, minAge: 18, maxAge: 60, regions: [] };
const regionalCard: CardRequirements = { minIncome: null, minAge: null, maxAge: null, regions: [1, 79] };
const profile = (patch: Partial<OddsProfile>): OddsProfile => ({
  income: 12_000_000,
  age: 30,
  province: null,
  score: null,
  ...patch,
});

describe("approval odds: worked cases", () => {
  it.each([
    ["income above the minimum, age inside, nationwide", profile({}), "high"],
    ["income exactly at the minimum", profile({ income: 10_000_000 }), "high"],
    ["income 8 of 10 million (short by a fifth)", profile({ income: 8_000_000 }), "medium"],
    ["income 7.5 of 10 million (short by exactly a quarter)", profile({ income: 7_500_000 }), "medium"],
    ["income one dong under three quarters", profile({ income: 7_499_999 }), "low"],
    ["income 3 of 10 million", profile({ income: 3_000_000 }), "low"],
    ["age 17, under the minimum 18", profile({ age: 17 }), "low"],
    ["age 61, over the maximum 60", profile({ age: 61 }), "low"],
    ["age 18 and age 60 are inside", profile({ age: 18 }), "high"],
    ["score 43, below 44", profile({ score: 43 }), "medium"],
    ["score 44", profile({ score: 44 }), "high"],
    ["score 90", profile({ score: 90 }), "high"],
    ["income short by a fifth and score 30: two misses", profile({ income: 8_000_000, score: 30 }), "low"],
  ] as const)("a card asking 10 million, 18-60: %s", (_name, visitor, level) => {
    expect(approvalLevel(tenMillionCard, visitor)).toBe(level);
    expect(approvalOdds(tenMillionCard, visitor)?.level).toBe(level);
  });

  it("age 60 is inside a range up to 60", () => {
    expect(approvalLevel(tenMillionCard, profile({ age: 60 }))).toBe("high");
  });

  it.each([
    ["province not given", profile({}), "medium"],
    ["province served (79 Hồ Chí Minh)", profile({ province: 79 }), "high"],
    ["province not served (48 Đà Nẵng)", profile({ province: 48 }), "low"],
    ["province not given and score 30: two misses", profile({ score: 30 }), "low"],
  ] as const)("a card issued only in Hà Nội and Hồ Chí Minh: %s", (_name, visitor, level) => {
    expect(approvalLevel(regionalCard, visitor)).toBe(level);
  });

  it("treats a requirement of 0 like none", () => {
    const none: CardRequirements = { minIncome: 0, minAge: 0, maxAge: 0, regions: [] };
    expect(approvalLevel(none, profile({ income: 0, age: 99 }))).toBe("high");
  });

  it("gives no odds without both income and age", () => {
    expect(approvalOdds(tenMillionCard, profile({ income: null }))).toBeNull();
    expect(approvalOdds(tenMillionCard, profile({ age: null }))).toBeNull();
    expect(approvalLevel(tenMillionCard, null)).toBeNull();
    expect(approvalLevel(tenMillionCard, {})).toBeNull();
  });

  it("lists every check made as the reason: income, age, region, then the score when known", () => {
    const odds = approvalOdds(tenMillionCard, profile({ income: 8_000_000, score: 50 }));
    expect(odds?.checks).toEqual([
      { kind: "income", outcome: "near", income: 8_000_000, minIncome: 10_000_000 },
      { kind: "age", outcome: "met", age: 30, minAge: 18, maxAge: 60 },
      { kind: "region", outcome: "nationwide" },
      { kind: "score", outcome: "met", score: 50 },
    ]);
    expect(approvalOdds(regionalCard, profile({ province: 48 }))?.checks.map((check) => check.outcome)).toEqual([
      "none",
      "none",
      "not_served",
    ]);
  });
});

describe("the profile the funnel leaves", () => {
  it("takes the lower bound of the income band", () => {
    expect(incomeFromOption("3 - 7 triệu")).toBe(3_000_000);
    expect(incomeFromOption("7 - 10 triệu")).toBe(7_000_000);
    expect(incomeFromOption("10 - 13 triệu")).toBe(10_000_000);
    expect(incomeFromOption("Trên 13 triệu")).toBe(13_000_000);
    expect(incomeFromOption(null)).toBeNull();
  });

  it("reads anything unreadable in storage as not given", () => {
    expect(sanitizeOddsProfile("x")).toEqual({ income: null, age: null, province: null, score: null });
    expect(sanitizeOddsProfile({ income: "5000000", age: 30.5, province: 0, score: 101 })).toEqual({
      income: null,
      age: null,
      province: null,
      score: null,
    });
    expect(sanitizeOddsProfile({ income: 9_000_000, age: 30, province: 79, score: 62 })).toEqual({
      income: 9_000_000,
      age: 30,
      province: 79,
      score: 62,
    });
  });
});
