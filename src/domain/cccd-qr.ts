import { GENDER_OPTIONS } from "./options";

/**
 * The QR code of a chip CCCD (citizen ID card): fields separated by '|', by position: ID number,
 * old ID (may be empty: '||'), full name, date of birth, gender, address, issue date. Dates come
 * as ddmmyyyy on real cards and dd/mm/yyyy on some; both parse to dd/mm/yyyy.
 */
export interface CccdQrFields {
  idNumber: string;
  oldIdNumber: string;
  fullName: string;
  dateOfBirth: string;
  gender: "Nam" | "Nữ";
  address: string;
  issueDate: string;
}

const FIELD_COUNT = 7;

function qrDate(raw: string): string | null {
  const match = /^(\d{2})\/?(\d{2})\/?(\d{4})$/.exec(raw.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[1]}/${match[2]}/${match[3]}`;
}

/** The fields of a CCCD QR text, or null when the text is not one (another document, a URL, ...). */
export function parseCccdQr(text: string): CccdQrFields | null {
  const parts = text.normalize("NFC").split("|");
  // Some cards add fields after the seventh; the first seven are always these.
  if (parts.length < FIELD_COUNT) return null;
  const [idNumber = "", oldIdNumber = "", fullName = "", birth = "", gender = "", address = "", issue = ""] = parts.map(
    (part) => part.trim(),
  );
  if (!/^\d{12}$/.test(idNumber)) return null;
  if (!/^(\d{9})?$/.test(oldIdNumber)) return null;
  if (fullName === "" || address === "") return null;
  if (!(GENDER_OPTIONS as readonly string[]).includes(gender)) return null;
  const dateOfBirth = qrDate(birth);
  const issueDate = qrDate(issue);
  if (!dateOfBirth || !issueDate) return null;
  return { idNumber, oldIdNumber, fullName, dateOfBirth, gender: gender as "Nam" | "Nữ", address, issueDate };
}
