import type { AnyEventObject } from "xstate";
import type { OtpInput } from "../../machines/otp/types";
import { t } from "../../src/i18n/t";
import { SPEC_OTP, specCountdown } from "./spec";

/**
 * What the OTP entry must show, written from SPEC.md ("OTP (lead form)", "Password reset") and the
 * message catalogue, not from the machine: a small account of the visitor's situation (`OtpExpected`)
 * that each event moves on (`nextOtp`), and what the screen shows in it (`otpShows`). The path tests
 * compare it with the real view (tests/paths/otp-view.test.tsx) and with the machine's snapshot as the
 * view reads it (tests/paths/machine-paths.test.ts), at every step of every catalogue path.
 */

export type OtpScreen =
  | "boxes"
  | "checking"
  | "wrong code"
  | "check failed popup"
  | "blocked popup"
  | "blocked"
  | "time up popup"
  | "time up"
  | "resending"
  | "resend failed popup"
  | "locked out"
  | "verified"
  | "abandoned";

export interface OtpExpected {
  purpose: OtpInput["purpose"];
  screen: OtpScreen;
  /** Where a failed resend's popup returns to. */
  resendFrom: OtpScreen;
  digits: string;
  remaining: number;
  resendsLeft: number;
  attemptsLeft: number;
  timeoutsUsed: number;
  /** The popup's or the inline error's text. */
  text: string | null;
  /** The calls made so far: `verifyOtp 123456`, `resendOtp`. */
  calls: string[];
}

export function startOtp(input: OtpInput): OtpExpected {
  return {
    purpose: input.purpose,
    screen: "boxes",
    resendFrom: "boxes",
    digits: "",
    remaining: SPEC_OTP.ttlSeconds,
    resendsLeft: Math.min(input.resendsLeft, SPEC_OTP.recentResendMax),
    attemptsLeft: input.attemptsLeft ?? SPEC_OTP.attempts,
    timeoutsUsed: 0,
    text: null,
    calls: [],
  };
}

const POPUPS: ReadonlySet<OtpScreen> = new Set([
  "check failed popup",
  "blocked popup",
  "time up popup",
  "resend failed popup",
]);
/** The countdown runs while the code can still be used (SPEC: 300 s from arrival or from a resend). */
const COUNTING: ReadonlySet<OtpScreen> = new Set([
  "boxes",
  "checking",
  "wrong code",
  "check failed popup",
  "blocked popup",
  "blocked",
]);
const RESEND_FROM: ReadonlySet<OtpScreen> = new Set(["boxes", "wrong code", "blocked", "time up"]);
const LOCKED: ReadonlySet<OtpScreen> = new Set([
  "checking",
  "blocked",
  "time up",
  "resending",
  "locked out",
  "verified",
  "abandoned",
]);

/** SPEC 5 "OTP" and SPEC 4 "Password reset", word for word. */
const WRONG_CODE = "Mã xác thực OTP không hợp lệ.";
const LOCKED_24H = "Bạn đã nhập sai OTP 3 lần. Vui lòng thử lại sau 24 giờ.";

const messageOr = (message: unknown, key: Parameters<typeof t>[0]) =>
  typeof message === "string" && message.trim() !== "" ? message.trim() : t(key);
const errorText = (error: unknown) =>
  error instanceof Error && error.message !== "" ? error.message : t("normal_error");
/** After a popup about a used-up code: a resend if one is left and the timeouts allow it, else give up. */
const canStillResend = (e: OtpExpected) => e.resendsLeft > 0 && e.timeoutsUsed <= SPEC_OTP.timeoutResendMax;

