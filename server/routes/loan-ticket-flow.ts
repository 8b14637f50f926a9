import { Hono } from "hono";
import { EKYC_CODE } from "../../src/contract/ekyc";
import {
  confirmTicketEndpoint,
  createTicketEndpoint,
  downloadFileEndpoint,
  LOAN_TICKET_CODE,
  ticketResendOtpEndpoint,
  ticketVerifyOtpEndpoint,
} from "../../src/contract/loan-ticket";
import { documentMessageKey } from "../../src/domain/document-codes";
import { t } from "../../src/i18n/t";
import type { AppEnv } from "../http/app-env";
import { HttpError } from "../http/errors";
import { business, otpRefusal } from "../http/otp-answers";
import { ok, outcome, route } from "../http/route";
import {
  confirm,
  confirmOtp,
  downloadContract,
  resendTicketOtp,
  submitForOtp,
} from "../services/loan-ticket/application-flow";
import { contractFile } from "../services/loan-ticket/contract-file";
import { requireApplication } from "./loan-ticket-owner";

const wrongStatus = () => outcome(LOAN_TICKET_CODE.wrongStatus, t("ticket_wrong_status"));
const smsFailed = () => HttpError.of(503, "sms_send_failed");

/** Ticket create (OTP sent), OTP verify and resend, contract download and confirmation. */
export function ticketFlowRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, createTicketEndpoint, async ({ body, c }) => {
    const { owner, app: application } = await requireApplication(c, body.code);
    const { amount, term, identity, details } = body;
    const form = { amount, term, identity, details };
    const result = await submitForOtp(c.get("deps"), { owner, application, form, ip: c.get("ip") });
    switch (result.kind) {
      case "ok": {
        const { ticketCode, transactionId, phoneMasked, resendsLeft } = result;
        return ok({ ticketCode, transactionId, phoneMasked, numberOfRemainOtp: resendsLeft }, t("ticket_otp_sent"));
      }
      case "wrong-status":
        return wrongStatus();
      case "product-changed":
        return outcome(LOAN_TICKET_CODE.productChanged, t("product_policy_updated"));
      case "invalid":
        throw HttpError.of(400, result.key, result.params);
      case "not-ready":
        return outcome(LOAN_TICKET_CODE.notReady, t(result.key));
      case "document-rejected":
        return business(c, EKYC_CODE.documentRejected, result.key ?? documentMessageKey(result.documentCode), {
          documentCode: result.documentCode,
        });
      case "otp-refused":
        return otpRefusal(c, result.refusal);
      case "sms-failed":
        throw smsFailed();
    }
  });

  route(app, ticketVerifyOtpEndpoint, async ({ body, params, c }) => {
    const { app: application } = await requireApplication(c, params.ticketCode);
    const { transactionId, otp } = body;
    const result = await confirmOtp(c.get("deps"), { application, transactionId, otp, ip: c.get("ip") });
    switch (result.kind) {
      case "ok":
        return ok({ ticketCode: result.ticketCode, contract: contractFile(result.contractName) });
      case "wrong-status":
        return wrongStatus();
      case "otp-wrong":
        return business(c, LOAN_TICKET_CODE.otpWrong, "otp_invalid", { attemptsLeft: result.attemptsLeft });
      case "otp-refused":
        return otpRefusal(c, result.refusal);
    }
  });

  route(app, ticketResendOtpEndpoint, async ({ body, params, c }) => {
    const { app: application } = await requireApplication(c, params.ticketCode);
    const result = await resendTicketOtp(c.get("deps"), {
      application,
      transactionId: body.transactionId,
      ip: c.get("ip"),
    });
    switch (result.kind) {
      case "ok":
        return ok({ transactionId: result.transactionId, numberOfRemainOtp: result.resendsLeft });
      case "wrong-status":
        return wrongStatus();
      case "otp-refused":
        return otpRefusal(c, result.refusal);
      case "sms-failed":
        throw smsFailed();
    }
  });

  route(app, downloadFileEndpoint, async ({ params, c }) => {
    if (params.type !== "pdf") throw HttpError.of(404, "not_found");
    const file = await downloadContract(c.get("deps"), {
      name: params.name ?? "",
      authorize: (code) => requireApplication(c, code),
    });
    if (file.kind === "not-found") throw HttpError.of(404, "not_found");
    // Through the context, so the security headers set before the handler are kept.
    return c.body(file.bytes, 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="hop-dong-${file.applicationCode}.pdf"`,
      "cache-control": "no-store",
    });
  });

  route(app, confirmTicketEndpoint, async ({ body, params, c }) => {
    const { app: application } = await requireApplication(c, params.code);
    const result = await confirm(c.get("deps"), { application, email: body.email });
    if (result.kind === "wrong-status") return wrongStatus();
    if (result.kind === "step2-required") return outcome(LOAN_TICKET_CODE.step2Required, t("partner_step2_required"));
    const { ticketCode, loanCode } = result;
    return ok({ ticketCode, loanCode, status: "submitted" as const }, t("loan_success", { code: loanCode }));
  });

  return app;
}
