import type { EkycContext } from "../../../../machines/ekyc/types";
import { documentMessageKey } from "../../../domain/document-codes";
import { t } from "../../../i18n/t";

/**
 * The text of the ekyc machine's current error: the server's (it may be more precise than the
 * code's, e.g. 023 for an ID that does not match), else a document code's message, else the key's.
 */
export function ekycMessage(context: Pick<EkycContext, "errorCode" | "errorKey" | "message">): string {
  if (context.message) return context.message;
  if (context.errorCode) return t(documentMessageKey(context.errorCode));
  return context.errorKey ? t(context.errorKey) : "";
}
