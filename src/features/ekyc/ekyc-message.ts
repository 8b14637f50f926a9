import type { EkycContext } from "../../../machines/ekyc/types";
import { documentMessageKey } from "../../domain/document-codes";
import { t } from "../../i18n/t";

/** The text of the ekyc machine's current error: a document code's message, else the server's, else the key's. */
export function ekycMessage(context: Pick<EkycContext, "errorCode" | "errorKey" | "message">): string {
  if (context.errorCode) return t(documentMessageKey(context.errorCode));
  if (context.message) return context.message;
  return context.errorKey ? t(context.errorKey) : "";
}
