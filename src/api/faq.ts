import { type FaqItem, faqEndpoint } from "../contract/faq";
import { t } from "../i18n/t";
import { ApiError } from "./api-error";
import { call } from "./client";

/**
 * The home page's FAQ as the editors keep it (GET /site/faq): fetched once per page load and shared;
 * a failure is forgotten so the next caller (the section's 'Thử lại') tries again.
 */
let pending: Promise<FaqItem[]> | null = null;

export function loadFaq(): Promise<FaqItem[]> {
  pending ??= call(faqEndpoint, { retries: 2 })
    .then((envelope) => {
      if (envelope.code !== 200) throw new ApiError("http", envelope.message ?? t("normal_error"), envelope.code);
      return envelope.data.items;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
