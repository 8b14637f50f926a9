import { describe, expect, it } from "vitest";
import { pointsToNextThreshold, scoreTips, scoreTipText, tipsCloseGap } from "../../src/domain/score-advice";
import { cardFits, fittingCards } from "../../src/domain/score-fit";
import { answeredBeforeStep, scoreProgress } from "../../src/domain/score-progress";
import { MAX_POINTS } from "../../src/domain/score-table";

/*
 * The scorecard of docs/decisions/004-scorecard.md, typed here from the decision (not read from code):
 *   age 18-22: 6 · 23-29: 10 · 30-45: 15 · 46-55: 9 · 56-60: 4            -> best 15
 *   income 3-7 M: 6 · 7-10 M: 14 · 10-13 M: 22 · over 13 M: 32             -> best 32
 *   housing own home: 20 · with relatives: 14 · renting: 8 · other: 3      -> best 20
 *   marital married: 14 · single: 10 · other: 5                           -> best 14
 *   dependents none: 14 · 1: 11 · 2: 8 · 3: 4 · more than 3: 1             -> best 14
 * Total = 5 + the five, capped at 100.
 */
const DECISION_004_BEST = { age: 15, income: 32, housing: 20, marital: 14, dependents: 14 };

describe("the points still open (provisional score)", () => {
  it("takes each attribute's best answer from the scorecard table", () => {
    expect(MAX_POINTS).toEqual(DECISION_004_BEST);
  });

  it.each([
    [4, 5, 95],
    [5, 4, 80],
    [6, 3, 48],
    [7, 2, 28],
    [8, 1, 14],
  ])("at step %i: %i questions left, up to %i points", (step, questions, points) => {
    const progress = scoreProgress(20, answeredBeforeStep(step));
    expect(progress).toMatchObject({ provisional: true, questionsLeft: questions, pointsLeft: points });
  });

  it("at step 4 the initial 5 plus every open point is exactly the maximum 100", () => {
    expect(scoreProgress(5, answeredBeforeStep(4)).reachable).toBe(100);
  });

  it("tells the strongest profile at step 5 (age 30-45 scored: 20 points) that it can still reach 100", () => {
    // 5 + 15 for age; income 32, housing 20, married 14, no dependents 14 are still to come: 20 + 80 = 100.
    expect(scoreProgress(20, answeredBeforeStep(5))).toEqual({
      provisional: true,
      questionsLeft: 4,
      pointsLeft: 80,
      reachable: 100,
    });
  });

  it("is final once every question is answered", () => {
    expect(scoreProgress(64, ["age", "income", "housing", "marital", "dependents"])).toEqual({
      provisional: false,
      questionsLeft: 0,
      pointsLeft: 0,
      reachable: 64,
    });
  });
});

describe("ways to improve", () => {
  // age 18-22 (6), income 3-7 M (6), renting (8), single (10), none (14): 5 + 44 = 49
  const young = { base: 5, age: 6, income: 6, housing: 8, marital: 10, dependents: 14 };

  it("names the next income band and the next age band, biggest gain first, never another housing answer", () => {
    expect(scoreTips(young)).toEqual([
      { kind: "income", option: "7 - 10 triệu", gain: 8 },
      { kind: "age", fromAge: 23, gain: 4 },
    ]);
  });

  it("says whether any one tip closes the gap to the next threshold (issue 33)", () => {
    // 26 misses 44 by 18: tips of 8 and 4 do not close it.
    const declined = { base: 5, age: 6, income: 6, housing: 3, marital: 5, dependents: 1 };
    expect(tipsCloseGap(26, scoreTips(declined))).toBe(false);
    // 49 misses 58 by 9: no tip of 9 or more either; 52 misses it by 6: the income tip (+8) closes it.
    expect(tipsCloseGap(49, scoreTips(young))).toBe(false);
    expect(tipsCloseGap(52, scoreTips(young))).toBe(true);
    expect(tipsCloseGap(58, [])).toBeNull();
  });

  it("never suggests marriage or fewer dependents, and nothing past the top band", () => {
    const top = { base: 5, age: 15, income: 32, housing: 20, marital: 5, dependents: 1 };
    expect(scoreTips(top)).toEqual([]);
  });

  it("gives no age tip where the next band is worth less (46-55 after 30-45)", () => {
    const tips = scoreTips({ base: 5, age: 15, income: 6, housing: 20, marital: 14, dependents: 14 });
    expect(tips.map((tip) => tip.kind)).toEqual(["income"]);
  });

  it("words each tip with its points", () => {
    expect(scoreTipText({ kind: "age", fromAge: 23, gain: 4 })).toBe(
      "Từ 23 tuổi, điểm độ tuổi của bạn tăng thêm 4 điểm.",
    );
    expect(scoreTipText({ kind: "income", option: "7 - 10 triệu", gain: 8 })).toContain("7 - 10 triệu");
  });

  it("says how far the next partner threshold is (44, then 58)", () => {
    expect(pointsToNextThreshold(26)).toEqual({ threshold: 44, missing: 18 });
    expect(pointsToNextThreshold(49)).toEqual({ threshold: 58, missing: 9 });
    expect(pointsToNextThreshold(58)).toBeNull();
  });
});

describe("cards that fit income and age", () => {
  const earner = { monthlyIncome: 3_000_000, age: 20 };

  it("keeps a card whose minimum income and age range the applicant meets", () => {
    expect(cardFits({ minIncome: 3_000_000, minAge: 18, maxAge: 60 }, earner)).toBe(true);
    expect(cardFits({ minIncome: null, minAge: null, maxAge: null }, earner)).toBe(true);
    expect(cardFits({ minIncome: 0, minAge: 0, maxAge: 0 }, earner)).toBe(true);
  });

  it("drops a premium card above their income, and cards outside their age", () => {
    expect(cardFits({ minIncome: 15_000_000, minAge: 22, maxAge: 60 }, earner)).toBe(false);
    expect(cardFits({ minIncome: null, minAge: 21, maxAge: null }, earner)).toBe(false);
    expect(cardFits({ minIncome: null, minAge: null, maxAge: 19 }, earner)).toBe(false);
  });

  it("keeps the given order and takes the first ones that fit", () => {
    const cards = [
      { id: 1, minIncome: 20_000_000, minAge: null, maxAge: null },
      { id: 2, minIncome: 3_000_000, minAge: null, maxAge: null },
      { id: 3, minIncome: null, minAge: 18, maxAge: 65 },
      { id: 4, minIncome: null, minAge: null, maxAge: null },
    ];
    expect(fittingCards(cards, (card) => card, earner, 2).map((card) => card.id)).toEqual([2, 3]);
  });
});
