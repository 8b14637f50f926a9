import ky, { isHTTPError, isTimeoutError } from "ky";
import * as v from "valibot";
import type { BodyInputOf, DataOf, Endpoint, QueryInputOf } from "../contract/endpoint";
import { fillPath } from "../contract/endpoint";
import { type Envelope, envelopeSchema } from "../contract/envelope";
import { REQUEST_TIMEOUT_MS } from "../domain/constants";
import { t } from "../i18n/t";
import { storedLanguage } from "../state/language";
import { signOut } from "../state/session";
import { ApiError } from "./api-error";
import { redirectToLogin } from "./auth-redirect";

/**
 * The one HTTP client of the app: base /api, JSON, 300 s timeout and language. The session is the
 * HttpOnly cookie the browser sends by itself on our own origin (credentials: same-origin); no
 * token is ever read or stored by the page.
 */
export const http = ky.create({
  prefix: "/api/",
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  credentials: "same-origin",
  hooks: {
    beforeRequest: [
      ({ request }) => {
        request.headers.set("Accept-Language", storedLanguage());
      },
    ],
    afterResponse: [
      ({ response }) => {
        if (response.status === 401 || response.status === 403) {
          signOut();
          redirectToLogin();
        }
      },
    ],
  },
});

export interface CallOptions<E extends Endpoint> {
  params?: Record<string, string | number>;
  body?: BodyInputOf<E>;
  query?: QueryInputOf<E>;
  /** Retry on network failure with backoff: only for idempotent calls. */
  retries?: number;
  signal?: AbortSignal;
  /** Extra request headers for this call (for example X-Ticket-Token). */
  headers?: Record<string, string>;
}

function searchParams(query: unknown): Record<string, string> | undefined {
  if (!query || typeof query !== "object") return undefined;
  const entries = Object.entries(query as Record<string, unknown>).filter(([, value]) => value != null);
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const parsed = v.safeParse(envelopeSchema, await response.json());
    return parsed.success ? parsed.output.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls an endpoint of the contract and returns its envelope. Business codes (201, 202, 203 …)
 * come back in the envelope for the caller to handle; transport failures throw an ApiError
 * whose message is the Vietnamese text to show.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<Envelope<DataOf<E>>> {
  const path = fillPath(endpoint.path, options.params ?? {}).replace(/^\//, "");
  const retries = options.retries ?? 0;
  let json: unknown;
  try {
    json = await http(path, {
      method: endpoint.method,
      json: endpoint.body ? options.body : undefined,
      searchParams: searchParams(options.query),
      signal: options.signal,
      ...(options.headers ? { headers: options.headers } : {}),
      retry: {
        limit: retries,
        methods: ["get", "post", "put", "delete"],
        statusCodes: [408, 502, 503, 504],
        backoffLimit: 8_000,
      },
    }).json();
  } catch (error) {
    if (isTimeoutError(error)) throw new ApiError("timeout", t("network_error"));
    if (isHTTPError(error)) {
      const message = (await messageOf(error.response)) ?? t("normal_error");
      throw new ApiError("http", message, error.response.status);
    }
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError("network", t("network_error"));
  }
  const envelope = v.safeParse(envelopeSchema, json);
  if (!envelope.success) throw new ApiError("invalid", t("normal_error"));
  const { code, message } = envelope.output;
  if (code !== 200) return { code, data: envelope.output.data as DataOf<E>, ...(message ? { message } : {}) };
  const data = v.safeParse(endpoint.data, envelope.output.data);
  if (!data.success) throw new ApiError("invalid", t("normal_error"));
  return { code, data: data.output, ...(message ? { message } : {}) };
}
