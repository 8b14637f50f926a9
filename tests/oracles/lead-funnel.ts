import type { AnyEventObject } from "xstate";
import { SPEC_SCORE, specAgeAccepted, specEmail, specFullName, specNationalId, specPhone } from "./spec";

/**
 * What the home lead form must show, written from SPEC.md (section 2 "Home lead form", section 4 "Lead
 * form", section 7 "Lead funnel"), not from the machine: the visitor's situation (`FunnelExpected`),
 * moved on by each event (`nextFunnel`), and what the screen shows in it (`funnelShows`): the step,
 * Back and 'Tiếp tục', the popups, and the calls made so far. Checked at every step of every catalogue
 * path on the machine (tests/paths/machine-paths.test.ts) and through the real views
 * (tests/components/lead-funnel-paths.test.tsx).
 */

export type FunnelStep =
  | "amount"
  | "contact"
  | "otp"
  | "identity"
  | "income"
  | "housing"
  | "marital"
  | "dependents"
  | "loading"
  | "result"
  | "blacklisted";

export interface FunnelExpected {
  screen: FunnelStep;
  /** The 'Thông báo' popup of the flow: closing it stays, or goes home (203 on the OTP request). */
  popup: null | "stays" | "goes home" | "retries the save";
  /** The failed score call's popup. */
  scorePopup: boolean;
  /** A call of the flow is in flight ('Tiếp tục' busy, Back hidden). */
  busy: boolean;
  /** A score update is waiting for its 0.2 s. */
  scoreWaiting: boolean;
  /** What the visitor typed on steps 2 and 4, as the inputs keep it (SPEC 5: digits only, capped). */
  form: FunnelForm;
  nationalId: string;
  /** totalScore as the last score answer set it (5 at the start, after a failed score, back to step 4). */
  score: number;
  loading: { elapsed: boolean; saved: boolean; offers: boolean };
  /** The calls made so far, by name (`checkPhone`, `saveLead` ...). */
  calls: string[];
}

export interface FunnelForm {
  phone: string;
  email: string;
  agreed: boolean;
  captcha: boolean;
  name: string;
}
const EMPTY_FORM: FunnelForm = { phone: "", email: "", agreed: false, captcha: false, name: "" };

/** SPEC 5: step 2's Next works only when the phone is valid, the e-mail empty or valid, consent and bot check done. */
const contactValid = ({ phone, email, agreed, captcha }: FunnelForm) =>
  specPhone(phone) && (email === "" || specEmail(email)) && agreed && captcha;

/** SPEC 5 input limits: phone digits only, at most 10; ID digits only, at most 12; name 50; e-mail 40. */
const digits = (value: unknown, max: number) =>
  String(value)
    .replace(/[^0-9]/g, "")
    .slice(0, max);
const capped = (value: unknown, max: number) => [...String(value)].slice(0, max).join("");

export const startFunnel = (): FunnelExpected => ({
  screen: "amount",
  popup: null,
  scorePopup: false,
  busy: false,
  scoreWaiting: false,
  form: EMPTY_FORM,
  nationalId: "",
  score: SPEC_SCORE.initial,
  loading: { elapsed: false, saved: false, offers: false },
  calls: [],
});

/** Back goes one step down (SPEC: shown on steps 2-3 and 5-8). */
const BACK: Partial<Record<FunnelStep, FunnelStep>> = {
  contact: "amount",
  otp: "contact",
  income: "identity",
  housing: "income",
  marital: "housing",
  dependents: "marital",
};
/** Picking an option on steps 5-7 advances and asks for a score update; step 8 opens the loading screen. */
const CHOICES: Record<string, [FunnelStep, FunnelStep]> = {
  "income.choose": ["income", "housing"],
  "housing.choose": ["housing", "marital"],
  "marital.choose": ["marital", "dependents"],
  "dependents.choose": ["dependents", "loading"],
};

/**
 * SPEC 2/7: the age is the current year minus the birth year of the ID (digits 5-6; a 4th digit above 1
 * means the 2000s), and must be 18 to 60 inclusive. Stated here, not read from the app's rule.
 */
