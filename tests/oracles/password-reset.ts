import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import type { PasswordResetContext, PasswordResetInput } from "../../machines/password-reset/types";
import { t } from "../../src/i18n/t";
import type { DeferredActors } from "../support/machine-paths";

/**
 * What the forgotten-password flow must show, written from SPEC.md (section 2 "Account screens",
 * section 4 "Password reset", section 5 "Forgot password" / "Change password", section 7 "Account"),
 * not from the machine: the visitor's situation (`ResetExpected`) that each event moves on (`nextReset`)
 * and what the screen shows in it (`resetShows`). tests/paths/machine-paths.test.ts compares it with the
 * machine's snapshot as a view reads it (`resetShowsFromSnapshot`) at every step of every catalogue path.
 */

export type ResetScreen =
  | "request"
  | "requesting"
  | "refused"
  | "request popup"
  | "code"
  | "change"
  | "saving"
  | "change popup"
  | "expired"
  | "changed"
  | "login with success notice"
  | "login";

export interface ResetExpected {
  screen: ResetScreen;
  phone: string;
  /** The phone the server refused: Confirm stays off until the visitor types another one. */
  refused: string | null;
  password: string;
  repeat: string;
  /** A server message or the general error, under the field, in the popup or on the expired view. */
  text: string | null;
  /** The calls and effects so far: `requestOtp 0987654321`, `showConfirm tx-1`, `changePassword ...`. */
  calls: string[];
}

/** SPEC 5 "Phone": 10 digits starting 03, 05, 07, 08 or 09; digits only, truncated to 10. */
const PHONE_RULE = /^0[35789]\d{8}$/;
const digitsOnly = (value: unknown) => String(value).replace(/\D/g, "").slice(0, 10);
/** SPEC 5 "Change password": 6 to 20, the repeat equal. */
const passwordOk = (e: ResetExpected) => e.password.length >= 6 && e.password.length <= 20 && e.repeat === e.password;
const serverText = (message: unknown) => (typeof message === "string" && message !== "" ? message : t("normal_error"));
const errorText = (error: unknown) =>
  error instanceof Error && error.message !== "" ? error.message : t("normal_error");
const otpCall = (phone: string, transactionId: string, resendsLeft: number) =>
  `otp reset ${phone} ${transactionId} resends ${resendsLeft} attempts 3`;

export function startReset(input: PasswordResetInput): ResetExpected {
  const base = { phone: digitsOnly(input.phone ?? ""), refused: null, password: "", repeat: "", text: null };
  if (input.stage === "confirm") {
    // The code screen opens with the OTP entry for the stored request (SPEC 4: 3 attempts).
    return { ...base, screen: "code", calls: [otpCall(base.phone, input.transactionId, input.resendsLeft)] };
  }
  return { ...base, screen: input.stage === "change" ? "change" : "request", calls: [] };
}

export function nextReset(e: ResetExpected, event: AnyEventObject): ResetExpected {
  const to = (screen: ResetScreen, patch: Partial<ResetExpected> = {}): ResetExpected => ({ ...e, screen, ...patch });
  const call = (...calls: string[]) => [...e.calls, ...calls];
  switch (event.type) {
    case "request.change": {
      const phone = digitsOnly(event.value);
      if (e.screen === "refused" && phone !== e.refused) return to("request", { phone, refused: null, text: null });
      return { ...e, phone };
    }
    case "request.submit":
      return to("requesting", { calls: call(`requestOtp ${e.phone}`) });
    case "xstate.done.actor.requestOtp": {
      const answer = event.output as { kind: string; transactionId?: string; resendsLeft?: number; message?: string };
      if (answer.kind !== "sent") return to("refused", { refused: e.phone, text: serverText(answer.message) });
      const transactionId = answer.transactionId ?? "";
      const resendsLeft = answer.resendsLeft ?? 0;
      return to("code", {
        calls: call(
          `saveRequest ${e.phone} ${transactionId} resends ${resendsLeft}`,
          `showConfirm ${transactionId}`,
          otpCall(e.phone, transactionId, resendsLeft),
        ),
      });
    }
    case "xstate.error.actor.requestOtp":
      return to("request popup", { text: errorText(event.error) });
    case "popup.close":
      if (e.screen === "request popup") return to("request", { text: null });
      if (e.screen === "change popup") return to("change", { text: null });
      return e;
    case "xstate.done.actor.otp": {
      // SPEC 4: success goes to /change-password with the validateToken; a timeout or a 203 with no resend
      // left goes back to /request-password.
      const output = event.output as { status: string; data?: { validateToken?: string } | null };
      const token = output.status === "verified" ? output.data?.validateToken : undefined;
      if (token) return to("change", { calls: call(`showChange ${token}`) });
      return to("request", { calls: call("showRequest") });
    }
    case "password.change":
      return { ...e, password: String(event.value) };
    case "confirmation.change":
      return { ...e, repeat: String(event.value) };
    case "password.submit":
      return to("saving", { calls: call(`changePassword ${e.phone} ${e.password}`) });
    case "xstate.done.actor.changePassword": {
      const answer = event.output as { kind: string; message?: string };
      // SPEC 4: 200 clears the stored request and remembers the new username; 204 the expired view.
      if (answer.kind === "changed")
        return to("changed", { calls: call("clearRequest", `rememberUsername ${e.phone}`) });
      return to(answer.kind === "expired" ? "expired" : "change popup", { text: serverText(answer.message) });
    }
    case "xstate.error.actor.changePassword":
      return to("change popup", { text: errorText(event.error) });
    case "login.open":
      return e.screen === "expired" ? to("login", { calls: call("showLogin") }) : e;
    default:
      // SPEC 4: after 0.5 s /login?transId=success.
      if (event.type.startsWith("xstate.after.") && e.screen === "changed") {
        return to("login with success notice", { calls: call("showLoginSuccess") });
      }
      return e;
  }
}

