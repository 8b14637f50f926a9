import type { AnyEventObject } from "xstate";
import { CARDS, EMAIL, FUNNEL_INPUT, NAME, NATIONAL_ID, PARTNERS, PHONE, TICKET } from "../machines/lead-funnel-model";
import { after, type RulePath } from "./rule-paths";

/**
 * The lead funnel's paths by SPEC rule: SPEC 5's field rules on steps 2 and 4 (each field's valid and
 * invalid classes, phone prefixes, ID province and century digit, the age boundaries 17/18/60/61).
 * Every path starts on step 1 with the current year 2026 and types its inputs itself.
 */
const START = "step 1, current year 2026 (no answers yet)";
const done = (id: string, output: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });

interface Contact {
  phone?: string;
  email?: string;
  agreed?: boolean;
  captcha?: boolean;
}
/** Step 2 filled in (valid unless told) and submitted. */
const contact = ({ phone = PHONE, email = EMAIL, agreed = true, captcha = true }: Contact = {}): AnyEventObject[] => [
  { type: "phone.change", value: phone },
  { type: "email.change", value: email },
  ...(agreed ? [{ type: "agree.change", checked: true }] : []),
  ...(captcha ? [{ type: "captcha.verify", payload: "fake-captcha-payload" }] : []),
  { type: "contact.submitted" },
];
/** Steps 1 to 3 passed: the phone check, the OTP request and the code all answer yes. */
const toStep4: AnyEventObject[] = [
  { type: "amount.confirmed" },
  ...contact(),
  done("checkPhone", { kind: "ok" }),
  done("requestOtp", { kind: "ok", ticketCode: TICKET.ticketCode, transactionId: "tx-1", resendsLeft: 3 }),
  done("otp", { status: "verified", data: TICKET }),
];
/** Step 4 filled in and submitted. */
const identity = (nationalId: string, name = NAME): AnyEventObject[] => [
  { type: "name.change", value: name },
  { type: "nationalId.change", value: nationalId },
  { type: "identity.submitted" },
];

const step2 = (rule: string, inputs: string, events: AnyEventObject[]): RulePath => ({
  rule: `SPEC 5 ${rule}`,
  start: `${START}; step 2 typed: ${inputs}`,
  input: FUNNEL_INPUT,
  events: [{ type: "amount.confirmed" }, ...events],
});
const step4 = (rule: string, inputs: string, nationalId: string, name = NAME): RulePath => ({
  rule: `SPEC 5 ${rule}`,
  start: `${START}; steps 2-3 passed with ${PHONE}; step 4 typed: ${inputs}`,
  input: FUNNEL_INPUT,
  events: [...toStep4, ...identity(nationalId, name)],
});

const scored = (totalScore: number) => ({ kind: "ok", totalScore, creditCardLimit: 10_000_000 });
/** Steps 4 to 8 answered (each choice's score update 0.2 s later), the final score, the 3 s loading screen. */
const toResult = (finalScore: number): AnyEventObject[] => [
  ...toStep4,
  ...identity(NATIONAL_ID),
  done("checkIdentity", { kind: "ok" }),
  done("scoreIdentity", { ...scored(25), userName: PHONE, password: "tam-thoi-1" }),
  ...(["income", "housing", "marital"] as const).flatMap((step, i) => [
    { type: `${step}.choose`, value: ["10 - 13 triệu", "Nhà riêng", "Đã kết hôn"][i] },
    ...after("SCORE_DEBOUNCE"),
    done("scoreUpdate", scored(30 + 5 * i)),
  ]),
  { type: "dependents.choose", value: "Không có" },
  done("scoreFinal", { ...scored(finalScore), userName: PHONE, password: "tam-thoi-1" }),
  done("saveLead", { kind: "ok" }),
  done("partners", PARTNERS),
  done("resultCards", CARDS),
  ...after("LOADING"),
];
const result = (rule: string, score: number): RulePath => ({
  rule: `SPEC 4 Result by score: ${rule}`,
  start: `${START}; steps 2-8 answered validly (ID ${NATIONAL_ID}), the final score call answers ${score}`,
  input: FUNNEL_INPUT,
  events: toResult(score),
});

const VALID_PREFIXES = ["03", "05", "07", "08", "09"];

export const FUNNEL_RULES: RulePath[] = [
  ...VALID_PREFIXES.map((prefix) =>
    step2(`Phone: a number starting ${prefix} is valid, the check runs`, `phone ${prefix}12345678`, [
      ...contact({ phone: `${prefix}12345678` }),
    ]),
  ),
  step2(
    "Phone: prefixes 01, 02, 04, 06 and 9 digits are invalid, Next does nothing",
    "phones 0112345678, 0212345678, 0412345678, 0612345678, 091234567, each submitted",
    ["0112345678", "0212345678", "0412345678", "0612345678", "091234567"].flatMap((phone) => contact({ phone })),
  ),
  step2(
    "Phone: digits only, cut to 10 ('091-234-5678 99' is 0912345678)",
    "phone '091-234-5678 99'",
    contact({ phone: "091-234-5678 99" }),
  ),
  step2("Phone: required, an empty phone is refused", "no phone", contact({ phone: "" })),
  step2("E-mail: optional, none is valid", "no e-mail", contact({ email: "" })),
  step2("E-mail: an address without a domain dot is invalid", "e-mail 'an@example'", contact({ email: "an@example" })),
  step2("Consent: an unticked box is refused", "consent not ticked", contact({ agreed: false })),
  step2("Bot check: required, refused without it", "no bot check", contact({ captcha: false })),
  step4("Age: 17 is refused with the not_valid_age popup (born 2009)", "ID 001209000123", "001209000123"),
  step4("Age: 18 is accepted, the ID check runs (born 2008)", "ID 001208000123", "001208000123"),
  step4("Age: 60 is accepted, the ID check runs (born 1966)", "ID 001066000123", "001066000123"),
  step4("Age: 61 is refused with the not_valid_age popup (born 1965)", "ID 001065000123", "001065000123"),
  step4("National ID: 11 digits are invalid, Next does nothing", "ID 00109000012", "00109000012"),
  step4("National ID: province 003 is not a province code, invalid", "ID 003090000123", "003090000123"),
  step4("National ID: a 4th digit of 4 is invalid", "ID 001490000123", "001490000123"),
  step4("National ID: digits only, letters dropped ('0010900001ab23')", "ID '0010900001ab23'", "0010900001ab23"),
  step4(
    "Full name: a digit is not a letter, invalid",
    `name 'Nguyen Van 1', ID ${NATIONAL_ID}`,
    NATIONAL_ID,
    "Nguyen Van 1",
  ),
  step4("Full name: required, blank is refused", `name '  ', ID ${NATIONAL_ID}`, NATIONAL_ID, "  "),
  result("79 is the first partner, with the very-good line", 79),
  result("78 is the first partner, without the very-good line", 78),
  result("58 is the first partner", 58),
  result("57 is the second partner", 57),
  result("44 is the second partner", 44),
  result("43 is the regret message", 43),
];
