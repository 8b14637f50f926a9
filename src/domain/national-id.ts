import { AGE, FIELD_LENGTH } from "./constants";

/**
 * The first three digits of a national ID (CCCD): the birth province on the map of 63 provinces
 * before 1 July 2025. Kept only to read ID numbers; addresses use the 34 provinces of 2025
 * (docs/decisions/012-administrative-map-2025.md).
 */
// biome-ignore format: a reference table reads better in rows
export const PROVINCE_CODES = [
  "001", "002", "004", "006", "008", "010", "011", "012", "014", "015", "017", "019", "020", "022", "024", "025",
  "026", "027", "030", "031", "033", "034", "035", "036", "037", "038", "040", "042", "044", "045", "046", "048",
  "049", "051", "052", "054", "056", "058", "060", "062", "064", "066", "067", "068", "070", "072", "074", "075",
  "077", "079", "080", "082", "083", "084", "086", "087", "089", "091", "092", "093", "094", "095", "096",
] as const;

export type ProvinceCode = (typeof PROVINCE_CODES)[number];
export type Gender = "Nam" | "Nữ";

const provinceCodes: ReadonlySet<string> = new Set(PROVINCE_CODES);
const TWELVE_DIGITS = new RegExp(`^\\d{${FIELD_LENGTH.nationalId}}$`);
const LEADING_FOUR_DIGITS = /^\d{4}/;

export function isProvinceCode(s: string): s is ProvinceCode {
  return provinceCodes.has(s);
}

/** 12 digits, a known province code, and a 4th digit (gender and century) of 0 to 3. */
export function isValidNationalId(s: string): boolean {
  if (!TWELVE_DIGITS.test(s)) return false;
  const centuryDigit = Number(s[3]);
  return isProvinceCode(s.slice(0, 3)) && centuryDigit <= 3;
}

/** 'Nam' when the 4th digit is 0 or 2, otherwise 'Nữ'; null when the ID has no 4 leading digits. */
export function genderFromNationalId(id: string): Gender | null {
  if (!LEADING_FOUR_DIGITS.test(id)) return null;
  const digit = Number(id[3]);
  return digit === 0 || digit === 2 ? "Nam" : "Nữ";
}

/** Digits 5-6 are the birth year's last two digits; the 4th digit above 1 means the 2000s, otherwise the 1900s. */
export function birthYearFromNationalId(id: string): number | null {
  if (!/^\d{6}/.test(id)) return null;
  const century = Number(id[3]) > 1 ? 2000 : 1900;
  return century + Number(id.slice(4, 6));
}

/** Current year minus birth year, as the lead flow computes it. */
export function ageFromNationalId(id: string, currentYear: number): number | null {
  const birthYear = birthYearFromNationalId(id);
  return birthYear === null ? null : currentYear - birthYear;
}

/** The age rule applied in the lead flow: 18 to 60 inclusive. */
export function isEligibleAge(age: number): boolean {
  return Number.isInteger(age) && age >= AGE.min && age <= AGE.max;
}

/** The alternate age rule: 20 to 57 inclusive. */
export function isEligibleAgeAlt(age: number): boolean {
  return Number.isInteger(age) && age >= AGE.altMin && age <= AGE.altMax;
}

/** The alternate year-of-birth rule ('Năm sinh không hợp lệ' when false): age 20 to 57 in the given year. */
export function isValidBirthYearAlt(birthYear: number, currentYear: number): boolean {
  return isEligibleAgeAlt(currentYear - birthYear);
}
