import { type Context, Hono } from "hono";
import {
  ACCOUNT_CODE,
  changePasswordEndpoint,
  confirmResetEndpoint,
  loginEndpoint,
  recordsEndpoint,
  registerEndpoint,
  requestResetEndpoint,
  sendOtpEndpoint,
  verifyOtpEndpoint,
} from "../../src/contract/accounts";
import type { BodyOf } from "../../src/contract/endpoint";
import { t } from "../../src/i18n/t";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { ok, outcome, route } from "../http/route";
import { login } from "../services/accounts/login";
import { changePassword, sendResetCode, verifyResetCode } from "../services/accounts/password-reset";
import { listLoanRecords } from "../services/accounts/records";
import { register } from "../services/accounts/register";
import { SmsDeliveryError } from "../services/sms/sms-sender";
import { signedIn } from "./sessions";

/** A throttled caller: HTTP 429, code 203, the message and Retry-After. */
function throttled(c: Context<AppEnv>, retryAfterSeconds: number, message: string): Response {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json({ code: ACCOUNT_CODE.limit, data: null, message }, 429);
}

async function sendCode(c: Context<AppEnv>, body: BodyOf<typeof sendOtpEndpoint>) {
  let result: Awaited<ReturnType<typeof sendResetCode>>;
  try {
    result = await sendResetCode(c.get("deps"), {
      phone: body.username,
      transactionId: body.transactionId,
      captchaResponse: body.captchaResponse,
      ip: c.get("ip"),
    });
  } catch (error) {
    if (error instanceof SmsDeliveryError) throw HttpError.of(503, "sms_send_failed");
    throw error;
  }
  switch (result.kind) {
    case "sent":
      return ok({ username: body.username, transactionId: result.transactionId, resendsLeft: result.resendsLeft });
    case "unknownPhone":
      return outcome(ACCOUNT_CODE.phoneNotRegistered, t("phone_not_registered"));
    case "captchaInvalid":
      throw HttpError.of(400, "captcha_invalid");
    case "expired":
      return outcome(ACCOUNT_CODE.otpExpired, t("otp_expired"));
    default:
      return outcome(ACCOUNT_CODE.limit, t(result.message));
  }
}

async function verifyCode(c: Context<AppEnv>, body: BodyOf<typeof verifyOtpEndpoint>) {
  const result = await verifyResetCode(c.get("deps"), {
    phone: body.username,
    otp: body.otp,
    transactionId: body.transactionId,
    ip: c.get("ip"),
  });
  switch (result.kind) {
    case "ok":
      return ok({ validateToken: result.validateToken });
    case "wrong": {
      const message = t(result.attemptsLeft === 0 ? "otp_locked" : "otp_invalid");
      return c.json({ code: ACCOUNT_CODE.otpWrong, data: { attemptsLeft: result.attemptsLeft }, message }, 200);
    }
    case "expired":
      return outcome(ACCOUNT_CODE.otpExpired, t("otp_expired"));
    default:
      return outcome(ACCOUNT_CODE.limit, t(result.message));
  }
}

/**
 * The account endpoints of SPEC.md section 7 (contract and codes in src/contract/accounts.ts).
 * POST /auth/resetpassword is /auth/sendOtp and PUT /auth/resetpassword is /auth/verifyotp.
 */
export function accountsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, loginEndpoint, async ({ body, c }) => {
    const result = await login(c.get("deps"), { ...body, ip: c.get("ip") });
    if (result.kind === "throttled") return throttled(c, result.retryAfterSeconds, t("account_login_throttled"));
    if (result.kind === "refused") return outcome(ACCOUNT_CODE.loginFailed, t("login_failed"));
    if (result.kind === "captchaRequired") {
      return outcome(ACCOUNT_CODE.captchaRequired, t("account_login_captcha_required"));
    }
    return signedIn(c, result.session);
  });

  route(app, registerEndpoint, async ({ body, c }) => {
    const result = await register(c.get("deps"), { ...body, ip: c.get("ip") });
    if (result.kind === "throttled") return throttled(c, result.retryAfterSeconds, t("account_register_throttled"));
    if (result.kind === "phoneExists") return outcome(ACCOUNT_CODE.phoneExists, t("register_phone_exists"));
    if (result.kind === "emailTaken") return outcome(ACCOUNT_CODE.emailTaken, t("account_email_taken"));
    return signedIn(c, result.session, t("register_success"));
  });

  route(app, sendOtpEndpoint, ({ body, c }) => sendCode(c, body));
  route(app, requestResetEndpoint, ({ body, c }) => sendCode(c, body));
  route(app, verifyOtpEndpoint, ({ body, c }) => verifyCode(c, body));
  route(app, confirmResetEndpoint, ({ body, c }) => verifyCode(c, body));

  route(app, changePasswordEndpoint, async ({ body, c }) => {
    const result = await changePassword(c.get("deps"), {
      phone: body.username,
      password: body.password,
      validateToken: body.validateToken,
    });
    return result.kind === "ok" ? ok(null) : outcome(ACCOUNT_CODE.tokenExpired, t("reset_token_expired"));
  });

  route(app, recordsEndpoint, async ({ c }) => {
    const user = c.get("user");
    if (!user) throw HttpError.of(401, "unauthorized");
    return ok(await listLoanRecords(c.get("deps").database.db, user.id));
  });

  return app;
}
