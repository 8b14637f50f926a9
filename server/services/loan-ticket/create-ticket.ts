import type { Details, Identity } from "../../../src/contract/loan-ticket-fields";
import { DOCUMENT_CHECK_CODE } from "../../../src/domain/document-codes";
import { formatMoney } from "../../../src/domain/format";
import { isAmountForProduct } from "../../../src/domain/loan-ticket-rules";
import type { MessageKey } from "../../../src/i18n/t";
import type { Deps } from "../../deps";
import type { ApplicationRow } from "./applications";
import type { Owner } from "./owner";
import type { ProductRow } from "./products";
import { areaIsConsistent, branchOfBank } from "./reference";

/**
 * The rules a ticket must pass before its OTP is sent, beyond the contract's schemas: the product's
 * amount and terms, total capital at least the amount, the branch of the bank, the ward of the
 * district of the province, a reference person other than the applicant, a finished identity step
 * (and face step when the product has one) and, for a CCCD, the ID the card gave and the funnel's.
 */
export type TicketCheck =
  | { ok: true }
  | { ok: false; kind: "invalid"; key: MessageKey; params?: Record<string, string | number> }
  | { ok: false; kind: "notReady"; key: MessageKey }
  | { ok: false; kind: "document"; documentCode: string; key?: MessageKey };

export async function checkTicket(
  deps: Deps,
  owner: Owner,
  app: ApplicationRow,
  product: ProductRow,
  input: { amount: number; term: number; identity: Identity; details: Details },
): Promise<TicketCheck> {
  const db = deps.database.db;
  const { details, identity } = input;
  if (
    !isAmountForProduct(input.amount, {
      minAmount: product.min_amount,
      maxAmount: product.max_amount,
      amountStep: product.amount_step,
    })
  ) {
    return {
      ok: false,
      kind: "invalid",
      key: "ticket_amount_invalid",
      params: {
        min: formatMoney(product.min_amount),
        max: formatMoney(product.max_amount),
        step: formatMoney(product.amount_step),
      },
    };
  }
  if (!product.terms.includes(input.term)) return { ok: false, kind: "invalid", key: "ticket_term_invalid" };
  if (Number(details.totalCapital) < input.amount) return { ok: false, kind: "invalid", key: "total_capital_min" };
  if (details.disbursement.paymentType === "bank") {
    if (!(await branchOfBank(db, details.disbursement.bankId, details.disbursement.bankBranchId))) {
      return { ok: false, kind: "invalid", key: "branch_not_of_bank" };
    }
  }
  if (!(await areaIsConsistent(db, details))) return { ok: false, kind: "invalid", key: "address_area_invalid" };
  if (details.reference.phone === owner.phone) return { ok: false, kind: "invalid", key: "reference_phone_same" };
  if (!product.document_types.includes(identity.documentType))
    return { ok: false, kind: "invalid", key: "option_invalid" };

  const needsBack = identity.documentType === "cccd";
  if (app.document_type !== identity.documentType || !app.front_image_id || (needsBack && !app.back_image_id)) {
    return { ok: false, kind: "notReady", key: "ticket_identity_missing" };
  }
  if (product.steps.includes("face") && app.face_outcome === null) {
    return { ok: false, kind: "notReady", key: "ticket_face_missing" };
  }
  if (identity.documentType === "cccd") {
    if (app.qr_fields && app.qr_fields.idNumber !== identity.idNumber) {
      return {
        ok: false,
        kind: "document",
        documentCode: DOCUMENT_CHECK_CODE.idMismatch,
        key: "identity_mismatch_read",
      };
    }
    if (app.expected_national_id && app.expected_national_id !== identity.idNumber) {
      return { ok: false, kind: "document", documentCode: DOCUMENT_CHECK_CODE.idMismatch };
    }
  }
  return { ok: true };
}
