import { randomInt } from "node:crypto";
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
import { deleteApplications } from "../services/loan-ticket/applications";
import { contractFile } from "../services/loan-ticket/contract-file";
import { contractPdf } from "../services/loan-ticket/contract-pdf";
import { checkTicket } from "../services/loan-ticket/create-ticket";
import { readStoredFile, storeFile } from "../services/loan-ticket/file-store";
import { findProduct } from "../services/loan-ticket/products";
import { checkOtpRequest, issueOtp, resendOtp } from "../services/otp/request";
import { verifyOtp } from "../services/otp/verify";
import { SmsDeliveryError } from "../services/sms/sms-sender";
import { requireApplication } from "./loan-ticket-owner";

async function delivered<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof SmsDeliveryError) throw HttpError.of(503, "sms_send_failed");
    throw error;
  }
}

const maskPhone = (phone: string) => `${"*".repeat(Math.max(0, phone.length - 2))}${phone.slice(-2)}`;

/** Ticket create (OTP sent), OTP verify and resend, contract download and confirmation. */
export function ticketFlowRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  route(app, createTicketEndpoint, async ({ body, c }) => {
    const deps = c.get("deps");
    const { owner, app: row } = await requireApplication(c, body.code);
    if (row.status !== "draft" && row.status !== "otpPending") {
      return outcome(LOAN_TICKET_CODE.wrongStatus, t("ticket_wrong_status"));
    }
    const product = await findProduct(deps.database.db, row.product_id);
    if (!product || product.policy_version !== row.policy_version) {
      await deleteApplications(deps, [row.code]);
      return outcome(LOAN_TICKET_CODE.productChanged, t("product_policy_updated"));
    }
    const check = await checkTicket(deps, owner, row, product, body);
    if (!check.ok) {
      if (check.kind === "invalid") throw HttpError.of(400, check.key, check.params);
      if (check.kind === "notReady") return outcome(LOAN_TICKET_CODE.notReady, t(check.key));
      return business(c, EKYC_CODE.documentRejected, check.key ?? documentMessageKey(check.documentCode), {
        documentCode: check.documentCode,
      });
    }
    const request = { phone: row.phone, purpose: "ticket" as const, ip: c.get("ip"), subject: row.code };
    const refused = await checkOtpRequest(deps, request);
    if (refused) return otpRefusal(c, refused.kind);
    await deps.database.db
      .updateTable("loan_applications")
      .set({
        status: "otpPending",
        step: "otp",
        amount: body.amount,
        term: body.term,
        identity: JSON.stringify(body.identity),
        details: JSON.stringify(body.details),
        updated_at: deps.clock.now(),
      })
      .where("code", "=", row.code)
      .execute();
    const sent = await delivered(() => issueOtp(deps, request));
    if (sent.kind !== "sent") return otpRefusal(c, sent.kind);
    return ok(
      {
        ticketCode: row.code,
        transactionId: sent.transactionId,
        phoneMasked: maskPhone(row.phone),
        numberOfRemainOtp: sent.resendsLeft,
      },
      t("ticket_otp_sent"),
    );
  });

  route(app, ticketVerifyOtpEndpoint, async ({ body, params, c }) => {
    const deps = c.get("deps");
    const { app: row } = await requireApplication(c, params.ticketCode);
    if (row.status !== "otpPending" || !row.identity || !row.details || row.amount === null || row.term === null) {
      return outcome(LOAN_TICKET_CODE.wrongStatus, t("ticket_wrong_status"));
    }
    const result = await verifyOtp(deps, {
      transactionId: body.transactionId,
      otp: body.otp,
      purpose: "ticket",
      ip: c.get("ip"),
      subject: row.code,
    });
    if (result.kind === "wrong") {
      return business(c, LOAN_TICKET_CODE.otpWrong, "otp_invalid", { attemptsLeft: result.attemptsLeft });
    }
    if (result.kind !== "ok") return otpRefusal(c, result.kind);
    const db = deps.database.db;
    const product = await findProduct(db, row.product_id);
    const disbursement = row.details.disbursement;
    const bank =
      disbursement.paymentType === "bank"
        ? await db
            .selectFrom("bank_branches")
            .innerJoin("banks", "banks.id", "bank_branches.bank_id")
            .select(["banks.name as bankName", "bank_branches.name as branchName"])
            .where("bank_branches.id", "=", disbursement.bankBranchId)
            .executeTakeFirst()
        : undefined;
    const now = deps.clock.now();
    const pdf = await contractPdf({
      code: row.code,
      date: now.toLocaleDateString("vi-VN", { timeZone: "Asia/Ho_Chi_Minh" }),
      productName: product?.name ?? "",
      partnerName: product?.partner_name ?? "",
      amount: row.amount,
      term: row.term,
      interestRateYear: (product?.interest_rate_bp ?? 0) / 100,
      phone: row.phone,
      identity: row.identity,
      details: row.details,
      bankName: bank?.bankName ?? null,
      branchName: bank?.branchName ?? null,
    });
    const name = await storeFile(deps, { code: row.code, kind: "contract", bytes: pdf, mime: "application/pdf" });
    await db
      .updateTable("loan_applications")
      .set({ status: "contractPending", step: "contract", contract_file: name, updated_at: now })
      .where("code", "=", row.code)
      .execute();
    return ok({ ticketCode: row.code, contract: contractFile(name) });
  });

  route(app, ticketResendOtpEndpoint, async ({ body, params, c }) => {
    const deps = c.get("deps");
    const { app: row } = await requireApplication(c, params.ticketCode);
    if (row.status !== "otpPending") return outcome(LOAN_TICKET_CODE.wrongStatus, t("ticket_wrong_status"));
    const result = await delivered(() =>
      resendOtp(deps, { transactionId: body.transactionId, purpose: "ticket", ip: c.get("ip"), subject: row.code }),
    );
    if (result.kind !== "sent") return otpRefusal(c, result.kind);
    return ok({ transactionId: result.transactionId, numberOfRemainOtp: result.resendsLeft });
  });

  route(app, downloadFileEndpoint, async ({ params, c }) => {
    const deps = c.get("deps");
    const name = params.name ?? "";
    if (params.type !== "pdf" || !/^[a-f0-9]{32}$/.test(name)) throw HttpError.of(404, "not_found");
    const file = await deps.database.db
      .selectFrom("loan_application_files")
      .select("application_code")
      .where("id", "=", name)
      .where("kind", "=", "contract")
      .executeTakeFirst();
    if (!file) throw HttpError.of(404, "not_found");
    const { app: row } = await requireApplication(c, file.application_code);
    const stored = await readStoredFile(deps, row.code, name);
    if (!stored) throw HttpError.of(404, "not_found");
    // Through the context, so the security headers set before the handler are kept.
    return c.body(new Uint8Array(stored.bytes), 200, {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="hop-dong-${row.code}.pdf"`,
      "cache-control": "no-store",
    });
  });

  route(app, confirmTicketEndpoint, async ({ body, params, c }) => {
    const deps = c.get("deps");
    const { app: row } = await requireApplication(c, params.code);
    if (row.status !== "contractPending") return outcome(LOAN_TICKET_CODE.wrongStatus, t("ticket_wrong_status"));
    const now = deps.clock.now();
    const loanCode = `VT${now.toISOString().slice(2, 10).replaceAll("-", "")}${String(randomInt(1_000_000)).padStart(6, "0")}`;
    const updated = await deps.database.db
      .updateTable("loan_applications")
      .set({ status: "submitted", contract_email: body.email, loan_code: loanCode, submitted_at: now, updated_at: now })
      .where("code", "=", row.code)
      .where("status", "=", "contractPending")
      .returning("loan_code")
      .executeTakeFirst();
    if (!updated) return outcome(LOAN_TICKET_CODE.wrongStatus, t("ticket_wrong_status"));
    return ok({ ticketCode: row.code, loanCode, status: "submitted" as const }, t("loan_success", { code: loanCode }));
  });

  return app;
}
