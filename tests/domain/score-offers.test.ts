import { describe, expect, it } from "vitest";
import { qualifyingOffer } from "../../src/domain/score-offers";

// Decision 004's two sample partners: 58 and 44, each up to 50,000,000 VND.
const PARTNERS = [
  { name: "Công ty Tài chính An Phát", minScore: 58, maxAmount: 50_000_000 },
  { name: "Công ty Tài chính Bình Minh", minScore: 44, maxAmount: 50_000_000 },
];
const PRODUCTS = [
  {
    partnerName: "Công ty Tài chính An Phát",
    minAmount: 5_000_000,
    maxAmount: 50_000_000,
    amountStep: 5_000_000,
    terms: [6, 12, 24],
  },
];

describe("what a score qualifies for", () => {
  it("below every partner's minimum nothing qualifies, whatever the amount or term", () => {
    for (const asked of [
      { amount: 5_000_000, month: 36 },
      { amount: 100_000_000, month: 6 },
    ]) {
      expect(qualifyingOffer(26, PARTNERS, PRODUCTS, asked)).toEqual({ kind: "none", threshold: 44, missing: 18 });
    }
  });

  it("within the partner's ceiling the loan qualifies as asked", () => {
    expect(qualifyingOffer(60, PARTNERS, PRODUCTS, { amount: 50_000_000, month: 12 })).toEqual({
      kind: "asked",
      partner: "Công ty Tài chính An Phát",
    });
  });

  it("above the ceiling it offers the ceiling, for the term asked or the nearest the partner offers", () => {
    expect(qualifyingOffer(60, PARTNERS, PRODUCTS, { amount: 80_000_000, month: 12 })).toEqual({
      kind: "smaller",
      partner: "Công ty Tài chính An Phát",
      amount: 50_000_000,
      month: 12,
    });
    expect(qualifyingOffer(60, PARTNERS, PRODUCTS, { amount: 80_000_000, month: 36 })).toMatchObject({ month: 24 });
  });

  it("a partner with a lower ceiling caps what its products allow", () => {
    const partners = [{ name: "Công ty Tài chính An Phát", minScore: 30, maxAmount: 20_000_000 }];
    expect(qualifyingOffer(35, partners, PRODUCTS, { amount: 30_000_000, month: 6 })).toEqual({
      kind: "smaller",
      partner: "Công ty Tài chính An Phát",
      amount: 20_000_000,
      month: 6,
    });
  });
});
