import type { ProductSummary, TicketDetails } from "../../src/domain/loan-ticket-details";
import { specEmail, specPhone } from "./spec";

/**
 * The details step's rules as SPEC.md section 5 ("Loan-ticket messages") states them, for the loan-ticket
 * oracle: stated here rather than read from src/domain (tests/paths/oracles-read-spec.test.ts).
 */

/** The details form as the wizard opens it: nothing typed, payment by bank account. */
export const SPEC_EMPTY_DETAILS: TicketDetails = {
  amount: "",
  term: "",
  loanPurpose: "",
  debitMethod: "",
  totalCapital: "",
  payBackDay: "",
  paymentType: "bank",
  bankId: "",
  branchId: "",
  accountNumber: "",
  accountHolder: "",
  postOfficeName: "",
  postHolder: "",
  provinceCode: "",
  districtCode: "",
  wardCode: "",
  address: "",
  refRelationship: "",
  refName: "",
  refPhone: "",
  refEmail: "",
};

const filled = (value: string) => value.trim() !== "";
const digitsUpTo = (value: string, max: number) =>
  /^[0-9]+$/.test(value) && value.replace(/^0+(?=\d)/, "").length <= max;
const lettersUpTo = (value: string, max: number) =>
  filled(value) && [...value].length <= max && /^[\p{L}\p{M} ]+$/u.test(value);
const upTo = (value: string, max: number) => filled(value) && [...value].length <= max;

/** The amount is one the product offers (its range and step); the term one of its terms. */
function amountFits(details: TicketDetails, product: ProductSummary | null): boolean {
  if (!/^[0-9]{1,12}$/.test(details.amount)) return false;
  if (product === null) return true;
  const amount = Number(details.amount);
  return (
    amount >= product.minAmount &&
    amount <= product.maxAmount &&
    (amount - product.minAmount) % product.amountStep === 0
  );
}
const termFits = (details: TicketDetails, product: ProductSummary | null) =>
  /^[0-9]{1,3}$/.test(details.term) && (product === null || product.terms.includes(Number(details.term)));

/**
 * Every field valid: total capital at most 12 digits and at least the loan amount; pay-back day 1 to 31;
 * account number digits, at most 15; holder at most 35; post office name at most 100; post holder at most
 * 35; address at most 200; province, ward, bank and branch chosen; the reference's phone a mobile number
 * and its e-mail empty or an address.
 */
export function specDetailsValid(details: TicketDetails, product: ProductSummary | null): boolean {
  const bank = details.paymentType !== "postOffice";
  const amount = amountFits(details, product);
  const day = Number(details.payBackDay);
  return (
    amount &&
    termFits(details, product) &&
    filled(details.loanPurpose) &&
    filled(details.debitMethod) &&
    digitsUpTo(details.totalCapital, 12) &&
    Number(details.totalCapital) >= Number(details.amount) &&
    /^[0-9]+$/.test(details.payBackDay) &&
    day >= 1 &&
    day <= 31 &&
    filled(details.paymentType) &&
    (bank
      ? filled(details.bankId) &&
        filled(details.branchId) &&
        digitsUpTo(details.accountNumber, 15) &&
        lettersUpTo(details.accountHolder, 35)
      : upTo(details.postOfficeName, 100) && upTo(details.postHolder, 35)) &&
    filled(details.provinceCode) &&
    filled(details.wardCode) &&
    upTo(details.address, 200) &&
    filled(details.refRelationship) &&
    filled(details.refName) &&
    specPhone(details.refPhone) &&
    (details.refEmail === "" || specEmail(details.refEmail))
  );
}

/** Changing a parent list clears what depended on it (bank: branch; province: district and ward). */
export function withSpecDetail(details: TicketDetails, field: keyof TicketDetails, value: string): TicketDetails {
  const next = { ...details, [field]: value };
  if (field === "bankId" && value !== details.bankId) next.branchId = "";
  if (field === "provinceCode" && value !== details.provinceCode)
    Object.assign(next, { districtCode: "", wardCode: "" });
  if (field === "districtCode" && value !== details.districtCode) next.wardCode = "";
  return next;
}
