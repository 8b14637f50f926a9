import ky, { isHTTPError } from "ky";
import * as v from "valibot";
import type { DataOf, Endpoint } from "../../contract/endpoint";
import { fillPath } from "../../contract/endpoint";
import { envelopeSchema } from "../../contract/envelope";
import { REQUEST_TIMEOUT_MS } from "../../domain/constants";
import { t } from "../../i18n/t";
import { StaffCallError } from "./staff-client";

/**
 * A back-office upload whose body is the file itself (a card's image): sent with the file's type as
 * Content-Type, answered with the usual envelope. Refusals come back as StaffCallError with the
 * server's Vietnamese message, as staffCall's do.
 */
const http = ky.create({ prefix: "/api/", timeout: REQUEST_TIMEOUT_MS, retry: 0, credentials: "same-origin" });

export async function staffUpload<E extends Endpoint>(
  endpoint: E,
  params: Record<string, string | number>,
  file: Blob,
): Promise<DataOf<E>> {
  const path = fillPath(endpoint.path, params).replace(/^\//, "");
  let json: unknown;
  try {
    json = await http(path, { method: endpoint.method, body: file, headers: { "content-type": file.type } }).json();
  } catch (error) {
    if (isHTTPError(error)) {
      const parsed = v.safeParse(envelopeSchema, error.data);
      throw new StaffCallError((parsed.success && parsed.output.message) || t("normal_error"), error.response.status);
    }
    throw new StaffCallError(t("network_error"), 0);
  }
  const envelope = v.safeParse(envelopeSchema, json);
  const data =
    envelope.success && envelope.output.code === 200 ? v.safeParse(endpoint.data, envelope.output.data) : null;
  if (!data?.success) throw new StaffCallError((envelope.success && envelope.output.message) || t("normal_error"), 200);
  return data.output;
}
