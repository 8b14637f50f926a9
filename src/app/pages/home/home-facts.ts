import type { MessageKey } from "../../../i18n/t";

/**
 * The home page's content above the fold (part of its first load; the rest is ./home-data.ts). Texts are
 * catalogue keys (src/i18n/vi-content.ts).
 */

/** Facts of the form itself (their source line says so), never unsourced customer numbers. */
export const COUNTERS: ReadonlyArray<{ id: string; value: MessageKey; label: MessageKey }> = [
  { id: "amount", value: "counter_amount_value", label: "counter_amount_label" },
  { id: "term", value: "counter_term_value", label: "counter_term_label" },
  { id: "age", value: "counter_age_value", label: "counter_age_label" },
  { id: "fee", value: "counter_fee_value", label: "counter_fee_label" },
];

export const ABOUT_VALUES: ReadonlyArray<{ id: string; title: MessageKey; text: MessageKey }> = [
  { id: "free", title: "about_value_free_title", text: "about_value_free_text" },
  { id: "partner", title: "about_value_partner_title", text: "about_value_partner_text" },
  { id: "secure", title: "about_value_secure_title", text: "about_value_secure_text" },
];