export function ageOutsideSpec(nationalId: string, currentYear: number): boolean {
  return specNationalId(nationalId) && !specAgeAccepted(nationalId, currentYear);
}

const kindOf = (event: AnyEventObject) => {
  const output = event.output as { kind?: string; status?: string } | undefined;
  return output?.kind ?? output?.status ?? "";
};

/** Once the 3 s passed, the lead is saved and the offers are in: the result (step 9). */
function settleLoading(e: FunnelExpected): FunnelExpected {
  const { elapsed, saved, offers } = e.loading;
  return e.screen === "loading" && elapsed && saved && offers ? { ...e, screen: "result", busy: false } : e;
}

/** SPEC 8: a failed score call sets the score to 5. */
const scoreOf = (event: AnyEventObject, kind: string) =>
  kind === "ok" ? Number((event.output as { totalScore?: number }).totalScore) : SPEC_SCORE.initial;

export function nextFunnel(e: FunnelExpected, event: AnyEventObject, currentYear: number): FunnelExpected {
  const call = (...names: string[]) => [...e.calls, ...names];
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  const failed = actor?.[1] === "error";
  const kind = failed ? "error" : kindOf(event);
  switch (actor ? actor[2] : event.type) {
    case "amount.confirmed":
      return { ...e, screen: "contact" };
    case "phone.change":
      return { ...e, form: { ...e.form, phone: digits(event.value, 10) } };
    case "email.change":
      return { ...e, form: { ...e.form, email: capped(event.value, 40) } };
    case "agree.change":
      return { ...e, form: { ...e.form, agreed: event.checked === true } };
    case "captcha.verify":
      return { ...e, form: { ...e.form, captcha: true } };
    case "name.change":
      return { ...e, form: { ...e.form, name: capped(event.value, 50) } };
    case "contact.submitted":
      if (!contactValid(e.form)) return e;
      return { ...e, busy: true, calls: call("checkPhone") };
    case "checkPhone":
      if (kind === "blacklisted") return { ...e, screen: "blacklisted", busy: false, calls: call("blacklistCards") };
      if (kind === "ok") return { ...e, calls: call("requestOtp") };
      return { ...e, busy: false, popup: "stays" };
    case "requestOtp":
      if (kind === "ok") return { ...e, screen: "otp", busy: false, calls: call("otp") };
      return { ...e, busy: false, popup: kind === "limit" ? "goes home" : "stays" };
    case "otp":
      if (failed) return { ...e, screen: "contact", popup: "stays" };
      return kind === "verified" ? { ...e, screen: "identity" } : { ...startFunnel(), calls: e.calls };
    case "nationalId.change": {
      const nationalId = digits(event.value, 12);
      // Issue 33: a valid ID whose age is outside 18-60 gets SPEC's not_valid_age popup as it is typed.
      if (ageOutsideSpec(nationalId, currentYear)) return { ...e, nationalId, popup: "stays" };
      return { ...e, nationalId };
    }
    case "identity.submitted":
      if (!specFullName(e.form.name) || !specNationalId(e.nationalId)) return e;
      // ...and 'Tiếp tục' is off for it: only an age of 18-60 submits.
      if (!specAgeAccepted(e.nationalId, currentYear)) return e;
      return { ...e, busy: true, calls: call("checkIdentity") };
    case "checkIdentity":
      if (kind === "blacklisted") return { ...e, screen: "blacklisted", busy: false, calls: call("blacklistCards") };
      if (kind === "ok") return { ...e, calls: call("scoreIdentity") };
      return { ...e, busy: false, popup: "stays" };
    case "scoreIdentity":
      // A failed score still opens step 5, with the score at 5 and its message in the score popup.
      return { ...e, screen: "income", busy: false, scorePopup: kind !== "ok", score: scoreOf(event, kind) };
    case "income.choose":
    case "housing.choose":
    case "marital.choose":
    case "dependents.choose": {
      const next = CHOICES[event.type]?.[1] ?? e.screen;
      if (next !== "loading") return { ...e, screen: next, scoreWaiting: true };
      return { ...e, screen: next, scoreWaiting: false, calls: call("scoreFinal", "partners") };
    }
    case "step.back": {
      const back = BACK[e.screen] ?? e.screen;
      // Back to step 4 or lower puts the score back to 5; otherwise the score is asked for again.
      const rescore = ["income", "housing", "marital"].includes(back);
      // The answers of the step returned to and later ones are cleared (steps 2 and 4 hold the typed fields).
      const cleared =
        back === "contact" || back === "amount"
          ? { form: EMPTY_FORM, nationalId: "" }
          : back === "identity"
            ? { form: { ...e.form, name: "" }, nationalId: "" }
            : {};
      const score = rescore ? e.score : SPEC_SCORE.initial;
      return { ...e, screen: back, scoreWaiting: rescore, score, ...cleared };
    }
    case "scoreUpdate":
      return { ...e, scorePopup: kind !== "ok", score: scoreOf(event, kind) };
    case "scoreFinal":
      return { ...e, scorePopup: e.scorePopup || kind !== "ok", calls: call("saveLead"), score: scoreOf(event, kind) };
    case "saveLead":
      if (kind === "ok") return settleLoading({ ...e, loading: { ...e.loading, saved: true } });
      return { ...e, popup: "retries the save" };
    case "partners":
      return { ...e, calls: call("resultCards") };
    case "resultCards":
      return settleLoading({ ...e, loading: { ...e.loading, offers: true } });
    case "blacklistCards":
      return e;
    case "password.submit":
      return { ...e, busy: true, calls: call("setPassword") };
    case "setPassword":
      // Saved: to the login screen, the funnel starts over.
      if (kind === "ok") return { ...startFunnel(), calls: e.calls };
      return { ...e, busy: false, popup: "stays" };
    case "popup.close":
      if (e.popup === "goes home") return { ...startFunnel(), calls: e.calls };
      if (e.popup === "retries the save") return { ...e, popup: null, calls: call("saveLead") };
      return { ...e, popup: null };
    case "scoreNotice.close":
      return { ...e, scorePopup: false };
    case "funnel.reset":
      return { ...startFunnel(), calls: e.calls };
    default:
      if (event.type.startsWith("xstate.after.SCORE_DEBOUNCE")) {
        return { ...e, scoreWaiting: false, calls: call("scoreUpdate") };
      }
      if (event.type.startsWith("xstate.after.LOADING")) {
        return settleLoading({ ...e, loading: { ...e.loading, elapsed: true } });
      }
      return e;
  }
}

