import * as v from "valibot";
import { t } from "../i18n/t";

/**
 * Valibot's built-in messages are English. Every schema of ours names its own Vietnamese message
 * where a user can hit it; this global fallback covers the rest (wrong types sent by a caller).
 */
v.setGlobalMessage((issue) => {
  const field = issue.path?.map((item) => String(item.key)).join(".");
  return field ? t("invalid_field", { field }) : t("invalid_request");
});

/** The first Vietnamese message of a failed parse. */
export function firstMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? t("invalid_request");
}
