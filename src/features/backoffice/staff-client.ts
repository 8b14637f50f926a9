import ky, { isHTTPError, isTimeoutError } from "ky";
import * as v from "valibot";
import type { BodyInputOf, DataOf, Endpoint, QueryInputOf } from "../../contract/endpoint";
import { fillPath } from "../../contract/endpoint";
import { envelopeSchema } from "../../contract/envelope";
import { REQUEST_TIMEOUT_MS } from "../../domain/constants";
import { t } from "../../i18n/t";

/**
 * The back-office's own HTTP client: the customers' client (src/api/client.ts) signs a customer out
 * and sends them to /login on a 401; here a 401 means the staff session ended, and the screens send
 * the staff member to /quan-tri/dang-nhap themselves. The session is the HttpOnly __Host-staff cookie.
 */
const http = ky.create({ prefix: "/api/", timeout: REQUEST_TIMEOUT_MS, retry: 0, credentials: "same-origin" });

/** A refused or failed back-office call: the Vietnamese message to show, and the HTTP status. */
export class StaffCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "StaffCallError";
  }
}

export async function staffCall<E extends Endpoint>(
  endpoint: E,
  options: { params?: Record<string, string | number>; body?: BodyInputOf<E>; query?: QueryInputOf<E> } = {},
): Promise<DataOf<E>> {
  const path = fillPath(endpoint.path, options.params ?? {}).replace(/^\//, "");
  const query = options.query as Record<string, unknown> | undefined;
  const searchParams = query
    ? Object.fromEntries(
        Object.entries(query)
          .filter(([, value]) => value != null && value !== "")
          .map(([k, value]) => [k, String(value)]),
      )
    : undefined;
  let json: unknown;
  try {
    json = await http(path, {
      method: endpoint.method,
      json: endpoint.body ? (options.body ?? {}) : undefined,
      searchParams,
    }).json();
  } catch (error) {
    if (isHTTPError(error)) {
      // ky 2 has read the body already: its parsed JSON is error.data.
      const parsed = v.safeParse(envelopeSchema, error.data);
      throw new StaffCallError((parsed.success && parsed.output.message) || t("normal_error"), error.response.status);
    }
    throw new StaffCallError(isTimeoutError(error) ? t("network_error") : t("network_error"), 0);
  }
  const envelope = v.safeParse(envelopeSchema, json);
  if (!envelope.success || envelope.output.code !== 200) {
    throw new StaffCallError((envelope.success && envelope.output.message) || t("normal_error"), 200);
  }
  const data = v.safeParse(endpoint.data, envelope.output.data);
  if (!data.success) throw new StaffCallError(t("normal_error"), 200);
  return data.output;
}
