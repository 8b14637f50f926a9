import type { Kysely } from "kysely";
import type { DataField, DeletionRequestStatus, Delivery, MyData } from "../../../src/contract/my-data";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";
import { fileDeletionRequest, phoneHash } from "../content/deletion-requests";
import { listConsents } from "./consents";
import { collectHoldings } from "./holdings";
import { type DataSubject, findSubject } from "./subject";

/** What each kind of delivery hands the partner (server/services/partners/payloads.ts). */
const DELIVERED_FIELDS: Record<Delivery["kind"], DataField[]> = {
  lead: ["fullName", "nationalId", "phone", "email", "birthYear", "gender", "city", "income", "loan", "score"],
  // With links to download the contract (address, bank account, reference person), the ID images and the selfie.
  application: [
    "fullName",
    "nationalId",
    "phone",
    "email",
    "loan",
    "idFront",
    "idBack",
    "faceImage",
    "address",
    "bankAccount",
    "referencePerson",
  ],
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** Which partner received which of the subject's leads and applications, and when. */
export async function listDeliveries(db: Kysely<DB>, subject: DataSubject): Promise<Delivery[]> {
  const leadCodes = subject.phone
    ? (await db.selectFrom("leads").select("ticket_code").where("phone", "=", subject.phone).execute()).map(
        (row) => row.ticket_code,
      )
    : [];
  const codes = [...new Set([...subject.ticketCodes, ...leadCodes, ...subject.applicationCodes])];
  if (codes.length === 0) return [];
  const rows = await db
    .selectFrom("partner_deliveries as d")
    .innerJoin("partners as p", "p.id", "d.partner_id")
    .select(["p.name", "p.legal_name", "d.kind", "d.subject_code", "d.status", "d.created_at", "d.sent_at"])
    .where("d.subject_code", "in", codes)
    .orderBy("d.created_at")
    .orderBy("d.id")
    .execute();
  return rows.map((row) => ({
    partner: row.legal_name.trim() !== "" ? row.legal_name : row.name,
    kind: row.kind,
    subject: row.subject_code,
    fields: DELIVERED_FIELDS[row.kind],
    status: row.status,
    createdAt: iso(row.created_at),
    sentAt: row.sent_at ? iso(row.sent_at) : null,
  }));
}

/** The deletion requests filed for the subject's proven phone, newest first. */
export async function listDeletionRequests(deps: Deps, subject: DataSubject): Promise<DeletionRequestStatus[]> {
  if (!subject.phone) return [];
  const rows = await deps.database.db
    .selectFrom("data_deletion_requests")
    .select(["reference", "status", "requested_at", "completed_at"])
    .where("phone_hash", "=", phoneHash(deps.secrets.otpHashKey, subject.phone))
    .orderBy("requested_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    reference: row.reference,
    status: row.status,
    requestedAt: iso(row.requested_at),
    completedAt: row.completed_at ? iso(row.completed_at) : null,
  }));
}

/** Everything /du-lieu-cua-toi shows for the signed-in account; null when the account is gone. */
export async function myData(deps: Deps, userId: number): Promise<MyData | null> {
  const db = deps.database.db;
  const subject = await findSubject(db, userId);
  if (!subject) return null;
  return {
    generatedAt: deps.clock.now().toISOString(),
    categories: await collectHoldings(db, subject),
    deliveries: await listDeliveries(db, subject),
    consents: await listConsents(db, subject),
    deletionRequests: await listDeletionRequests(deps, subject),
  };
}

export type MyDeletionResult = { kind: "filed"; request: DeletionRequestStatus } | { kind: "phoneNotVerified" };

/**
 * A deletion request for the account's phone, as the data-deletion page files one after its OTP:
 * here the phone was proven when the account's phone was verified, and the session proves who asks.
 */
export async function requestMyDeletion(deps: Deps, userId: number): Promise<MyDeletionResult> {
  const subject = await findSubject(deps.database.db, userId);
  if (!subject?.phone) return { kind: "phoneNotVerified" };
  const reference = await fileDeletionRequest(deps, subject.phone);
  const request = (await listDeletionRequests(deps, subject)).find((item) => item.reference === reference);
  if (!request) throw new Error("deletion request not found after filing");
  return { kind: "filed", request };
}
