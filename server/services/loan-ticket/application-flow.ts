import { randomInt } from "node:crypto";
import type { Details, Identity } from "../../../src/contract/loan-ticket-fields";
import type { MessageKey } from "../../../src/i18n/t";
import type { Deps } from "../../deps";
import { checkOtpRequest, issueOtp, resendOtp } from "../otp/request";
import { verifyOtp } from "../otp/verify";
import { recordApplicationDelivery } from "../partners/deliveries";
import { step2Passed } from "../partners/subscriber-check";
import { SmsDeliveryError } from "../sms/sms-sender";
import { type ApplicationRow, deleteApplications } from "./applications";
import { contractKeyFacts } from "./contract-key-facts";
import { contractPdf } from "./contract-pdf";
import { checkTicket } from "./create-ticket";
import { readStoredFile, storeFile } from "./file-store";
import type { Owner } from "./owner";
import { findProduct } from "./products";

/**
 * The loan application from its finished form to its submission (SPEC.md section 5, decision 009):
 * `submitForOtp` checks the form and sends the ticket OTP, `confirmOtp` checks the code and writes the
 * contract, `confirm` submits the application with its loan code (VT…). Each answers a tagged result;
 * the routes turn it into HTTP.
 */

/** The OTP service refused (too many, locked, expired ...): routes answer these the same everywhere. */
type OtpRefused = { kind: "otp-refused"; refusal: string };
type WrongStatus = { kind: "wrong-status" };
type SmsFailed = { kind: "sms-failed" };

export type SubmitForOtpResult =
  | { kind: "ok"; ticketCode: string; transactionId: string; phoneMasked: string; resendsLeft: number }
  | WrongStatus
  | { kind: "product-changed" }
  | { kind: "invalid"; key: MessageKey; params?: Record<string, string | number> }
  | { kind: "not-ready"; key: MessageKey }
  | { kind: "document-rejected"; documentCode: string; key?: MessageKey }
  | OtpRefused
  | SmsFailed;

export type ConfirmOtpResult =
  | { kind: "ok"; ticketCode: string; contractName: string }
  | WrongStatus
  | { kind: "otp-wrong"; attemptsLeft: number }
  | OtpRefused;

export type ResendTicketOtpResult =
  | { kind: "ok"; transactionId: string; resendsLeft: number }
  | WrongStatus
  | OtpRefused
  | SmsFailed;

export type ConfirmResult =
  | { kind: "ok"; ticketCode: string; loanCode: string }
  | WrongStatus
  /** A MobiFone number without an accepted MobiFone step 2 (decision 013). */
  | { kind: "step2-required" };

export type ContractDownload =
  | { kind: "ok"; applicationCode: string; bytes: Uint8Array<ArrayBuffer> }
  | { kind: "not-found" };

export interface TicketForm {
  amount: number;
  term: number;
  identity: Identity;
  details: Details;
}

const maskPhone = (phone: string) => `${"*".repeat(Math.max(0, phone.length - 2))}${phone.slice(-2)}`;

/** 'VT', the date (yymmdd) and 6 random digits: the code the partner knows the submitted loan by. */
export function newLoanCode(now: Date): string {
  return `VT${now.toISOString().slice(2, 10).replaceAll("-", "")}${String(randomInt(1_000_000)).padStart(6, "0")}`;
}

async function delivered<T>(send: () => Promise<T>): Promise<T | SmsFailed> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof SmsDeliveryError) return { kind: "sms-failed" };
    throw error;
  }
}

/** The finished form: checked against the product and the owner, saved, and the ticket OTP sent. */
export async function submitForOtp(
  deps: Deps,
  input: { owner: Owner; application: ApplicationRow; form: TicketForm; ip: string },
): Promise<SubmitForOtpResult> {
  const { owner, application: row, form } = input;
  if (row.status !== "draft" && row.status !== "otpPending") return { kind: "wrong-status" };
  const db = deps.database.db;
  const product = await findProduct(db, row.product_id);
  if (!product || product.policy_version !== row.policy_version) {
    await deleteApplications(deps, [row.code]);
    return { kind: "product-changed" };
  }
  const check = await checkTicket(deps, owner, row, product, form);
  if (!check.ok) {
    if (check.kind === "invalid")
      return { kind: "invalid", key: check.key, ...(check.params && { params: check.params }) };
    if (check.kind === "notReady") return { kind: "not-ready", key: check.key };
    return { kind: "document-rejected", documentCode: check.documentCode, ...(check.key && { key: check.key }) };
  }
  const request = { phone: row.phone, purpose: "ticket" as const, ip: input.ip, subject: row.code };
  const refused = await checkOtpRequest(deps, request);
  if (refused) return { kind: "otp-refused", refusal: refused.kind };
  await db
    .updateTable("loan_applications")
    .set({
      status: "otpPending",
      step: "otp",
      amount: form.amount,
      term: form.term,
      identity: JSON.stringify(form.identity),
      details: JSON.stringify(form.details),
      updated_at: deps.clock.now(),
    })
    .where("code", "=", row.code)
    .execute();
  const sent = await delivered(() => issueOtp(deps, request));
  if (sent.kind === "sms-failed") return sent;
  if (sent.kind !== "sent") return { kind: "otp-refused", refusal: sent.kind };
  return {
    kind: "ok",
    ticketCode: row.code,
    transactionId: sent.transactionId,
    phoneMasked: maskPhone(row.phone),
    resendsLeft: sent.resendsLeft,
  };
}

