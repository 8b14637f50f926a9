/**
 * Finds the loan-limit claims in a text: ranges of money ("từ 5.000.000 VND đến 100.000.000 VND",
 * "5 - 100 triệu", "1 - 30 triệu") and of months ("từ 6 đến 36 tháng", "6 - 36 tháng"). Money in VND.
 */
const MONEY_RANGE =
  /(\d{1,3}(?:\.\d{3})+|\d+)\s*(VND|đồng|triệu)?\s*(?:-|–|đến)\s*(\d{1,3}(?:\.\d{3})+|\d+)\s*(VND|đồng|triệu)/g;
const TERM_RANGE = /(\d+)\s*(?:tháng\s*)?(?:-|–|đến)\s*(\d+)\s*tháng/g;

const toVnd = (digits: string, unit: string) => Number(digits.replace(/\./g, "")) * (unit === "triệu" ? 1_000_000 : 1);

export function moneyRanges(text: string): Array<{ text: string; low: number; high: number }> {
  return [...text.matchAll(MONEY_RANGE)].map((match) => {
    const unit = match[4] ?? "";
    return { text: match[0], low: toVnd(match[1] ?? "", match[2] ?? unit), high: toVnd(match[3] ?? "", unit) };
  });
}

export function termRanges(text: string): Array<{ text: string; low: number; high: number }> {
  return [...text.matchAll(TERM_RANGE)].map((match) => ({
    text: match[0],
    low: Number(match[1]),
    high: Number(match[2]),
  }));
}
