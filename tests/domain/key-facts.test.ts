import { describe, expect, it } from "vitest";
import { firstDueDate, keyFacts, vietnamDate } from "../../src/domain/key-facts";

describe("first due date: the pay-back day in the month after the contract", () => {
  it.each([
    ["2026-11-23", 5, "2026-12-05"],
    ["2026-11-23", 28, "2026-12-28"],
    ["2026-12-01", 15, "2027-01-15"],
    ["2027-01-10", 31, "2027-02-28"],
    ["2028-01-10", 30, "2028-02-29"],
    ["2026-03-31", 31, "2026-04-30"],
  ])("contract %s, day %i -> %s", (date, day, due) => {
    expect(firstDueDate(date, day)).toBe(due);
  });

  it("refuses a day outside 1-31 and a date that is not ISO", () => {
    expect(() => firstDueDate("2026-11-23", 0)).toThrow(RangeError);
    expect(() => firstDueDate("2026-11-23", 32)).toThrow(RangeError);
    expect(() => firstDueDate("23/11/2026", 5)).toThrow(RangeError);
  });
});

describe("Vietnam's calendar day (UTC+7)", () => {
  it("turns at midnight in Hanoi, 17:00 UTC", () => {
    expect(vietnamDate(new Date("2026-11-23T16:59:59Z"))).toBe("2026-11-23");
    expect(vietnamDate(new Date("2026-11-23T17:00:00Z"))).toBe("2026-11-24");
  });
});

describe("key facts", () => {
  it("gives no separate last payment when every instalment is equal, and the amount in words", () => {
    // 20,000,000 over 12 months at 24 %/year: 1,891,192 every month (worked in tests/components/loan-ticket-key-facts).
    const facts = keyFacts({
      lenderLegalName: "Công ty Tài chính Mẫu",
      amount: 20_000_000,
      termMonths: 12,
      pricing: { yearlyRatePercent: 24, upfrontFee: { kind: "amount", vnd: 0 }, monthlyFeeVnd: 0 },
      contractDate: "2026-11-23",
      payBackDay: 5,
    });
    expect(facts).toMatchObject({
      amountWords: "Hai mươi triệu đồng",
      monthlyPayment: 1_891_192,
      lastPayment: null,
      totalFees: 0,
      totalInterest: 2_694_304,
      totalPayable: 22_694_304,
      firstDueDate: "2026-12-05",
    });
    // Without fees the APR is the nominal 2 % a month compounded: 1.02^12 − 1 = 26.82 %.
    expect(facts.aprPercent).toBeCloseTo(26.824, 2);
  });
});
