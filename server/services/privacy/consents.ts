import { unlink } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Kysely } from "kysely";
import { BIOMETRIC_CONSENT_VERSION, type Consent, type ConsentPurpose } from "../../../src/contract/my-data";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";
import type { Owner } from "../loan-ticket/owner";
import type { DataSubject } from "./subject";

/** The consents table's purpose of the face step's biometric consent. */
export const BIOMETRIC_PURPOSE = "biometric";
const FILE_EXTENSION: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png" };
const APPLICATION_CODE = /^HS[A-Z0-9]{10}$/;

const iso = (value: Date | string) => new Date(value).toISOString();
const purposeOf = (stored: string): ConsentPurpose => (stored === BIOMETRIC_PURPOSE ? "biometric" : "loan_lead");

export type BiometricConsentResult =
  | { kind: "recorded"; consentId: string; agreedAt: Date; version: string }
  | { kind: "outdated" };

/**
 * Records the biometric consent of the face step for an application the caller owns: the time,
 * the text version and who (phone, account or funnel ticket, address). The version must be the one
 * the face step shows today. A consent already given and not withdrawn is answered again.
 */
export async function recordBiometricConsent(
  deps: Deps,
  input: { owner: Owner; applicationCode: string; version: string; ip: string | null },
): Promise<BiometricConsentResult> {
  if (input.version !== BIOMETRIC_CONSENT_VERSION) return { kind: "outdated" };
  const db = deps.database.db;
  const existing = await db
    .selectFrom("consents")
    .select(["id", "agreed_at", "terms_version"])
    .where("application_code", "=", input.applicationCode)
    .where("purpose", "=", BIOMETRIC_PURPOSE)
    .where("terms_version", "=", input.version)
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (existing) {
    const consentId = `consent:${existing.id}`;
    const withdrawn = await db
      .selectFrom("consent_withdrawals")
      .select("id")
      .where("consent_ref", "=", consentId)
      .executeTakeFirst();
    if (!withdrawn) {
      return { kind: "recorded", consentId, agreedAt: new Date(existing.agreed_at), version: existing.terms_version };
    }
  }
  const now = deps.clock.now();
  const row = await db
    .insertInto("consents")
    .values({
      ticket_code: input.owner.funnelCode,
      phone: input.owner.phone,
      purpose: BIOMETRIC_PURPOSE,
      terms_version: input.version,
      agreed_at: now,
      ip: input.ip,
      application_code: input.applicationCode,
      user_id: input.owner.userId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  deps.log.info("biometric consent recorded", { application: input.applicationCode });
  return { kind: "recorded", consentId: `consent:${row.id}`, agreedAt: now, version: input.version };
}

/** Whether the application has a biometric consent not withdrawn: the face upload needs one. */
export async function hasBiometricConsent(db: Kysely<DB>, applicationCode: string): Promise<boolean> {
  const rows = await db
    .selectFrom("consents")
    .select("id")
    .where("application_code", "=", applicationCode)
    .where("purpose", "=", BIOMETRIC_PURPOSE)
    .execute();
  if (rows.length === 0) return false;
  const withdrawn = await db
    .selectFrom("consent_withdrawals")
    .select("consent_ref")
    .where(
      "consent_ref",
      "in",
      rows.map((row) => `consent:${row.id}`),
    )
    .execute();
  return withdrawn.length < rows.length;
}

/**
 * The subject's consents: the funnel's (loan_lead, per lead ticket), the biometric ones (per
 * application) and each submitted application's agreement to its partner's terms (ticket), with
 * when each was withdrawn.
 */
export async function listConsents(db: Kysely<DB>, subject: DataSubject): Promise<Consent[]> {
  // Unproven phone (subject.ts): no consent, so none to withdraw either.
  const phone = subject.phone;
  if (phone === null) return [];
  const rows = await db
    .selectFrom("consents")
    .select(["id", "ticket_code", "application_code", "purpose", "terms_version", "agreed_at"])
    .where((eb) =>
      eb.or([
        eb("user_id", "=", subject.userId),
        eb("phone", "=", phone),
        ...(subject.ticketCodes.length ? [eb("ticket_code", "in", subject.ticketCodes)] : []),
        ...(subject.applicationCodes.length ? [eb("application_code", "in", subject.applicationCodes)] : []),
      ]),
    )
    .orderBy("agreed_at")
    .orderBy("id")
    .execute();
  const submitted = subject.applicationCodes.length
    ? await db
        .selectFrom("loan_applications")
        .select(["code", "policy_version", "submitted_at"])
        .where("code", "in", subject.applicationCodes)
        .where("submitted_at", "is not", null)
        .execute()
    : [];
  const consents: Consent[] = [
    ...rows.map((row) => ({
      id: `consent:${row.id}`,
      purpose: purposeOf(row.purpose),
      version: row.terms_version,
      subject: row.application_code ?? row.ticket_code,
      agreedAt: iso(row.agreed_at),
      withdrawnAt: null,
    })),
    ...submitted.map((app) => ({
      id: `ticket:${app.code}`,
      purpose: "ticket" as const,
      version: String(app.policy_version),
      subject: app.code,
      agreedAt: iso(app.submitted_at as Date),
      withdrawnAt: null,
    })),
  ];
  if (consents.length === 0) return [];
  const withdrawn = await db
    .selectFrom("consent_withdrawals")
    .select(["consent_ref", "withdrawn_at"])
    .where(
      "consent_ref",
      "in",
      consents.map((consent) => consent.id),
    )
    .execute();
  const when = new Map(withdrawn.map((row) => [row.consent_ref, iso(row.withdrawn_at)]));
  return consents.map((consent) => ({ ...consent, withdrawnAt: when.get(consent.id) ?? null }));
}

export type WithdrawResult = { kind: "withdrawn"; consent: Consent; faceImagesDeleted: number } | { kind: "unknown" };

/**
 * Withdraws one of the subject's consents (another customer's is 'unknown') and records when. A
 * biometric consent's withdrawal deletes the application's face images (file and row) and what
 * was measured on them; the application then needs the face step again. Withdrawing twice keeps
 * the first record.
 */
export async function withdrawConsent(deps: Deps, subject: DataSubject, consentId: string): Promise<WithdrawResult> {
  const db = deps.database.db;
  const consent = (await listConsents(db, subject)).find((item) => item.id === consentId);
  if (!consent) return { kind: "unknown" };
  if (consent.withdrawnAt !== null) return { kind: "withdrawn", consent, faceImagesDeleted: 0 };
  const now = deps.clock.now();
  const applicationCode = consent.purpose === "biometric" ? consent.subject : null;
  const files = await db.transaction().execute(async (trx) => {
    const removed =
      applicationCode && APPLICATION_CODE.test(applicationCode)
        ? await trx
            .deleteFrom("loan_application_files")
            .where("application_code", "=", applicationCode)
            .where("kind", "=", "face")
            .returning(["id", "mime"])
            .execute()
        : [];
    if (applicationCode) {
      await trx
        .updateTable("loan_applications")
        .set({ face_image_id: null, face_outcome: null, face_scores: null, updated_at: now })
        .where("code", "=", applicationCode)
        .execute();
    }
    await trx
      .insertInto("consent_withdrawals")
      .values({
        consent_ref: consent.id,
        purpose: consent.purpose,
        user_id: subject.userId,
        withdrawn_at: now,
        effect: JSON.stringify({ faceImagesDeleted: removed.length }),
      })
      .onConflict((oc) => oc.column("consent_ref").doNothing())
      .execute();
    return removed;
  });
  if (applicationCode) {
    const dir = join(resolve(deps.config.ekyc.uploadDir), "tickets", applicationCode);
    for (const file of files) {
      await unlink(join(dir, `${file.id}.${FILE_EXTENSION[file.mime] ?? "bin"}`)).catch(() => {});
    }
  }
  deps.log.info("consent withdrawn", { consent: consent.id, faceImagesDeleted: files.length });
  return {
    kind: "withdrawn",
    consent: { ...consent, withdrawnAt: now.toISOString() },
    faceImagesDeleted: files.length,
  };
}
