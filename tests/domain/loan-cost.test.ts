import { describe, expect, it } from "vitest";
import { amountInWords } from "../../src/domain/amount-in-words";
import { annuityInstalment, type LoanPricing, loanCost, NO_UPFRONT_FEE } from "../../src/domain/loan-cost";

const plain = (yearlyRatePercent: number): LoanPricing => ({
  yearlyRatePercent,
  upfrontFee: NO_UPFRONT_FEE,
  monthlyFeeVnd: 0,
});
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

// Expected figures were worked out outside this code, with spreadsheet formulas:
//   instalment = ROUND(PMT(rate/12, n, -amount), 0)
//   APR        = (1 + RATE(n, -payment, amount - upfront fee))^12 - 1
// and a month-by-month table (interest = ROUND(balance * rate/12, 0), principal = instalment - interest,
// last month repays the balance left).

describe("loanCost: 20,000,000 VND over 12 months at 24 %/year, no fees", () => {
  // PMT(2%, 12, -20000000) = 1,891,191.93 -> 1,891,192 (not 1,891,196: that figure was a slip).
  const cost = loanCost(20_000_000, 12, plain(24));

  it("pays 1,891,192 VND a month", () => {
    expect(annuityInstalment(20_000_000, 12, 24)).toBe(1_891_192);
    expect(cost.monthlyPayment).toBe(1_891_192);
    expect(cost.lastPayment).toBe(1_891_192);
  });

  it("costs 2,694,304 VND of interest, 22,694,304 VND in all", () => {
    expect(cost.totalInterest).toBe(2_694_304);
    expect(cost.totalFees).toBe(0);
    expect(cost.totalPayable).toBe(22_694_304);
  });

  it("starts with 400,000 VND interest and 1,491,192 VND principal", () => {
    expect(cost.schedule[0]).toEqual({
      month: 1,
      principal: 1_491_192,
      interest: 400_000,
      fee: 0,
      payment: 1_891_192,
      balance: 18_508_808,
    });
  });

  it("repays exactly the amount, ending at a zero balance", () => {
    expect(cost.schedule).toHaveLength(12);
    expect(sum(cost.schedule.map((row) => row.principal))).toBe(20_000_000);
    expect(cost.schedule.at(-1)?.balance).toBe(0);
    expect(cost.schedule.map((row) => row.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("has an APR of 26.82 %: 2 % a month compounded, (1.02)^12 - 1", () => {
    expect(cost.apr).toBeCloseTo(0.268242, 5);
  });
});

describe("loanCost: a 0 % loan", () => {
  // 20,000,000 / 12 = 1,666,666.67 -> 1,666,667 for 11 months, the last 20,000,000 - 11 x 1,666,667 = 1,666,663.
  const cost = loanCost(20_000_000, 12, plain(0));

  it("splits the amount evenly, the last instalment absorbing the remainder", () => {
    expect(cost.monthlyPayment).toBe(1_666_667);
    expect(cost.lastPayment).toBe(1_666_663);
    expect(sum(cost.schedule.map((row) => row.principal))).toBe(20_000_000);
  });

  it("costs nothing beyond the amount: no interest, APR 0", () => {
    expect(cost.totalInterest).toBe(0);
    expect(cost.totalPayable).toBe(20_000_000);
    expect(cost.apr).toBe(0);
  });
});

describe("loanCost: fees", () => {
  // 2 % upfront = 400,000 VND; 10,000 VND a month. Payments 1,901,192 (x12), received 19,600,000.
  // (1 + RATE(12, -1901192, 19600000))^12 - 1 = 33.19 %.
  const withFees = loanCost(20_000_000, 12, {
    yearlyRatePercent: 24,
    upfrontFee: { kind: "percent", percent: 2 },
    monthlyFeeVnd: 10_000,
  });

  it("adds the fees to what is paid", () => {
    expect(withFees.upfrontFee).toBe(400_000);
    expect(withFees.monthlyPayment).toBe(1_901_192);
    expect(withFees.schedule.every((row) => row.fee === 10_000)).toBe(true);
    expect(withFees.totalFees).toBe(520_000);
    expect(withFees.totalPayable).toBe(23_214_304);
  });

  it("has an APR above the nominal rate and above the APR without fees", () => {
    expect(withFees.apr).toBeCloseTo(0.331924, 5);
    expect(withFees.apr).toBeGreaterThan(0.24);
    expect(withFees.apr).toBeGreaterThan(loanCost(20_000_000, 12, plain(24)).apr);
  });

  it("takes a fixed upfront fee as given", () => {
    // received 19,500,000; (1 + RATE(12, -1891192, 19500000))^12 - 1 = 33.15 %.
    const fixed = loanCost(20_000_000, 12, {
      yearlyRatePercent: 24,
      upfrontFee: { kind: "amount", vnd: 500_000 },
      monthlyFeeVnd: 0,
    });
    expect(fixed.upfrontFee).toBe(500_000);
    expect(fixed.totalPayable).toBe(23_194_304);
    expect(fixed.apr).toBeCloseTo(0.331517, 5);
  });

  it("makes a 0 % loan with a fee cost more than 0 % a year", () => {
    const cost = loanCost(12_000_000, 12, {
      yearlyRatePercent: 0,
      upfrontFee: { kind: "amount", vnd: 600_000 },
      monthlyFeeVnd: 0,
    });
    expect(cost.totalInterest).toBe(0);
    expect(cost.totalPayable).toBe(12_600_000);
    // (1 + RATE(12, -1000000, 11400000))^12 - 1 = (1.0079809)^12 - 1 = 10.01 %
    expect(cost.apr).toBeCloseTo(0.100088, 5);
  });
});

describe("loanCost: other worked examples", () => {
  it("10,000,000 VND over 6 months at 18 %/year", () => {
    // PMT(1.5%, 6, -10000000) = 1,755,252.15 -> 1,755,252; last month 1,755,253; interest 531,513.
    const cost = loanCost(10_000_000, 6, plain(18));
    expect(cost.monthlyPayment).toBe(1_755_252);
    expect(cost.lastPayment).toBe(1_755_253);
    expect(cost.totalInterest).toBe(531_513);
    expect(cost.apr).toBeCloseTo(0.195618, 5);
  });

  it("100,000,000 VND over 36 months at 28 %/year", () => {
    // PMT(28%/12, 36, -100000000) = 4,136,358.9 -> 4,136,359; last 4,136,351; interest 48,908,916.
    const cost = loanCost(100_000_000, 36, plain(28));
    expect(cost.monthlyPayment).toBe(4_136_359);
    expect(cost.lastPayment).toBe(4_136_351);
    expect(cost.totalInterest).toBe(48_908_916);
    expect(cost.schedule.at(-1)?.balance).toBe(0);
  });
});

describe("loanCost: bad input", () => {
  it("refuses amounts that are not whole positive VND, bad terms, negative rates and fees swallowing the loan", () => {
    expect(() => loanCost(0, 12, plain(24))).toThrow(RangeError);
    expect(() => loanCost(1_000.5, 12, plain(24))).toThrow(RangeError);
    expect(() => loanCost(20_000_000, 0, plain(24))).toThrow(RangeError);
    expect(() => loanCost(20_000_000, 12, plain(-1))).toThrow(RangeError);
    expect(() => loanCost(20_000_000, 12, plain(Number.NaN))).toThrow(RangeError);
    expect(() =>
      loanCost(1_000_000, 12, {
        yearlyRatePercent: 24,
        upfrontFee: { kind: "amount", vnd: 1_000_000 },
        monthlyFeeVnd: 0,
      }),
    ).toThrow(RangeError);
  });
});

describe("amountInWords", () => {
  it("writes VND amounts as a Vietnamese contract does", () => {
    expect(amountInWords(20_000_000)).toBe("Hai mươi triệu đồng");
    expect(amountInWords(1_891_192)).toBe("Một triệu tám trăm chín mươi mốt nghìn một trăm chín mươi hai đồng");
    expect(amountInWords(1_000_005)).toBe("Một triệu không trăm lẻ năm đồng");
    expect(amountInWords(0)).toBe("Không đồng");
  });

  it("refuses fractions and negatives", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
