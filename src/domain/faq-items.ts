import type { MessageKey } from "../i18n/t";
import { AGE, LOAN_AMOUNT, LOAN_TERM } from "./constants";
import { formatMoney } from "./format";

/**
 * The home page's FAQ as the catalogue wrote it (src/i18n/vi-content.ts): what the database's
 * faq_items is seeded with (server/db/seed/faq.ts) until an editor changes an item in the
 * back-office. Each answer is a list of paragraphs; the first one opens with the loan range.
 */
export interface FaqSeedItem {
  /** Stable name of the seeded row (faq_items.seed_key). */
  key: string;
  question: MessageKey;
  answer: readonly MessageKey[];
}

export const FAQ_SEED: readonly FaqSeedItem[] = [
  { key: "amount", question: "faq_q1", answer: ["faq_loan_range", "faq_a1_more"] },
  { key: "fee", question: "faq_q2", answer: ["faq_a2"] },
  { key: "conditions", question: "faq_q3", answer: ["faq_a3"] },
  { key: "approval", question: "faq_q4", answer: ["faq_a4"] },
];

/** The limits the answers state, from src/domain/constants.ts (as the home page's LIMIT_PARAMS). */
export const FAQ_PARAMS = {
  min: formatMoney(LOAN_AMOUNT.min),
  max: formatMoney(LOAN_AMOUNT.max),
  termMin: LOAN_TERM.min,
  termMax: LOAN_TERM.max,
  ageMin: AGE.min,
  ageMax: AGE.max,
} as const;

/** Paragraphs of an answer as stored: apart by a blank line. */
export const FAQ_PARAGRAPH_SEPARATOR = "\n\n";

/** An answer's text as paragraphs (blank lines apart, trimmed, none empty). */
export function faqParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
