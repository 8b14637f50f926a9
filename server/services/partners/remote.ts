import type { PartnerStatus } from "../../../src/contract/partners";
import type { Deps } from "../../deps";
import type { PartnerAdapter } from "./adapter";
import { applyPartnerStatus, deliveryKey, findDeliveryByKey } from "./deliveries";
import { createHttpAdapter } from "./http-adapter";

/** The adapter of a configured partner (HTTP today); null when the partner has no endpoint. */
export function adapterOf(deps: Deps, partnerId: number): PartnerAdapter | null {
  const endpoint = deps.config.partners.endpoints.find((e) => e.id === partnerId);
  if (!endpoint) return null;
  return createHttpAdapter(endpoint, { timeoutMs: deps.config.partners.timeoutMs, now: () => deps.clock.now() });
}

export interface PartnerStanding {
  status: PartnerStatus | null;
  ref: string | null;
}

/**
 * Where an application stands with its partner (BIDV Tây Hồ's getApprove): asks the partner when
 * it already holds the application, stores what it says, and otherwise (not yet delivered, partner
 * unreachable) answers the status we know.
 */
export async function approvalOf(deps: Deps, applicationCode: string): Promise<PartnerStanding> {
  const db = deps.database.db;
  const key = deliveryKey("application", applicationCode);
  const delivery = await findDeliveryByKey(db, key);
  if (!delivery) return { status: null, ref: null };
  const adapter = adapterOf(deps, delivery.partner_id);
  if (!adapter || delivery.partner_ref === null || delivery.status === "queued" || delivery.status === "failed") {
    return { status: delivery.status, ref: delivery.partner_ref };
  }
  try {
    const answer = await adapter.approvalStatus(delivery.partner_ref);
    const applied = await applyPartnerStatus(db, {
      partnerId: delivery.partner_id,
      key,
      status: answer.status,
      ref: null,
      now: deps.clock.now(),
    });
    // A move the table refuses (a stale answer after a newer callback) keeps what we hold.
    return { status: applied ? answer.status : delivery.status, ref: delivery.partner_ref };
  } catch (error) {
    deps.log.warn("partner approval status unavailable", { key, error: (error as Error).message });
    return { status: delivery.status, ref: delivery.partner_ref };
  }
}

export type SignOutcome = { kind: "ok"; status: PartnerStatus } | { kind: "not_ready" } | { kind: "unavailable" };

/** Confirms the remote (SmartCA) signature of an application awaiting it, with the customer's code. */
export async function confirmSignature(
  deps: Deps,
  applicationCode: string,
  input: { otp: string; transactionId: string },
): Promise<SignOutcome> {
  const db = deps.database.db;
  const key = deliveryKey("application", applicationCode);
  const delivery = await findDeliveryByKey(db, key);
  if (!delivery || delivery.partner_ref === null || delivery.status !== "needs_signing") return { kind: "not_ready" };
  const adapter = adapterOf(deps, delivery.partner_id);
  if (!adapter) return { kind: "unavailable" };
  try {
    const answer = await adapter.confirmRemoteSignature(delivery.partner_ref, input);
    const applied = await applyPartnerStatus(db, {
      partnerId: delivery.partner_id,
      key,
      status: answer.status,
      ref: null,
      now: deps.clock.now(),
    });
    return { kind: "ok", status: applied ? answer.status : delivery.status };
  } catch (error) {
    deps.log.warn("partner signature confirmation failed", { key, error: (error as Error).message });
    return { kind: "unavailable" };
  }
}