/** What the visitor sees and which calls were made. */
export interface ResetShows {
  screen: "request" | "code" | "change" | "login";
  phone: string | null;
  requestConfirmEnabled: boolean;
  fieldError: string | null;
  busy: boolean;
  popup: string | null;
  changeConfirmEnabled: boolean;
  expired: string | null;
  successNotice: boolean;
  calls: string[];
}

const REQUEST: ReadonlySet<ResetScreen> = new Set(["request", "requesting", "refused", "request popup"]);
const CHANGE: ReadonlySet<ResetScreen> = new Set(["change", "saving", "change popup", "expired", "changed"]);

export function resetShows(e: ResetExpected): ResetShows {
  const screen = REQUEST.has(e.screen)
    ? "request"
    : CHANGE.has(e.screen)
      ? "change"
      : e.screen === "code"
        ? "code"
        : "login";
  return {
    screen,
    phone: screen === "request" ? e.phone : null,
    requestConfirmEnabled: e.screen === "request" && PHONE_RULE.test(e.phone),
    fieldError: e.screen === "refused" ? e.text : null,
    busy: e.screen === "requesting" || e.screen === "saving",
    popup: e.screen === "request popup" || e.screen === "change popup" ? e.text : null,
    changeConfirmEnabled: e.screen === "change" && passwordOk(e),
    expired: e.screen === "expired" ? e.text : null,
    successNotice: e.screen === "changed" || e.screen === "login with success notice",
    calls: e.calls,
  };
}

/** The calls the fakes saw (actors and the recorded effects of tests/paths/path-models.ts), as above. */
export function resetCalls(fakes: DeferredActors): string[] {
  return fakes.started.map(({ id, input }) => {
    const i = (input ?? {}) as Record<string, unknown>;
    switch (id) {
      case "requestOtp":
        return `requestOtp ${i.phone}`;
      case "otp":
        return `otp ${i.purpose} ${i.phone} ${i.transactionId} resends ${i.resendsLeft} attempts ${i.attemptsLeft}`;
      case "saveRequest":
        return `saveRequest ${i.phone} ${i.transactionId} resends ${i.resendsLeft}`;
      case "showConfirm":
        return `showConfirm ${i.transactionId}`;
      case "showChange":
        return `showChange ${i.validateToken}`;
      case "changePassword":
        return `changePassword ${i.phone} ${i.password}${i.validateToken ? "" : " (no token)"}`;
      case "rememberUsername":
        return `rememberUsername ${i.username}`;
      default:
        return id;
    }
  });
}

/** What the reset screens would show for a snapshot, read the way the views read it (tags, can, context). */
export function resetShowsFromSnapshot(snapshot: AnyMachineSnapshot, fakes: DeferredActors): ResetShows {
  const context = snapshot.context as PasswordResetContext;
  const text = context.message ?? t("normal_error");
  const onLogin = snapshot.status === "done";
  const screen = onLogin
    ? "login"
    : snapshot.hasTag("request")
      ? "request"
      : snapshot.hasTag("confirm")
        ? "code"
        : "change";
  return {
    screen,
    phone: screen === "request" ? context.phone : null,
    requestConfirmEnabled: snapshot.can({ type: "request.submit" }),
    fieldError: snapshot.hasTag("fieldError") ? text : null,
    busy: snapshot.hasTag("busy"),
    popup: snapshot.hasTag("popup") ? text : null,
    changeConfirmEnabled: snapshot.can({ type: "password.submit" }),
    expired: !onLogin && snapshot.hasTag("expired") ? text : null,
    successNotice: snapshot.hasTag("changed"),
    calls: resetCalls(fakes),
  };
}
