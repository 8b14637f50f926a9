import { describe, expect, it } from "vitest";
import { clampScore, isVeryGoodScore, outcomeForScore, scoreBarColor } from "../../src/domain/score-outcome";

describe("outcomeForScore", () => {
  it.each([
    [0, "regret"],
    [5, "regret"],
    [43, "regret"],
    [43.9, "regret"],
    [44, "secondPartner"],
    [57, "secondPartner"],
    [58, "firstPartner"],
    [79, "firstPartner"],
    [100, "firstPartner"],
  ] as const)("score %d -> %s", (score, outcome) => {
    expect(outcomeForScore(score)).toBe(outcome);
  });
});

describe("scoreBarColor", () => {
  it.each([
    [0, "red"],
    [44, "red"],
    [57, "red"],
    [58, "blue"],
    [78, "blue"],
    [79, "green"],
    [100, "green"],
  ] as const)("score %d -> %s", (score, color) => {
    expect(scoreBarColor(score)).toBe(color);
  });
});

describe("isVeryGoodScore", () => {
  it("starts at 79", () => {
    expect(isVeryGoodScore(78)).toBe(false);
    expect(isVeryGoodScore(79)).toBe(true);
  });
});

describe("clampScore", () => {
  it("keeps a whole score between 0 and 100", () => {
    expect(clampScore(-3)).toBe(0);
    expect(clampScore(42)).toBe(42);
    expect(clampScore(57.6)).toBe(58);
    expect(clampScore(130)).toBe(100);
    expect(clampScore(Number.NaN)).toBe(0);
    expect(clampScore(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
