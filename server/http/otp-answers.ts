import type { Context } from "hono";
import { OTP_CODE } from "../../src/contract/otp";
import { type MessageKey, t } from "../../src/i18n/t";
import type { AppEnv } from "./app-env";
import { HttpError } from "./errors";

/** A business answer other than 200, with HTTP 200 and the catalogue message (SPEC.md section 7). */
export function business(c: Context<AppEnv>, code: number, key: MessageKey, data: object | null = null): Response {
  return c.json({ code, data, message: t(key) }, 200);
}

/**
 * The refusals of the OTP service (request, resend, verify), answered the same way by every
 * endpoint that sends or checks a code: the lead funnel, data deletion and the loan ticket.
 */
export function otpRefusal(c: Context<AppEnv>, kind: string): Response {
  switch (kind) {
    case "invalidPhone":
      throw HttpError.of(400, "phone_invalid");
    case "locked":
      return business(c, OTP_CODE.limit, "otp_locked");
    case "exhausted":
      return business(c, OTP_CODE.limit, "otp_resend_exhausted");
    case "expired":
      return business(c, OTP_CODE.expired, "otp_expired");
    default:
      return business(c, OTP_CODE.limit, "otp_too_many_requests");
  }
}
