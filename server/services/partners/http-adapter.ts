import * as v from "valibot";
import {
  approvalStatusSchema,
  PARTNER_HEADERS,
  type PartnerApplication,
  type PartnerLead,
  partnerAckSchema,
  partnerServiceSchema,
  partnerVerdictSchema,
} from "../../../src/contract/partners";
import { type PartnerAdapter, PartnerCallError } from "./adapter";
import type { PartnerEndpoint } from "./partners-config";
import { requestTarget, signRequest } from "./signing";

export interface HttpAdapterOptions {
  timeoutMs: number;
  now: () => Date;
  fetch?: typeof fetch;
}

/**
 * A partner over HTTPS/JSON: every request is signed (timestamp, HMAC-SHA256 signature and an
 * idempotency key in headers; the signature covers the timestamp, method, path, key and body) and
 * every answer is checked against the contract schema.
 */
export function createHttpAdapter(partner: PartnerEndpoint, options: HttpAdapterOptions): PartnerAdapter {
  const doFetch = options.fetch ?? fetch;

  async function call<S extends v.GenericSchema>(
    method: "GET" | "POST",
    path: string,
    idempotencyKey: string,
    payload: unknown,
    schema: S,
  ): Promise<v.InferOutput<S>> {
    const body = payload === undefined ? "" : JSON.stringify(payload);
    const timestamp = Math.floor(options.now().getTime() / 1000);
    const url = `${partner.url}${path}`;
    const signature = signRequest(partner.key, { timestamp, method, path: requestTarget(url), idempotencyKey, body });
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          "content-type": "application/json",
          [PARTNER_HEADERS.timestamp]: String(timestamp),
          [PARTNER_HEADERS.signature]: signature,
          [PARTNER_HEADERS.idempotencyKey]: idempotencyKey,
        },
        ...(method === "POST" ? { body } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      throw new PartnerCallError(`partner ${partner.id} unreachable: ${(error as Error).message}`, true);
    }
    const text = await response.text().catch(() => "");
    if (!response.ok) {
      const retryable = response.status >= 500 || response.status === 429 || response.status === 408;
      throw new PartnerCallError(`partner ${partner.id} answered ${response.status}`, retryable, response.status);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new PartnerCallError(`partner ${partner.id} answered no JSON`, true, response.status);
    }
    const parsed = v.safeParse(schema, json);
    if (!parsed.success) throw new PartnerCallError(`partner ${partner.id} answered an unexpected body`, false);
    return parsed.output;
  }

  return {
    deliverLead: (lead: PartnerLead) => call("POST", "/leads", lead.idempotencyKey, lead, partnerAckSchema),
    deliverApplication: (application: PartnerApplication) =>
      call("POST", "/applications", application.idempotencyKey, application, partnerAckSchema),
    approvalStatus: (ref) =>
      call("GET", `/applications/${encodeURIComponent(ref)}/status`, `status-${ref}`, undefined, approvalStatusSchema),
    confirmRemoteSignature: (ref, input) =>
      call(
        "POST",
        `/applications/${encodeURIComponent(ref)}/signature`,
        `sign-${ref}-${input.transactionId}`,
        input,
        approvalStatusSchema,
      ),
    serviceStatus: (productId) =>
      call("GET", `/service?productId=${productId}`, `service-${productId}`, undefined, partnerServiceSchema),
    checkDocument: (input) =>
      call("POST", "/documents/check", `document-${input.applicationCode}-${input.side}`, input, partnerVerdictSchema),
    checkSubscriber: (input) =>
      call(
        "POST",
        "/subscribers/check",
        `subscriber-${input.applicationCode}-${input.transactionId}`,
        input,
        partnerVerdictSchema,
      ),
  };
}
