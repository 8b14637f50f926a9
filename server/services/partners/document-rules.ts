import type { DocumentRuleReason } from "../../../src/contract/partners";
import { t } from "../../../src/i18n/t";
import type { Deps } from "../../deps";
import type { ApplicationRow } from "../loan-ticket/applications";
import { findProduct } from "../loan-ticket/products";
import { adapterOf } from "./remote";
import { partnerOfProduct } from "./service-check";

export type RuleCheck =
  | { kind: "stale" }
  | { kind: "ok"; accepted: boolean; reasons: string[]; codes: DocumentRuleReason[] };

/** The lending age of SPEC.md section 9 (18 to 60). */
const AGE = { min: 18, max: 60 } as const;

/** A dd/mm/yyyy date of the card's QR, or null. */
function parseDate(value: string | undefined): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value ?? "");
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])));
  return Number.isNaN(date.getTime()) ? null : date;
}

function ageAt(birth: Date, now: Date): number {
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/**
 * The partner's document rules on the front or back image the application holds (checkRuleFront /
 * checkRuleBack, decision 013): the rules the partner published with the product, checked here (the
 * document type the product accepts; on the front the lending age; on the back a valid issue date),
 * then the partner's own check (e.g. documents reported lost) when it answers. A partner that
 * cannot be asked does not block the customer; its verdict then comes with the application.
 */
export async function checkDocumentRules(
  deps: Deps,
  app: ApplicationRow,
  side: "front" | "back",
  imageId: string,
): Promise<RuleCheck> {
  const held = side === "front" ? app.front_image_id : app.back_image_id;
  if (held === null || held !== imageId || app.document_type === null) return { kind: "stale" };
  const now = deps.clock.now();
  const fields = app.qr_fields;
  const codes = new Set<DocumentRuleReason>();
  const product = await findProduct(deps.database.db, app.product_id);
  if (product && !product.document_types.includes(app.document_type)) codes.add("document_type");
  if (side === "front") {
    const birth = parseDate(fields?.dateOfBirth);
    if (birth) {
      const age = ageAt(birth, now);
      if (age < AGE.min || age > AGE.max) codes.add("age");
    }
  } else if (fields && fields.issueDate !== "") {
    const issued = parseDate(fields.issueDate);
    if (!issued || issued.getTime() > now.getTime()) codes.add("issue_date");
  }
  const partnerId = product ? await partnerOfProduct(deps, product.partner_name) : null;
  const adapter = partnerId === null ? null : adapterOf(deps, partnerId);
  if (adapter) {
    try {
      const verdict = await adapter.checkDocument({
        applicationCode: app.code,
        productId: app.product_id,
        side,
        documentType: app.document_type,
        idNumber: fields?.idNumber ?? "",
        dateOfBirth: fields?.dateOfBirth ?? "",
        issueDate: fields?.issueDate ?? "",
      });
      for (const reason of verdict.reasons) codes.add(reason);
      if (!verdict.accepted && verdict.reasons.length === 0) codes.add("document_type");
    } catch (error) {
      deps.log.warn("partner document check unanswered; our copy of its rules decides", {
        partner: partnerId,
        error: (error as Error).message,
      });
    }
  }
  const list = [...codes];
  return { kind: "ok", accepted: list.length === 0, codes: list, reasons: list.map((c) => t(`partner_rule_${c}`)) };
}
