import { createHmac, randomInt } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "../../db/connect";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";
import { verifyCaptcha } from "../captcha/verify";
import { deleteApplicationFiles } from "../loan-ticket/file-store";
import { type OtpRequestResult, requestOtp } from "../otp/request";
import { type ErasedCounts, erasePerson } from "./erase-person";

/** Letters and digits that cannot be mistaken for one another when read out on the phone. */
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** 'XD', the day in Vietnam (YYYYMMDD), '-', 6 characters: XD20261122-7KQ4MZ. */
export function newReference(now: Date): string {
  const day = new Date(now.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10).replaceAll("-", "");
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `XD${day}-${suffix}`;
}

/** The phone as stored once the request is done: a keyed hash, so a repeated request can be recognised. */
export function phoneHash(hashKey: string, phone: string): string {
  return createHmac("sha256", hashKey).update(`deletion:${phone}`).digest("hex");
}

/**
 * A code to the phone whose data is to be erased, after the bot check (a resend, bound to this
 * request, needs none: docs/decisions/002-otp-policy.md). Throws SmsDeliveryError when the SMS fails.
 */
export async function sendDeletionCode(
  deps: Deps,
  input: { phone: string; captchaResponse: string; ip: string },
): Promise<OtpRequestResult | { kind: "captchaInvalid" }> {
  if (!(await verifyCaptcha(deps, input.captchaResponse)).ok) return { kind: "captchaInvalid" };
  return requestOtp(deps, { phone: input.phone, purpose: "deletion", ip: input.ip });
}

/**
 * Files a deletion request for a phone proven by OTP, or returns the reference of the phone's
 * request still pending, so asking twice gives one request.
 */
export async function fileDeletionRequest(deps: Deps, phone: string): Promise<string> {
  const db = deps.database.db;
  const hash = phoneHash(deps.secrets.otpHashKey, phone);
  const pending = await db
    .selectFrom("data_deletion_requests")
    .select("reference")
    .where("phone_hash", "=", hash)
    .where("status", "=", "pending")
    .executeTakeFirst();
  if (pending) return pending.reference;
  const now = deps.clock.now();
  for (;;) {
    const inserted = await db
      .insertInto("data_deletion_requests")
      .values({ reference: newReference(now), phone, phone_hash: hash, requested_at: now })
      .onConflict((oc) => oc.column("reference").doNothing())
      .returning("reference")
      .executeTakeFirst();
    if (inserted) {
      deps.log.info("data deletion requested", { reference: inserted.reference });
      return inserted.reference;
    }
  }
}

export type EraseOutcome =
  | { kind: "completed"; completedAt: Date; erased: ErasedCounts }
  | { kind: "already"; completedAt: Date; erased: ErasedCounts }
  | { kind: "unknown" };

/**
 * Carries out a request: anonymises the phone's leads, loan requests, visits and account in one
 * transaction, then keeps only the reference, the phone's hash, the dates and the counts.
 */
export async function carryOutDeletion(
  database: Database,
  reference: string,
  now: Date,
  /** Where loan-application files live (config.ekyc.uploadDir); they are deleted with the applications. */
  uploadDir?: string,
): Promise<EraseOutcome> {
  return database.db.transaction().execute((trx) => carryOutDeletionIn(trx, reference, now, uploadDir));
}

/** carryOutDeletion inside a transaction the caller holds (the back-office writes its audit row in it). */
export async function carryOutDeletionIn(
  trx: Transaction<DB>,
  reference: string,
  now: Date,
  uploadDir?: string,
): Promise<EraseOutcome> {
  const request = await trx
    .selectFrom("data_deletion_requests")
    .select(["id", "phone", "status", "completed_at", "erased"])
    .where("reference", "=", reference)
    .forUpdate()
    .executeTakeFirst();
  if (!request) return { kind: "unknown" } as const;
  if (request.status === "completed" || !request.phone) {
    const erased = (typeof request.erased === "string" ? JSON.parse(request.erased) : request.erased) as ErasedCounts;
    return { kind: "already", completedAt: new Date(request.completed_at ?? now), erased } as const;
  }
  const erased = await erasePerson(
    trx,
    request.phone,
    now,
    uploadDir ? { removeApplicationFiles: (codes) => deleteApplicationFiles(uploadDir, codes) } : {},
  );
  await trx
    .updateTable("data_deletion_requests")
    .set({ status: "completed", phone: null, completed_at: now, erased: JSON.stringify(erased) })
    .where("id", "=", request.id)
    .execute();
  return { kind: "completed", completedAt: now, erased } as const;
}
