import { randomInt } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Draft, TicketSummary } from "../../../src/contract/loan-ticket";
import type { DraftData } from "../../../src/contract/loan-ticket-fields";
import type { WizardStep } from "../../../src/domain/loan-ticket-rules";
import { t } from "../../../src/i18n/t";
import type { DB } from "../../db/schema";
import type { LoanApplicationsTable } from "../../db/tables/loan-ticket";
import type { Deps } from "../../deps";
import { statusesOf } from "../partners/deliveries";
import { contractFile } from "./contract-file";
import { deleteApplicationFiles } from "./file-store";
import type { Owner } from "./owner";
import type { ProductRow } from "./products";

export type ApplicationRow = Selectable<LoanApplicationsTable>;

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** 'HS' and 10 random upper-case letters or digits. */
export function newApplicationCode(): string {
  let code = "HS";
  for (let i = 0; i < 10; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The caller's application: their account's, or one made with their proven phone. Null otherwise. */
export async function findOwned(db: Kysely<DB>, owner: Owner, code: string): Promise<ApplicationRow | null> {
  if (!/^HS[A-Z0-9]{10}$/.test(code)) return null;
  const row = await db
    .selectFrom("loan_applications")
    .selectAll()
    .where("code", "=", code)
    .where((eb) =>
      eb.or([
        ...(owner.userId === null ? [] : [eb("owner_user_id", "=", owner.userId)]),
        ...(owner.funnelCode === null ? [] : [eb("owner_funnel_code", "=", owner.funnelCode)]),
        ...(owner.phoneVerified ? [eb("phone", "=", owner.phone)] : []),
      ]),
    )
    .executeTakeFirst();
  return row ?? null;
}

export async function createDraft(
  deps: Deps,
  owner: Owner,
  product: ProductRow,
  input: { step: WizardStep; data: DraftData },
): Promise<ApplicationRow> {
  const now = deps.clock.now();
  for (;;) {
    const row = await deps.database.db
      .insertInto("loan_applications")
      .values({
        code: newApplicationCode(),
        product_id: product.id,
        policy_version: product.policy_version,
        owner_user_id: owner.userId,
        owner_funnel_code: owner.funnelCode,
        phone: owner.phone,
        expected_national_id: owner.expectedNationalId,
        step: input.step,
        data: JSON.stringify(input.data),
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column("code").doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
  }
}

export async function updateDraft(
  deps: Deps,
  code: string,
  input: { step: WizardStep; data: DraftData },
): Promise<ApplicationRow | null> {
  const row = await deps.database.db
    .updateTable("loan_applications")
    .set({ step: input.step, data: JSON.stringify(input.data), updated_at: deps.clock.now() })
    .where("code", "=", code)
    .where("status", "=", "draft")
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Deletes applications with their files (document images, selfie, contract). */
export async function deleteApplications(deps: Deps, codes: readonly string[]): Promise<void> {
  if (codes.length === 0) return;
  await deps.database.db.deleteFrom("loan_applications").where("code", "in", codes).execute();
  await deleteApplicationFiles(deps.config.ekyc.uploadDir, codes);
}

export function toDraft(row: ApplicationRow, product: ProductRow | null): Draft {
  return {
    code: row.code,
    productId: row.product_id,
    step: row.step,
    status: row.status,
    data: row.data,
    policyVersion: row.policy_version,
    productChanged: product === null || product.policy_version !== row.policy_version,
    verification: {
      documentType: row.document_type,
      frontAccepted: row.front_image_id !== null,
      backAccepted: row.back_image_id !== null,
      face: row.face_outcome,
    },
    contract:
      row.status !== "draft" && row.status !== "otpPending" && row.contract_file
        ? contractFile(row.contract_file)
        : null,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The caller's applications, newest first, with their product and status. */
export async function listOwned(db: Kysely<DB>, owner: Owner): Promise<TicketSummary[]> {
  const rows = await db
    .selectFrom("loan_applications")
    .innerJoin("financial_products", "financial_products.id", "loan_applications.product_id")
    .selectAll("loan_applications")
    .select(["financial_products.name as product_name", "financial_products.partner_name"])
    .where((eb) =>
      eb.or([
        ...(owner.userId === null ? [] : [eb("owner_user_id", "=", owner.userId)]),
        ...(owner.funnelCode === null ? [] : [eb("owner_funnel_code", "=", owner.funnelCode)]),
        ...(owner.phoneVerified ? [eb("phone", "=", owner.phone)] : []),
      ]),
    )
    .orderBy("loan_applications.updated_at", "desc")
    .orderBy("loan_applications.code")
    .limit(100)
    .execute();
  const partnerStatuses = await statusesOf(
    db,
    rows.map((row) => row.code),
  );
  return rows.map((row) => ({
    code: row.code,
    productId: row.product_id,
    productName: row.product_name,
    partnerName: row.partner_name,
    amount: row.amount ?? row.data.amount ?? null,
    term: row.term ?? row.data.term ?? null,
    status: row.status,
    statusText: t(`ticket_status_${row.status}`),
    step: row.step,
    loanCode: row.loan_code,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    partnerStatus: partnerStatuses.get(row.code) ?? null,
    review: row.review_decision ?? (row.manual_review_reason ? ("pending" as const) : null),
  }));
}
