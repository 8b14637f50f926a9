/**
 * SPEC.md's constants and field rules as the oracles state them: written here from SPEC sections 4, 5 and
 * 9, not imported from src/ or machines/ (tests/paths/oracles-read-spec.test.ts checks that), so a change to
 * the product's constants, validators or formats is a difference the path tests see.
 */

/** SPEC 5 "Age (from ID)" and SPEC 9 "Age": the lead flow accepts 18 to 60 inclusive. */
export const SPEC_AGE = { min: 18, max: 60 } as const;

/** SPEC 4 "OTP (lead form)", "Password reset" and SPEC 9 "OTP". */
export const SPEC_OTP = {
  digits: 6,
  ttlSeconds: 300,
  /** The resend link shows once 5 s have passed: at 295 s or less. */
  resendVisibleAtOrBelow: 295,
  /** Up to 3 recent resends (the server's count is capped at it). */
  recentResendMax: 3,
  /** 1 timeout resend. */
  timeoutResendMax: 1,
  /** 3 wrong tries (the attempts-left counter starts at 3). */
  attempts: 3,
} as const;

/**
 * The machines' named delays and SPEC's durations, in milliseconds: score call 0.2 s after a step change,
 * loading screen 3 s, the OTP countdown by the second, tracking auto-save 30 s, inactivity cut-off 240 s,
 * the redirects after 0.5 s; the partner's approval is asked again after 3 s (decision 013).
 */
export const SPEC_DELAYS_MS: Readonly<Record<string, number>> = {
  SCORE_DEBOUNCE: 200,
  LOADING: 3_000,
  TICK: 1_000,
  AUTOSAVE: 30_000,
  IDLE_CUTOFF: 240_000,
  // Issue 33: the warning comes 30 s before SPEC's 240 s cut-off, the cut-off itself 30 s later.
  IDLE_WARN: 240_000 - 30_000,
  IDLE_LAST_CALL: 30_000,
  IDLE_REDIRECT: 500,
  PASSWORD_CHANGED_REDIRECT: 500,
  APPROVAL_POLL: 3_000,
};

/** SPEC 4 "Result by score" and SPEC 9 "Score": thresholds 44, 58, 79; initial 5. */
export const SPEC_SCORE = { initial: 5, secondPartner: 44, firstPartner: 58, veryGood: 79 } as const;

/** The countdown as the OTP screen writes it: minutes and seconds, two digits each (300 s is 05:00). */
export function specCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(Math.floor(whole / 60))}:${two(whole % 60)}`;
}

/** SPEC 5 "Phone": 10 digits starting 03, 05, 07, 08 or 09. */
export const specPhone = (value: string): boolean => /^0[35789][0-9]{8}$/.test(value);

/** SPEC 5 "E-mail": optional; a standard address (something@domain.tld), at most 254 characters. */
export const specEmail = (value: string): boolean =>
  value.length <= 254 && /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(value);

/** SPEC 5 "Full name": required; letters (Vietnamese diacritics included) and spaces only; at most 256. */
export const specFullName = (value: string): boolean =>
  value.trim() !== "" && [...value].length <= 256 && /^[\p{L}\p{M} ]+$/u.test(value);

/** The 63 province codes a national ID starts with (001 to 096, with gaps). */
const PROVINCES = new Set(
  (
    "001 002 004 006 008 010 011 012 014 015 017 019 020 022 024 025 026 027 030 031 033 034 035 036 037 038 040 " +
    "042 044 045 046 048 049 051 052 054 056 058 060 062 064 066 067 068 070 072 074 075 077 079 080 082 083 084 " +
    "086 087 089 091 092 093 094 095 096"
  ).split(" "),
);

/** SPEC 5 "National ID": 12 digits, a province code, a 4th digit of 0 to 3. */
export const specNationalId = (value: string): boolean =>
  /^[0-9]{12}$/.test(value) && PROVINCES.has(value.slice(0, 3)) && Number(value[3]) <= 3;

/** The age the lead flow computes: current year minus the birth year (4th digit 0-1: 1900s, 2-3: 2000s). */
export function specAge(nationalId: string, currentYear: number): number {
  const century = Number(nationalId[3]) >= 2 ? 2000 : 1900;
  return currentYear - (century + Number(nationalId.slice(4, 6)));
}

/** SPEC 5 "Age (from ID)": 18 to 60 inclusive, else the not_valid_age popup. */
export const specAgeAccepted = (nationalId: string, currentYear: number): boolean => {
  const age = specAge(nationalId, currentYear);
  return age >= SPEC_AGE.min && age <= SPEC_AGE.max;
};
