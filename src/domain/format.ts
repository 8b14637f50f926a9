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
