import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import { leadFunnelMachine } from "../../machines/lead-funnel/machine";
import type {
  CheckResult,
  FindApplyProductInput,
  FunnelCard,
  IdentityCheckInput,
  LeadDraft,
  LeadForm,
  LeadFunnelContext,
  LeadFunnelInput,
  LoadCardsInput,
  Partner,
  PhoneCheckInput,
  RequestOtpInput,
  RequestOtpResult,
  SaveLeadResult,
  ScoreInput,
  ScoreResult,
  SetPasswordInput,
  SetPasswordResult,
} from "../../machines/lead-funnel/types";
import { INTERNAL_EVENTS } from "../../machines/lead-funnel/types";
import type { otpMachine } from "../../machines/otp/machine";
import type { OtpInput, OtpOutput } from "../../machines/otp/types";
import { createDeferredActors, type DeferredActors, ownEvents } from "../support/machine-paths";

/**
 * The lead funnel's model for path tests (tests/machines/lead-funnel.test.ts drives the machine along the
 * paths, tests/components/lead-funnel-paths.test.tsx drives the views): fake actors whose answers the
 * test settles, the answers tried for each call, and an event strategy that keeps the graph small while
 * every transition is still taken.
 */

export const FUNNEL_INPUT: LeadFunnelInput = {
  currentYear: 2026,
  attribution: { clickId: "click-1", utmSource: "google" },
  sourceUrl: "https://example.vn/",
};

/** SPEC 3: the lead form as a visitor finds it (amount 10,000,000, month 6, nothing else answered). */
export const SPEC_EMPTY_FORM: LeadForm = {
  amount: 10_000_000,
  month: 6,
  phone: "",
  email: "",
  agreeChecked: false,
  captchaResponse: "",
  name: "",
  nationalId: "",
  income: null,
  houseOwnership: null,
  maritalStatus: null,
  dependents: null,
  password: "",
  confirmPassword: "",
};

export const PHONE = "0912345678";
export const EMAIL = "an@example.com";
export const NAME = "Nguyễn Văn An";
/** Born 1990 (age 36 in 2026), male. */
export const NATIONAL_ID = "001090000123";
/** Born 2010: 16 in 2026, too young. */
export const YOUNG_ID = "001210000123";
export const PASSWORD = "matkhau1";
export const TICKET = { ticketCode: "LOAN-1", ticketToken: "token-1" };

export const PARTNERS: Partner[] = [
  { name: "FE Credit", minScore: 58, maxAmount: 50_000_000 },
  { name: "Home Credit", minScore: 44, maxAmount: 50_000_000 },
];
export const CARDS: FunnelCard[] = [1, 2, 3].map((id) => ({
  id,
  name: `Thẻ số ${id}`,
  image: `/api/v1/downloadFileLaaS/card-${id}.png`,
  maxAmount: id * 50_000_000,
  affiliateLink: `https://issuer.example/${id}`,
}));

/** The fake scorecard: 5 plus 20 per answered question; a limit once anything is answered. */
export function fakeScore(input: ScoreInput): ScoreResult {
  const answered = Object.values(input.answers).filter((value) => value !== null).length;
  const result = { kind: "ok" as const, totalScore: 5 + 20 * answered, creditCardLimit: answered > 0 ? 10_000_000 : 0 };
  return input.step === 4 ? { ...result, userName: PHONE, password: "tam-thoi-1" } : result;
}

export function createFunnelFakes() {
  const fakes = createDeferredActors();
  const machine = leadFunnelMachine.provide({
    actors: {
      checkPhone: fakes.actor<CheckResult, PhoneCheckInput>(),
      requestOtp: fakes.actor<RequestOtpResult, RequestOtpInput>(),
      checkIdentity: fakes.actor<CheckResult, IdentityCheckInput>(),
      scoreLead: fakes.actor<ScoreResult, ScoreInput>(),
      saveLead: fakes.actor<SaveLeadResult, LeadDraft>(),
      loadPartners: fakes.actor<Partner[], undefined>(),
      loadCards: fakes.actor<FunnelCard[], LoadCardsInput>(),
      setPassword: fakes.actor<SetPasswordResult, SetPasswordInput>(),
      findApplyProduct: fakes.actor<number | null, FindApplyProductInput>(),
      // The OTP step is a child machine; its own paths are tested in otp.test.ts: here it only answers.
      otp: fakes.actor<OtpOutput, OtpInput>() as unknown as typeof otpMachine,
    },
    // The app's effects (tracking, navigation) are observed by the behaviour tests; here they do nothing.
    actions: { track: () => {}, goHome: () => {}, goToLogin: () => {} },
  });
  return { fakes, machine };
}
export type FunnelFakes = DeferredActors;

const failed = { kind: "failed", message: "Hệ thống đang bận, vui lòng thử lại." } as const;
const network = new Error("Không thể kết nối đến máy chủ.");
const done = (id: string, outputs: unknown[]) => outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const error = (id: string) => [{ type: `xstate.error.actor.${id}`, error: network }];

