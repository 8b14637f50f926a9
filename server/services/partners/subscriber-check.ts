import type { Deps } from "../../deps";
import type { ApplicationRow } from "../loan-ticket/applications";
import { findProduct } from "../loan-ticket/products";
import { adapterOf } from "./remote";
import { partnerOfProduct } from "./service-check";

/** MobiFone's mobile prefixes (10-digit numbers since 2018). */
export const MOBIFONE_PREFIXES = ["089", "090", "093", "070", "076", "077", "078", "079"] as const;

export const isMobifone = (phone: string) => MOBIFONE_PREFIXES.some((prefix) => phone.startsWith(prefix));

export type Step2Outcome =
  | { kind: "not_ready" }
  | { kind: "unavailable" }
  | { kind: "ok"; accepted: boolean; checked: boolean };

/**
 * MobiFone's second step (POST /v1/ticket/{code}/mobifone-ticket/step2, decision 013): once the
 * ticket OTP is verified, a MobiFone subscriber's number is checked against the applicant's ID by
 * the product's partner (which holds the carrier agreement). Other networks pass unchecked.
 */
export async function mobifoneStep2(deps: Deps, app: ApplicationRow, transactionId: string): Promise<Step2Outcome> {
  if (app.status !== "contractPending" || app.identity === null) return { kind: "not_ready" };
  if (!isMobifone(app.phone)) return { kind: "ok", accepted: true, checked: false };
  const product = await findProduct(deps.database.db, app.product_id);
  const partnerId = product ? await partnerOfProduct(deps, product.partner_name) : null;
  const adapter = partnerId === null ? null : adapterOf(deps, partnerId);
  if (!adapter) return { kind: "unavailable" };
  try {
    const verdict = await adapter.checkSubscriber({
      applicationCode: app.code,
      phone: app.phone,
      nationalId: app.identity.idNumber,
      transactionId,
    });
    return { kind: "ok", accepted: verdict.accepted, checked: true };
  } catch (error) {
    deps.log.warn("partner subscriber check failed", { partner: partnerId, error: (error as Error).message });
    return { kind: "unavailable" };
  }
}
