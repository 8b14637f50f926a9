import { describe, expect, it } from "vitest";
import {
  bestOf,
  type ComparableCard,
  compareBest,
  compareFacts,
  firstNumber,
  itemFact,
} from "../../src/domain/compare-best";

const card = (overrides: Partial<ComparableCard> = {}): ComparableCard => ({
  maxAmount: 100_000_000,
  annualFee: 499_000,
  incentivePolicy: [{ label: "Miễn lãi", info: "Đến 45 ngày" }],
  interestAndFees: [
    { label: "Lãi suất", info: "36%/năm" },
    { label: "Phí giao dịch ngoại tệ", info: "3,5% số tiền giao dịch" },
  ],
  minIncomeConditions: 8_000_000,
  ...overrides,
});

describe("compare: the better value per row", () => {
  it("reads the catalogue's numbers, commas as decimal marks", () => {
    expect(firstNumber("38,4%/năm")).toBe(38.4);
    expect(firstNumber("Đến 55 ngày")).toBe(55);
    expect(firstNumber("Theo biểu phí")).toBeNull();
    expect(itemFact(" Lãi suất ")).toBe("interestRate");
    expect(itemFact("Miễn lãi")).toBe("interestFreeDays");
    expect(itemFact("Phí rút tiền mặt")).toBeNull();
  });

  it("takes the facts of a card; no income requirement counts as 0", () => {
    expect(compareFacts(card({ minIncomeConditions: null }))).toEqual({
      maxAmount: 100_000_000,
      annualFee: 499_000,
      interestRate: 36,
      interestFreeDays: 45,
      fxFee: 3.5,
      minIncome: 0,
    });
    expect(compareFacts(card({ interestAndFees: [], incentivePolicy: [] }))).toMatchObject({
      interestRate: null,
      interestFreeDays: null,
      fxFee: null,
    });
  });

  it("marks the lowest or the highest, every tie for best, and nothing when all are equal", () => {
    expect(bestOf([499_000, 0, 1_200_000], "lower")).toEqual([false, true, false]);
    expect(bestOf([30, 45, 45], "higher")).toEqual([false, true, true]);
    expect(bestOf([45, 45], "higher")).toEqual([false, false]);
    expect(bestOf([null, 36], "lower")).toEqual([false, false]);
    expect(bestOf([null, 36, 30], "lower")).toEqual([false, false, true]);
    expect(bestOf([36], "lower")).toEqual([false]);
  });

  it("judges each row in the visitor's favour", () => {
    const a = card();
    const b = card({
      maxAmount: 300_000_000,
      annualFee: 0,
      incentivePolicy: [{ label: "Miễn lãi", info: "Đến 55 ngày" }],
      interestAndFees: [
        { label: "Lãi suất", info: "28,8%/năm" },
        { label: "Phí giao dịch ngoại tệ", info: "3,5% số tiền giao dịch" },
      ],
      minIncomeConditions: 20_000_000,
    });
    expect(compareBest([a, b])).toEqual({
      maxAmount: [false, true],
      annualFee: [false, true],
      interestRate: [false, true],
      interestFreeDays: [false, true],
      fxFee: [false, false],
      minIncome: [true, false],
    });
  });
});
