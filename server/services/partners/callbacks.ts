import * as v from "valibot";
import { PARTNER_HEADERS, partnerCallbackSchema } from "../../../src/contract/partners";
import type { Deps } from "../../deps";
import { applyPartnerStatus, rememberCallback } from "./deliveries";
import { verifySignature } from "./signing";

export type CallbackOutcome =
  | { kind: "ok" }
  | { kind: "unknown_partner" }
  | { kind: "refused"; reason: "missing" | "stale" | "bad_signature" | "replayed" }
  | { kind: "bad_body" }
  | { kind: "unknown_delivery" };

/**
 * A partner's signed callback: the partner must be configured, the signature its key gives for
 * this exact body, the timestamp within five minutes, and the callback's idempotency key new
 * (a replay is refused). Only then is the body read and the delivery's status updated.
 */
export async function receiveCallback(
  deps: Deps,
  partnerId: number,
  input: { headers: (name: string) => string | undefined; body: string },
): Promise<CallbackOutcome> {
  const endpoint = deps.config.partners.endpoints.find((e) => e.id === partnerId);
  if (!endpoint) return { kind: "unknown_partner" };
  const now = deps.clock.now();
  const check = verifySignature(
    endpoint.key,
    {
      timestamp: input.headers(PARTNER_HEADERS.timestamp),
      signature: input.headers(PARTNER_HEADERS.signature),
      body: input.body,
    },
    now,
  );
  if (!check.ok) return { kind: "refused", reason: check.reason };
  const idempotencyKey = input.headers(PARTNER_HEADERS.idempotencyKey);
  if (!idempotencyKey || idempotencyKey.length > 200) return { kind: "refused", reason: "missing" };
  let json: unknown;
  try {
    json = JSON.parse(input.body);
  } catch {
    return { kind: "bad_body" };
  }
  const parsed = v.safeParse(partnerCallbackSchema, json);
  if (!parsed.success) return { kind: "bad_body" };
  const db = deps.database.db;
  if (!(await rememberCallback(db, partnerId, idempotencyKey, now))) return { kind: "refused", reason: "replayed" };
  const applied = await applyPartnerStatus(db, {
    partnerId,
    key: parsed.output.deliveryKey,
    status: parsed.output.status,
    ref: parsed.output.ref ?? null,
    now,
  });
  if (!applied) return { kind: "unknown_delivery" };
  deps.log.info("partner callback", {
    partner: partnerId,
    key: parsed.output.deliveryKey,
    status: parsed.output.status,
  });
  return { kind: "ok" };
}