async function bankNames(deps: Deps, details: Details) {
  const disbursement = details.disbursement;
  if (disbursement.paymentType !== "bank") return undefined;
  return deps.database.db
    .selectFrom("bank_branches")
    .innerJoin("banks", "banks.id", "bank_branches.bank_id")
    .select(["banks.name as bankName", "bank_branches.name as branchName"])
    .where("bank_branches.id", "=", disbursement.bankBranchId)
    .executeTakeFirst();
}

/** The ticket OTP typed: when right, the contract PDF is written and the application awaits confirmation. */
export async function confirmOtp(
  deps: Deps,
  input: { application: ApplicationRow; transactionId: string; otp: string; ip: string },
): Promise<ConfirmOtpResult> {
  const row = input.application;
  const { identity, details, amount, term } = row;
  if (row.status !== "otpPending" || !identity || !details || amount === null || term === null) {
    return { kind: "wrong-status" };
  }
  const result = await verifyOtp(deps, {
    transactionId: input.transactionId,
    otp: input.otp,
    purpose: "ticket",
    ip: input.ip,
    subject: row.code,
  });
  if (result.kind === "wrong") return { kind: "otp-wrong", attemptsLeft: result.attemptsLeft };
  if (result.kind !== "ok") return { kind: "otp-refused", refusal: result.kind };
  const product = await findProduct(deps.database.db, row.product_id);
  const bank = await bankNames(deps, details);
  const now = deps.clock.now();
  const pdf = await contractPdf({
    code: row.code,
    date: now.toLocaleDateString("vi-VN", { timeZone: "Asia/Ho_Chi_Minh" }),
    productName: product?.name ?? "",
    partnerName: product?.partner_name ?? "",
    amount,
    term,
    interestRateYear: (product?.interest_rate_bp ?? 0) / 100,
    phone: row.phone,
    identity,
    details,
    bankName: bank?.bankName ?? null,
    branchName: bank?.branchName ?? null,
    keyFacts: await contractKeyFacts(deps.database.db, product, { amount, term, payBackDay: details.payBackDay, now }),
  });
  const name = await storeFile(deps, { code: row.code, kind: "contract", bytes: pdf, mime: "application/pdf" });
  await deps.database.db
    .updateTable("loan_applications")
    .set({ status: "contractPending", step: "contract", contract_file: name, updated_at: now })
    .where("code", "=", row.code)
    .execute();
  return { kind: "ok", ticketCode: row.code, contractName: name };
}

/** A new ticket OTP for an application waiting for one. */
export async function resendTicketOtp(
  deps: Deps,
  input: { application: ApplicationRow; transactionId: string; ip: string },
): Promise<ResendTicketOtpResult> {
  const row = input.application;
  if (row.status !== "otpPending") return { kind: "wrong-status" };
  const result = await delivered(() =>
    resendOtp(deps, { transactionId: input.transactionId, purpose: "ticket", ip: input.ip, subject: row.code }),
  );
  if (result.kind === "sms-failed") return result;
  if (result.kind !== "sent") return { kind: "otp-refused", refusal: result.kind };
  return { kind: "ok", transactionId: result.transactionId, resendsLeft: result.resendsLeft };
}

/** The application submitted with the contract's e-mail; it gets its loan code (once: a second call is refused). */
export async function confirm(
  deps: Deps,
  input: { application: ApplicationRow; email: string },
): Promise<ConfirmResult> {
  const row = input.application;
  if (row.status !== "contractPending") return { kind: "wrong-status" };
  const now = deps.clock.now();
  const loanCode = newLoanCode(now);
  // The application and its partner delivery (the outbox row) in one transaction, then its queue job
  // (issue 17, decision 013); the queue's sweep is the safety net when the job cannot be created now.
  // MobiFone's step 2 is read from what the server stored, in the same transaction (decision 013).
  const { updated, deliveryId, step2Missing } = await deps.database.db.transaction().execute(async (trx) => {
    if (!(await step2Passed(trx, row))) return { updated: undefined, deliveryId: null, step2Missing: true };
    const updated = await trx
      .updateTable("loan_applications")
      .set({
        status: "submitted",
        contract_email: input.email,
        loan_code: loanCode,
        submitted_at: now,
        updated_at: now,
      })
      .where("code", "=", row.code)
      .where("status", "=", "contractPending")
      .returning("loan_code")
      .executeTakeFirst();
    const deliveryId = updated ? await recordApplicationDelivery(trx, row.code, now) : null;
    return { updated, deliveryId, step2Missing: false };
  });
  if (step2Missing) return { kind: "step2-required" };
  if (!updated) return { kind: "wrong-status" };
  if (deliveryId !== null && deps.partnerQueue) {
    await deps.partnerQueue.enqueue(deliveryId).catch((error: Error) => {
      deps.log.warn("partner enqueue failed; the sweep will retry", { code: row.code, error: error.message });
    });
  }
  return { kind: "ok", ticketCode: row.code, loanCode };
}

/**
 * A contract PDF by its file name. `authorize` is the caller's check that the application is theirs
 * (it throws otherwise); it runs once the file is known, before anything is read.
 */
export async function downloadContract(
  deps: Deps,
  input: { name: string; authorize: (applicationCode: string) => Promise<unknown> },
): Promise<ContractDownload> {
  if (!/^[a-f0-9]{32}$/.test(input.name)) return { kind: "not-found" };
  const file = await deps.database.db
    .selectFrom("loan_application_files")
    .select("application_code")
    .where("id", "=", input.name)
    .where("kind", "=", "contract")
    .executeTakeFirst();
  if (!file) return { kind: "not-found" };
  await input.authorize(file.application_code);
  const stored = await readStoredFile(deps, file.application_code, input.name);
  if (!stored) return { kind: "not-found" };
  return { kind: "ok", applicationCode: file.application_code, bytes: new Uint8Array(stored.bytes) };
}
