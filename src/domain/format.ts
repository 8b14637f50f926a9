/** Groups a digit string by thousands with dots: '10000000' -> '10.000.000'. */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/**
 * Thousands with dots, for display and for money inputs: 10000000 or '10000000' -> '10.000.000'.
 * A string keeps only its digits (so typing into a formatted input works); no digits gives ''.
 * Numbers are truncated to whole VND.
 */
export function formatThousands(value: number | string): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return "";
    const whole = Math.trunc(value);
    const sign = whole < 0 ? "-" : "";
    return sign + groupDigits(String(Math.abs(whole)));
  }
  const digits = value.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  return groupDigits(digits);
}

/** Money as shown on the site: 10000000 -> '10.000.000 VND'. */
export function formatMoney(amount: number): string {
  return `${formatThousands(amount)} VND`;
}

/** The number behind a formatted input: '10.000.000' -> 10000000; null when there is no digit. */
export function parseThousands(text: string): number | null {
  const digits = text.replace(/\D/g, "");
  return digits === "" ? null : Number(digits);
}

/** Middle digits masked, first and last three visible: '0912345678' -> '091****678'. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return phone;
  return `${phone.slice(0, 3)}${"*".repeat(phone.length - 6)}${phone.slice(-3)}`;
}

/** Only the last two digits visible (password reset): '0912345678' -> '********78'. */
export function maskPhoneLastTwo(phone: string): string {
  if (phone.length <= 2) return phone;
  return `${"*".repeat(phone.length - 2)}${phone.slice(-2)}`;
}

/** A countdown as mm:ss: 300 -> '05:00', 59 -> '00:59'; negatives show '00:00'. */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${String(minutes).padStart(2, "0")}:${String(rest).padStart(2, "0")}`;
}

/**
 * A percentage as Vietnamese writes it, at most two decimals, comma decimal and dot thousands:
 * 26.8242 -> '26,82', 20 -> '20', 1234.5 -> '1.234,5'. Written out rather than with
 * Intl.NumberFormat: building the first Intl formatter loads the locale's data, which cost the
 * home page about 50 ms of its first main-thread task on a mid-range phone (issue 16).
 */
export function formatPercent(percent: number): string {
  if (!Number.isFinite(percent)) return "";
  const [whole, fraction] = roundedDecimal(Math.abs(percent), 2);
  const sign = percent < 0 && (whole !== "0" || fraction !== "") ? "-" : "";
  return `${sign}${groupDigits(whole)}${fraction ? `,${fraction}` : ""}`;
}

/**
 * A yearly interest rate or APR, the one way the site shows every rate (issue 33): always one
 * decimal, comma decimal, dot thousands: 26.8242 -> '26,8', 24 -> '24,0', 18.45 -> '18,5'.
 * The catalogue adds the unit ('{rate}%/năm').
 */
export function formatRate(percent: number): string {
  if (!Number.isFinite(percent)) return "";
  const [whole, fraction] = roundedDecimal(Math.abs(percent), 1);
  const sign = percent < 0 && (whole !== "0" || fraction !== "") ? "-" : "";
  return `${sign}${groupDigits(whole)},${fraction || "0"}`;
}

/**
 * A non-negative number rounded half up to `places` decimals, as its whole and fraction digits
 * (trailing zeros dropped), worked on the number's shortest decimal form ('0.015' for 0.015), as
 * Intl does, not on its binary value (0.01499…).
 */
function roundedDecimal(value: number, places: number): [string, string] {
  const text = String(value);
  if (text.includes("e")) {
    const fixed = value.toFixed(places).replace(/\.?0+$/, "");
    const [whole = "0", fraction = ""] = fixed.split(".");
    return [whole, fraction];
  }
  const [whole = "0", fraction = ""] = text.split(".");
  const kept = `${whole}${fraction.slice(0, places).padEnd(places, "0")}`;
  const roundUp = (fraction.charCodeAt(places) || 0) >= 53; // '5'
  const digits = roundUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, "0") : kept;
  const cut = digits.length - places;
  return [digits.slice(0, cut).replace(/^0+(?=\d)/, "") || "0", digits.slice(cut).replace(/0+$/, "")];
}
