import type { Deps } from "../../deps";
import { findProduct } from "../loan-ticket/products";
import { PartnerCallError } from "./adapter";
import { adapterOf } from "./remote";

export type ServiceCheck = { kind: "unknown_product" } | { kind: "ok"; available: boolean };

/** The partner (id) of a product, by the product's partner name; null when none is active. */
export async function partnerOfProduct(deps: Deps, partnerName: string): Promise<number | null> {
  const partner = await deps.database.db
    .selectFrom("partners")
    .select("id")
    .where("name", "=", partnerName)
    .where("active", "=", true)
    .executeTakeFirst();
  return partner?.id ?? null;
}

/**
 * The partner's service availability before the loan-ticket wizard starts (POST /check/load/service):
 * the product is active, its partner has an endpoint configured, and the partner has not said its
 * service is closed (GET /service). A partner that cannot be asked right now does not block the
 * customer: the finished application waits in the delivery queue until it answers.
 */
export async function serviceAvailable(deps: Deps, productId: number): Promise<ServiceCheck> {
  const product = await findProduct(deps.database.db, productId);
  if (!product) return { kind: "unknown_product" };
  const partnerId = await partnerOfProduct(deps, product.partner_name);
  const adapter = partnerId === null ? null : adapterOf(deps, partnerId);
  if (!adapter) return { kind: "ok", available: false };
  try {
    return { kind: "ok", available: (await adapter.serviceStatus(productId)).available };
  } catch (error) {
    const reason = error instanceof PartnerCallError ? error.message : String(error);
    deps.log.warn("partner service probe unanswered; the wizard goes on", { partner: partnerId, reason });
    return { kind: "ok", available: true };
  }
}