function answersFor(context: LeadFunnelContext): Record<string, AnyEventObject[]> {
  const score = fakeScore({
    ticketCode: "",
    ticketToken: "",
    step: 1,
    name: "",
    identityNo: "",
    answers: {
      income: context.form.income,
      housing: context.form.houseOwnership,
      marital: context.form.maritalStatus,
      dependents: context.form.dependents,
    },
  });
  const blacklisted = { kind: "blacklisted", message: "Số điện thoại của bạn chưa đủ điều kiện đăng ký." };
  return {
    "xstate.done.actor.checkPhone": done("checkPhone", [{ kind: "ok" }, blacklisted, failed]),
    "xstate.done.actor.requestOtp": done("requestOtp", [
      { kind: "ok", ticketCode: TICKET.ticketCode, transactionId: "tx-1", resendsLeft: 3 },
      { kind: "limit", message: "Bạn đã yêu cầu mã OTP quá nhiều lần. Vui lòng thử lại sau." },
      failed,
    ]),
    "xstate.done.actor.otp": done("otp", [
      { status: "verified", data: TICKET },
      { status: "abandoned", destination: "home" },
    ]),
    "xstate.done.actor.checkIdentity": done("checkIdentity", [{ kind: "ok" }, blacklisted, failed]),
    "xstate.done.actor.scoreIdentity": done("scoreIdentity", [score, failed]),
    "xstate.done.actor.scoreUpdate": done("scoreUpdate", [score, failed]),
    "xstate.done.actor.scoreFinal": done("scoreFinal", [
      { ...score, totalScore: 85, userName: PHONE, password: "tam-thoi-1" },
      failed,
    ]),
    "xstate.done.actor.saveLead": done("saveLead", [{ kind: "ok" }, failed]),
    "xstate.done.actor.partners": done("partners", [PARTNERS]),
    "xstate.done.actor.resultCards": done("resultCards", [CARDS]),
    "xstate.done.actor.blacklistCards": done("blacklistCards", [CARDS]),
    "xstate.done.actor.setPassword": done("setPassword", [{ kind: "ok" }, failed]),
    "xstate.done.actor.applyProduct": done("applyProduct", [7]),
    ...Object.fromEntries(
      [
        "checkPhone",
        "requestOtp",
        "otp",
        "checkIdentity",
        "scoreIdentity",
        "scoreUpdate",
        "scoreFinal",
        "saveLead",
        "partners",
        "resultCards",
        "blacklistCards",
        "setPassword",
        "applyProduct",
      ].map((id) => [`xstate.error.actor.${id}`, error(id)]),
    ),
  };
}

/** What a visitor types, in order: only the first missing field is offered, so the graph stays a line. */
function typing(context: LeadFunnelContext): Record<string, AnyEventObject[]> {
  const { form } = context;
  const step2 = [
    form.phone === "" && { type: "phone.change", value: PHONE },
    form.email === "" && { type: "email.change", value: EMAIL },
    !form.agreeChecked && { type: "agree.change", checked: true },
    form.captchaResponse === "" && { type: "captcha.verify", payload: "fake-captcha-payload" },
  ].filter((event) => event !== false);
  const step4 = [
    form.name === "" && { type: "name.change", value: NAME },
    form.nationalId === "" && [
      { type: "nationalId.change", value: NATIONAL_ID },
      { type: "nationalId.change", value: YOUNG_ID },
    ],
    form.nationalId === YOUNG_ID && { type: "nationalId.change", value: NATIONAL_ID },
  ].filter((event) => event !== false);
  const first = (list: Array<AnyEventObject | AnyEventObject[]>) => [list[0] ?? []].flat();
  const offered = [...first(step2), ...first(step4)];
  const only = (type: string) => offered.filter((event) => event.type === type);
  return {
    "amount.change": form.amount === 10_000_000 ? [{ type: "amount.change", value: 20_000_000 }] : [],
    "term.change": form.month === 6 ? [{ type: "term.change", value: 12 }] : [],
    "phone.change": only("phone.change"),
    "email.change": only("email.change"),
    "agree.change": only("agree.change"),
    "captcha.verify": only("captcha.verify"),
    "name.change": only("name.change"),
    "nationalId.change": only("nationalId.change"),
    "income.choose": [{ type: "income.choose", value: "10 - 13 triệu" }],
    "housing.choose": [{ type: "housing.choose", value: "Nhà riêng" }],
    "marital.choose": [{ type: "marital.choose", value: "Đã kết hôn" }],
    "dependents.choose": [{ type: "dependents.choose", value: "Không có" }],
    "password.change": form.password === "" ? [{ type: "password.change", value: PASSWORD }] : [],
    "passwordConfirm.change":
      form.password !== "" && form.confirmPassword === "" ? [{ type: "passwordConfirm.change", value: PASSWORD }] : [],
    "field.touch": [{ type: "field.touch", field: "phone" }],
  };
}

const isAnswer = (type: string) => type.startsWith("xstate.");
const inRegion = (snapshot: AnyMachineSnapshot, region: string, state: string) =>
  (snapshot.value as Record<string, unknown>)[region] === state;

/**
 * The events tried in a state. Calls answer before anyone acts; a score update settles before the next
 * choice; in the loading screen the save settles first, then the offers, then the 3 s; Reset and
 * field.touch are tried only on the blacklist screen (one transition each, anywhere).
 */
export function funnelEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const context = snapshot.context as LeadFunnelContext;
  const internal: readonly string[] = INTERNAL_EVENTS;
  const events = ownEvents(snapshot, { ...answersFor(context), ...typing(context) }).filter(
    (event) => !internal.includes(event.type),
  );
  if (inRegion(snapshot, "score", "failed")) return events.filter((event) => event.type === "scoreNotice.close");
  if (!inRegion(snapshot, "score", "idle")) return events.filter((event) => isAnswer(event.type));
  const flow = JSON.stringify((snapshot.value as Record<string, unknown>).flow);
  if (snapshot.hasTag("loading")) {
    const priority = ["scoreFinal", "saveLead", "popup.close", "partners", "resultCards", "after"];
    for (const key of priority) {
      const found = events.filter((event) => event.type.includes(key));
      if (found.length > 0) return found;
    }
    return events;
  }
  if (snapshot.hasTag("busy")) return events.filter((event) => isAnswer(event.type));
  const global = ["funnel.reset", "field.touch"];
  if (flow.includes("blacklist")) return events;
  if (flow.includes("result") && context.account === null) return [];
  return events.filter((event) => !global.includes(event.type));
}
