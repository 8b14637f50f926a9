/**
 * Masks what identifies a person before it is shown or sent anywhere for inspection (the flow
 * viewer's event log, the Stately inspector): 10-digit phone numbers (0912345678 -> 09******78) and
 * 12-digit national IDs (001090000123 -> 00********23) keep their first two and last two digits.
 * A run of digits longer than 12 is left as it is (an amount, a timestamp); so are shorter ones.
 */
const PHONE = /(?<!\d)0\d{9}(?!\d)/g;
const NATIONAL_ID = /(?<!\d)\d{12}(?!\d)/g;

function maskDigits(digits: string): string {
  return `${digits.slice(0, 2)}${"*".repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/** The text with every phone number and national ID in it masked. */
export function maskText(text: string): string {
  return text.replace(NATIONAL_ID, maskDigits).replace(PHONE, maskDigits);
}

/** The deepest nesting copied; deeper values become "…". */
const MAX_DEPTH = 8;

/**
 * A plain, JSON-safe copy of any value with phone numbers and national IDs masked in every string
 * (and in numbers that read as one), at any depth. Functions are left out, a value met again inside
 * itself becomes "[circular]", and anything nested deeper than 8 levels "…".
 */
export function maskPersonalData(value: unknown): unknown {
  return copy(value, 0, new WeakSet());
}

function copy(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === "string") return maskText(value);
  if (typeof value === "number") {
    const text = String(value);
    return maskText(text) === text ? value : maskText(text);
  }
  if (typeof value === "bigint") return maskText(String(value));
  if (value === null || typeof value === "boolean") return value;
  if (typeof value !== "object") return undefined;
  if (seen.has(value)) return "[circular]";
  if (depth >= MAX_DEPTH) return "…";
  seen.add(value);
  try {
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) return value.map((item) => copy(item, depth + 1, seen) ?? null);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const copied = copy(item, depth + 1, seen);
      if (copied !== undefined) out[key] = copied;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}
