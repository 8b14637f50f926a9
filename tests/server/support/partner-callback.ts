import { recordDelivery } from "../../../server/services/partners/deliveries";
import { SAMPLE_PARTNER_KEYS } from "../../../server/services/partners/partners-config";
import { signRequest } from "../../../server/services/partners/signing";
import type { TestApp } from "./test-app";

/** A callback request as a partner sends it (or an attacker captured it). */
export interface CallbackRequest {
  path: string;
  headers: Record<string, string>;
  raw: string;
}

export interface CallbackOptions {
  /** The signing key (default: sample partner 1's). */
  key?: string;
  partner?: number;
  secondsAgo?: number;
  idempotencyKey: string;
  signature?: string;
}

/** Signs a callback body the way partners must (decision 013): timestamp, method, path, key and body. */
export function signedCallback(t: TestApp, body: unknown, options: CallbackOptions): CallbackRequest {
  const raw = JSON.stringify(body);
  const timestamp = Math.floor(t.clock.now().getTime() / 1000) - (options.secondsAgo ?? 0);
  const path = `/api/partners/${options.partner ?? 1}/callback`;
  const key = options.key ?? (SAMPLE_PARTNER_KEYS[1] as string);
  const signature =
    options.signature ??
    signRequest(key, { timestamp, method: "POST", path, idempotencyKey: options.idempotencyKey, body: raw });
  return {
    path,
    raw,
    headers: {
      "content-type": "application/json",
      "x-partner-timestamp": String(timestamp),
      "x-partner-signature": signature,
      "idempotency-key": options.idempotencyKey,
    },
  };
}

/** Sends a callback request exactly as given. */
export function sendCallback(t: TestApp, request: CallbackRequest): Promise<Response> {
  return t.request(request.path, { method: "POST", headers: request.headers, body: request.raw });
}

/** A lead delivery to sample partner 1, recorded as the queue does; its id and idempotency key. */
export async function leadDelivery(t: TestApp, code: string): Promise<{ id: number; key: string }> {
  const id = await recordDelivery(t.database.db, { kind: "lead", subjectCode: code, partnerId: 1, now: t.clock.now() });
  return { id: id as number, key: `lead-${code}` };
}

/** The status we hold for a delivery. */
export async function deliveryStatus(t: TestApp, id: number) {
  const row = await t.database.db
    .selectFrom("partner_deliveries")
    .select("status")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.status;
}