export interface FunnelShows {
  screen: FunnelStep;
  popup: boolean;
  back: boolean;
  next: boolean;
  /** The calls made so far, sorted (calls running side by side start in no promised order). */
  calls: string[];
}

const NEXT: ReadonlySet<FunnelStep> = new Set(["amount", "contact", "identity"]);

export function funnelShows(e: FunnelExpected): FunnelShows {
  const popup = e.popup !== null || e.scorePopup;
  return {
    screen: e.screen,
    popup,
    back: BACK[e.screen] !== undefined && !e.busy && e.popup === null,
    next: NEXT.has(e.screen),
    calls: [...e.calls].sort(),
  };
}

/** The calls of the funnel among those the fakes saw (the OTP child's own calls are not the funnel's). */
export const FUNNEL_CALLS: ReadonlySet<string> = new Set([
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
]);

/** SPEC 4 "Result by score": the outcome at the result screen, and the 'very good' line at 79 or more. */
export interface FunnelResult {
  outcome: "first partner" | "second partner" | "regret";
  score: number;
  veryGood: boolean;
}

export function funnelResult(e: FunnelExpected): FunnelResult | null {
  if (e.screen !== "result") return null;
  const outcome =
    e.score >= SPEC_SCORE.firstPartner
      ? "first partner"
      : e.score >= SPEC_SCORE.secondPartner
        ? "second partner"
        : "regret";
  return { outcome, score: e.score, veryGood: e.score >= SPEC_SCORE.veryGood };
}
