import type { Deps } from "../../deps";
import { findProduct } from "../loan-ticket/products";
import { simulatorAnswers } from "./start";

export type ServiceCheck = { kind: "unknown_product" } | { kind: "ok"; available: boolean };

/**
 * The partner's service availability before the loan-ticket wizard starts (POST /check/load/service):
 * the product is active and its partner has an endpoint configured whose base answers. Only the
 * simulator has a health probe; a real partner counts as available when it is configured.
 */
export async function serviceAvailable(deps: Deps, productId: number): Promise<ServiceCheck> {
  const db = deps.database.db;
  const product = await findProduct(db, productId);
  if (!product) return { kind: "unknown_product" };
  const partner = await db
    .selectFrom("partners")
    .select("id")
    .where("name", "=", product.partner_name)
    .where("active", "=", true)
    .executeTakeFirst();
  const endpoint = partner ? deps.config.partners.endpoints.find((e) => e.id === partner.id) : undefined;
  if (!endpoint) return { kind: "ok", available: false };
  const { simulatorUrl } = deps.config.partners;
  if (simulatorUrl !== null && endpoint.url.startsWith(simulatorUrl)) {
    return { kind: "ok", available: await simulatorAnswers(simulatorUrl) };
  }
  return { kind: "ok", available: true };
}
