import * as v from "valibot";
import { PARTNER_LOGO_MAX_BYTES, PARTNER_LOGO_TYPES, partnerLogoUploadEndpoint } from "../../contract/bo-partners";
import { fillPath } from "../../contract/endpoint";
import { envelopeSchema } from "../../contract/envelope";
import { REQUEST_TIMEOUT_MS } from "../../domain/constants";
import { t } from "../../i18n/t";
import { StaffCallError } from "./staff-client";

/**
 * Sends a partner's logo as the request's body (its own Content-Type, no JSON, no form): the server
 * counts it as it arrives and refuses past 200 KB. The same limits are checked here first, so a wrong
 * file is named before it is sent. Answers the logo's new URL.
 */
export async function uploadPartnerLogo(id: number, file: Blob): Promise<string> {
  if (!(PARTNER_LOGO_TYPES as readonly string[]).includes(file.type)) {
    throw new StaffCallError(t("bo_partner_logo_type"), 0);
  }
  if (file.size === 0) throw new StaffCallError(t("bo_partner_logo_empty"), 0);
  if (file.size > PARTNER_LOGO_MAX_BYTES) throw new StaffCallError(t("bo_partner_logo_too_large"), 0);
  let response: Response;
  try {
    response = await fetch(`/api${fillPath(partnerLogoUploadEndpoint.path, { id })}`, {
      method: "POST",
      body: file,
      headers: { "content-type": file.type },
      credentials: "same-origin",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    throw new StaffCallError(t("network_error"), 0);
  }
  const envelope = v.safeParse(envelopeSchema, await response.json().catch(() => null));
  if (!envelope.success || envelope.output.code !== 200 || !response.ok) {
    throw new StaffCallError((envelope.success && envelope.output.message) || t("normal_error"), response.status);
  }
  const data = v.safeParse(partnerLogoUploadEndpoint.data, envelope.output.data);
  if (!data.success) throw new StaffCallError(t("normal_error"), response.status);
  return data.output.logoUrl;
}