export function nextOtp(e: OtpExpected, event: AnyEventObject): OtpExpected {
  const to = (screen: OtpScreen, patch: Partial<OtpExpected> = {}): OtpExpected => ({ ...e, screen, ...patch });
  switch (event.type) {
    case "otp.change": {
      const digits = String(event.value).replace(/\D/g, "").slice(0, SPEC_OTP.digits);
      return to(e.screen === "wrong code" ? "boxes" : e.screen, { digits, text: null });
    }
    case "otp.restart":
      // Only the lead form's lockout offers it: the loan starts again (home).
      return e.screen === "locked out" && e.purpose === "lead" ? to("abandoned") : e;
    case "otp.submitted":
      return to("checking", { calls: [...e.calls, `verifyOtp ${e.digits}`] });
    case "otp.resend":
      return to("resending", { resendFrom: e.screen, calls: [...e.calls, "resendOtp"] });
    case "otp.popup.close":
      if (e.screen === "check failed popup") return to("boxes", { text: null });
      if (e.screen === "resend failed popup") return to(e.resendFrom, { text: null });
      // Password reset: the timeout popup always sends the visitor back to the request screen.
      if (e.screen === "time up popup" && e.purpose === "reset") return to("abandoned");
      if (!canStillResend(e)) return to("abandoned");
      return to(e.screen === "time up popup" ? "time up" : "blocked", { text: null });
    case "xstate.done.actor.verifyOtp": {
      const answer = event.output as { kind: string; message?: string };
      if (answer.kind === "ok") return to("verified");
      if (answer.kind === "wrong" && e.attemptsLeft > 1) {
        return to("wrong code", { attemptsLeft: e.attemptsLeft - 1, text: WRONG_CODE });
      }
      // SPEC 8: the lead form's 'exceeded the allowed attempts, please recreate the loan'; reset: 24 h.
      const lockedText = e.purpose === "lead" ? t("otp_attempts_exceeded") : LOCKED_24H;
      if (answer.kind === "wrong") return to("locked out", { attemptsLeft: 0, text: lockedText });
      return to("blocked popup", {
        text: messageOr(answer.message, answer.kind === "expired" ? "otp_expired" : "normal_error"),
      });
    }
    case "xstate.error.actor.verifyOtp":
      return to("check failed popup", { text: errorText(event.error) });
    case "xstate.done.actor.resendOtp":
      return to("boxes", { digits: "", remaining: SPEC_OTP.ttlSeconds, resendsLeft: e.resendsLeft - 1, text: null });
    case "xstate.error.actor.resendOtp":
      return to("resend failed popup", { text: errorText(event.error) });
    default:
      if (event.type.startsWith("xstate.after.") && COUNTING.has(e.screen)) {
        if (e.remaining > 1) return { ...e, remaining: e.remaining - 1 };
        const timeoutsUsed = e.timeoutsUsed + 1;
        const more = e.resendsLeft > 0 && timeoutsUsed <= SPEC_OTP.timeoutResendMax;
        return to("time up popup", {
          remaining: 0,
          timeoutsUsed,
          // SPEC 4 "Password reset": closing goes to /request-password, so the text asks for a new code there.
          text: t(e.purpose === "reset" ? "otp_expired_detail" : more ? "otp_timeout" : "otp_timeout_limited"),
        });
      }
      return e;
  }
}

/** What the visitor sees and which calls were made. */
export interface OtpShows {
  /** Not asked while a popup covers the boxes. */
  boxesDisabled?: boolean;
  digits: string;
  confirmEnabled: boolean;
  popup: string | null;
  inlineError: string | null;
  countdown: string;
  resendLink: boolean;
  attemptsLine: string | null;
  calls: string[];
  finished: "verified" | "abandoned" | null;
}

export function otpShows(e: OtpExpected): OtpShows {
  const popup = POPUPS.has(e.screen);
  const finished = e.screen === "verified" || e.screen === "abandoned" ? e.screen : null;
  return {
    ...(popup ? {} : { boxesDisabled: LOCKED.has(e.screen) }),
    digits: e.digits,
    confirmEnabled: e.screen === "boxes" && e.digits.length === SPEC_OTP.digits,
    popup: popup ? e.text : null,
    inlineError: e.screen === "wrong code" || e.screen === "locked out" ? e.text : null,
    countdown: t("otp_countdown", { time: specCountdown(e.remaining) }),
    resendLink: RESEND_FROM.has(e.screen) && e.remaining <= SPEC_OTP.resendVisibleAtOrBelow && e.resendsLeft > 0,
    // Both the lead form and the reset say how many of SPEC's 3 tries are left until the lockout
    // (issue 33: the funnel's step 3 did not).
    attemptsLine: e.screen === "locked out" ? null : t("otp_attempts_left", { count: e.attemptsLeft }),
    calls: e.calls,
    finished,
  };
}
