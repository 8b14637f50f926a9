import { Hono } from "hono";
import {
  loanApplyEndpoint,
  loanRemainOtpEndpoint,
  loanResendOtpEndpoint,
  loanVerifyOtpEndpoint,
  OTP_CODE,
} from "../../src/contract/otp";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { business, otpRefusal } from "../http/otp-answers";
import { ok, route } from "../http/route";
import { phoneBlacklistCode } from "../services/blacklist";
import { verifyCaptcha } from "../services/captcha/verify";
import { createLoanTicket, findLoanTicket, markLoanTicketVerified } from "../services/otp/loan-ticket";
import { checkOtpRequest, issueOtp, remainingResends, resendOtp } from "../services/otp/request";
import { verifyOtp } from "../services/otp/verify";
import { SmsDeliveryError } from "../services/sms/sms-sender";
import { issueTicketToken } from "../services/ticket-token";

/** Sends the SMS; a gateway failure is the service's, not the caller's: 503 with a message. */
async function delivered<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof SmsDeliveryError) throw HttpError.of(503, "sms_send_failed");
    throw error;
  }
}

/** The OTP endpoints of the lead funnel, SPEC.md section 7 (contract in src/contract/otp.ts). */
export function otpRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, loanApplyEndpoint, async ({ body, c }) => {
    const deps = c.get("deps");
    const ip = c.get("ip");
    const captcha = await verifyCaptcha(deps, body.captchaResponse);
    if (!captcha.ok) throw HttpError.of(400, "captcha_invalid");
    // The phone check of step 2 again: a caller that skips /validatephone gets no code either.
    const blacklisted = await phoneBlacklistCode(deps.database.db, body.mobile);
    if (blacklisted !== null) return business(c, blacklisted, "phone_blacklisted");
    const request = { phone: body.mobile, purpose: "loan" as const, ip };
    const refused = await checkOtpRequest(deps, request);
    if (refused) return otpRefusal(c, refused.kind);
    const ticketCode = await createLoanTicket(deps, {
      phone: body.mobile,
      email: body.email,
      amount: body.amount,
      term: body.inMonths,
      ip,
    });
    const sent = await delivered(() => issueOtp(deps, { ...request, subject: ticketCode }));
    if (sent.kind !== "sent") return otpRefusal(c, sent.kind);
    return ok({ ticketCode, transactionId: sent.transactionId });
  });

  route(app, loanVerifyOtpEndpoint, async ({ body, params, c }) => {
    const deps = c.get("deps");
    const ticket = await findLoanTicket(deps, params.ticketCode ?? "");
    if (!ticket) return business(c, OTP_CODE.expired, "otp_expired");
    const result = await verifyOtp(deps, {
      transactionId: body.transactionId,
      otp: body.otp,
      purpose: "loan",
      ip: c.get("ip"),
      subject: ticket.code,
    });
    if (result.kind === "wrong")
      return business(c, OTP_CODE.wrong, "otp_invalid", { attemptsLeft: result.attemptsLeft });
    if (result.kind !== "ok") return otpRefusal(c, result.kind);
    await markLoanTicketVerified(deps, ticket.code);
    const ticketToken = await issueTicketToken(deps.secrets, ticket.code, deps.clock.now());
    return ok({ ticketCode: ticket.code, ticketToken });
  });

  route(app, loanResendOtpEndpoint, async ({ body, params, c }) => {
    const deps = c.get("deps");
    if (params.id !== body.ticketCode) throw HttpError.of(404, "not_found");
    const result = await delivered(() =>
      resendOtp(deps, {
        transactionId: body.transactionId,
        purpose: "loan",
        ip: c.get("ip"),
        subject: body.ticketCode,
      }),
    );
    if (result.kind !== "sent") return otpRefusal(c, result.kind);
    return ok({ transactionId: result.transactionId, numberOfRemainOtp: result.resendsLeft });
  });

  route(app, loanRemainOtpEndpoint, async ({ body, c }) => {
    const numberOfRemainOtp = await remainingResends(c.get("deps"), body.mobile, "loan");
    return ok({ numberOfRemainOtp });
  });

  return app;
}
