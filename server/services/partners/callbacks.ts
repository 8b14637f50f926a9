import * as v from "valibot";
import { PARTNER_HEADERS, partnerCallbackSchema } from "../../../src/contract/partners";
import type { Deps } from "../../deps";
import { applyCallbackEvent } from "./callback-events";
import { normaliseIdempotencyKey, verifyRequest } from "./signing";

export type CallbackOutcome =
  | { kind: "ok" }
  | { kind: "unknown_partner" }
  | { kind: "refused"; reason: "missing" | "stale" | "bad_signature" | "replayed" }
  | { kind: "out_of_order" }
  | { kind: "move_refused" }
  | { kind: "bad_body" }
  | { kind: "unknown_delivery" };

/**
 * A partner's signed callback: the partner must be configured, the signature its key gives for
 * this timestamp, method, path, idempotency key and body, the timestamp within five minutes. Then
 * the event is applied only when its key is new, it is newer than the last event applied to the
 * delivery (a captured body sent again under a fresh key is the same event: refused), and its
 * status may follow the delivery's (src/domain/partner-status-moves.ts).
 */
export async function receiveCallback(
  deps: Deps,
  partnerId: number,
  input: { headers: (name: string) => string | undefined; method: string; path: string; body: string },
): Promise<CallbackOutcome> {
  const endpoint = deps.config.partners.endpoints.find((e) => e.id === partnerId);
  if (!endpoint) return { kind: "unknown_partner" };
  const now = deps.clock.now();
  const rawKey = input.headers(PARTNER_HEADERS.idempotencyKey);
  const check = verifyRequest(
    endpoint.key,
    {
      timestamp: input.headers(PARTNER_HEADERS.timestamp),
      signature: input.headers(PARTNER_HEADERS.signature),
      idempotencyKey: rawKey,
      method: input.method,
      path: input.path,
      body: input.body,
    },
    now,
  );
  if (!check.ok) return { kind: "refused", reason: check.reason };
  const callbackKey = normaliseIdempotencyKey(rawKey) as string;
  let json: unknown;
  try {
    json = JSON.parse(input.body);
  } catch {
    return { kind: "bad_body" };
  }
  const parsed = v.safeParse(partnerCallbackSchema, json);
  if (!parsed.success) return { kind: "bad_body" };
  const { deliveryKey, status, sequence, ref } = parsed.output;
  const outcome = await applyCallbackEvent(deps.database.db, {
    partnerId,
    callbackKey,
    deliveryKey,
    status,
    sequence,
    ref: ref ?? null,
    now,
  });
  deps.log.info("partner callback", { partner: partnerId, key: deliveryKey, status, sequence, outcome });
  if (outcome === "applied") return { kind: "ok" };
  if (outcome === "replayed") return { kind: "refused", reason: "replayed" };
  return { kind: outcome };
}
