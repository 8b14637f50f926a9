import * as v from "valibot";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";
import {
  fullNameSchema,
  loginPasswordSchema,
  loginUsernameSchema,
  newPasswordSchema,
  optionalEmailSchema,
  otpSchema,
  phoneSchema,
} from "./fields";
import { OTP_CODE, transactionIdSchema } from "./otp";
import { partnerStatusSchema } from "./partner-status";
import { sessionData } from "./session";

/**
 * The account endpoints of SPEC.md section 7 (docs/decisions/007-accounts.md).
 *
 * Business answers travel with HTTP 200 and their own `code`:
 * - 203 limit or lock (sendOtp, verifyotp): the message goes in a popup. Sign-in throttling answers
 *   HTTP 429 with code 203 and the message.
 * - 204 (reset/password): the validateToken expired or was already used; show the expired view.
 * - 205 wrong code (verifyotp), data { attemptsLeft }; 206 code expired (verifyotp, sendOtp resend).
 * - 210 sign-in refused: the same answer for an unknown account and a wrong password.
 * - 211 register: the phone already has an account; 213 the e-mail belongs to another account.
 * - 212 sendOtp: no account has this phone (shown under the phone field).
 * - 214 login: too many failed sign-ins of this account: show the bot check and send its payload
 *   in `captchaResponse` with the next attempt.
 * A new reset code (sendOtp without transactionId) needs `captchaResponse`; a missing or refused
 * bot check answers HTTP 400 with message captcha_invalid.
 */
export const ACCOUNT_CODE = {
  ok: 200,
  limit: OTP_CODE.limit,
  tokenExpired: 204,
  otpWrong: OTP_CODE.wrong,
  otpExpired: OTP_CODE.expired,
  loginFailed: 210,
  phoneExists: 211,
  phoneNotRegistered: 212,
  emailTaken: 213,
  captchaRequired: 214,
} as const;

/** The payload of the ALTCHA widget (services/captcha on the server). */
const captchaPayload = v.pipe(v.string(), v.maxLength(4096));

/** A validateToken as issued by verifyotp (43 base64url characters); anything else is refused. */
export const validateTokenSchema = v.pipe(
  v.string(t("reset_token_expired")),
  v.maxLength(200, t("reset_token_expired")),
);

// --- Sign-in and registration ---

export const loginBody = v.object({
  username: loginUsernameSchema,
  password: loginPasswordSchema,
  /** Needed only after an answer 214. */
  captchaResponse: v.optional(captchaPayload),
});

export const loginEndpoint = endpoint({ method: "POST", path: "/auth/login", body: loginBody, data: sessionData });

/** Register: SPEC.md section 5 register messages (e-mail at most 50, agreement required). */
export const registerBody = v.object({
  fullName: fullNameSchema,
  phone: phoneSchema,
  email: v.optional(v.pipe(optionalEmailSchema, v.maxLength(50, t("register_email_max"))), ""),
  password: newPasswordSchema,
  agree: v.literal(true, t("register_agree_required")),
});

/** 200 signs the new account in (message register_success); 211 phone exists; 213 e-mail taken. */
export const registerEndpoint = endpoint({
  method: "POST",
  path: "/auth/register",
  body: registerBody,
  data: sessionData,
});

// --- Password reset by phone OTP ---

/**
 * Without transactionId: a new code, with the bot check's payload in captchaResponse. With the
 * transactionId of the code on screen: a resend of it (bound to the request that passed the check).
 */
export const sendOtpBody = v.object({
  username: phoneSchema,
  transactionId: v.optional(transactionIdSchema),
  captchaResponse: v.optional(captchaPayload),
});
export const sendOtpData = v.object({ username: v.string(), transactionId: v.string(), resendsLeft: v.number() });

export const sendOtpEndpoint = endpoint({
  method: "POST",
  path: "/auth/sendOtp",
  body: sendOtpBody,
  data: sendOtpData,
});

/** SPEC.md lists POST /auth/resetpassword "request a reset": the same call as /auth/sendOtp. */
export const requestResetEndpoint = endpoint({
  method: "POST",
  path: "/auth/resetpassword",
  body: sendOtpBody,
  data: sendOtpData,
});

export const verifyOtpBody = v.object({ username: phoneSchema, otp: otpSchema, transactionId: transactionIdSchema });
export const verifyOtpData = v.object({ validateToken: v.string() });

/** 200: a single-use validateToken for /auth/reset/password, valid 15 minutes. */
export const verifyOtpEndpoint = endpoint({
  method: "POST",
  path: "/auth/verifyotp",
  body: verifyOtpBody,
  data: verifyOtpData,
});

/** SPEC.md lists PUT /auth/resetpassword "confirm the OTP": the same call as /auth/verifyotp. */
export const confirmResetEndpoint = endpoint({
  method: "PUT",
  path: "/auth/resetpassword",
  body: verifyOtpBody,
  data: verifyOtpData,
});

export const changePasswordBody = v.object({
  username: phoneSchema,
  password: newPasswordSchema,
  validateToken: validateTokenSchema,
});

/** 200 changed (every session of the account ends); 204 the token expired or was used. */
export const changePasswordEndpoint = endpoint({
  method: "POST",
  path: "/auth/reset/password",
  body: changePasswordBody,
  data: v.null(),
});

// --- The signed-in customer's loan requests ---

export const loanRecordSchema = v.object({
  ticketCode: v.string(),
  /** ISO 8601 */
  createdAt: v.string(),
  amount: v.number(),
  term: v.number(),
  score: v.number(),
  /** The partner the request went to; null when the score reached none. */
  partner: v.nullable(v.string()),
  status: v.number(),
  /** Where the request stands with its partner (issue 17); null when it goes to no partner. */
  partnerStatus: v.optional(v.nullable(partnerStatusSchema)),
});

export type LoanRecord = v.InferOutput<typeof loanRecordSchema>;

/** Newest first; only the caller's own requests. 401 without a valid session. */
export const recordsEndpoint = endpoint({
  method: "GET",
  path: "/me/records",
  data: v.array(loanRecordSchema),
  auth: true,
});
