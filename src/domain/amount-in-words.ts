import { doReadNumber, ReadingConfig } from "read-vietnamese-number";

const config = new ReadingConfig();
config.unit = ["đồng"];

/**
 * A whole VND amount in Vietnamese words, as a contract writes it, first letter capitalised:
 * 20000000 -> 'Hai mươi triệu đồng'. Throws RangeError for anything but a non-negative whole number.
 */
export function amountInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError("amount must be a whole VND");
  const words = doReadNumber(String(amount), config);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
