import * as v from "valibot";
import { t } from "../i18n/t";
import { endpoint } from "./endpoint";

/**
 * The home page's FAQ (issue 31): what a visitor reads (GET /site/faq, the shown items in order)
 * and what an editor keeps in the back-office (/quan-tri/faq...): add, edit, move up or down, show
 * or hide. Plain text only: an answer's paragraphs are apart by a blank line, never HTML.
 */

export const faqItemSchema = v.object({
  id: v.number(),
  question: v.string(),
  /** The answer's paragraphs. */
  answer: v.array(v.string()),
});
export type FaqItem = v.InferOutput<typeof faqItemSchema>;

/** The items a visitor sees, in order. */
export const faqEndpoint = endpoint({
  method: "GET",
  path: "/site/faq",
  data: v.object({ items: v.array(faqItemSchema) }),
});

/** Text without markup: angle brackets are refused, so no HTML can be written into an item. */
const plain = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, message),
    v.regex(/^[^<>]*$/, t("bo_faq_no_markup")),
  );

export const faqDraftSchema = v.object({
  question: plain(5, 200, t("bo_faq_question_invalid")),
  /** Paragraphs apart by a blank line. */
  answer: plain(10, 2000, t("bo_faq_answer_invalid")),
});
export type FaqDraft = v.InferOutput<typeof faqDraftSchema>;

export const faqRowSchema = v.object({
  id: v.number(),
  question: v.string(),
  answer: v.string(),
  position: v.number(),
  active: v.boolean(),
  updatedAt: v.string(),
});
export type FaqRow = v.InferOutput<typeof faqRowSchema>;

/** Every item, shown or hidden, in order. */
export const faqAdminListEndpoint = endpoint({
  method: "GET",
  path: "/quan-tri/faq",
  data: v.object({ rows: v.array(faqRowSchema) }),
});

/** A new item, shown, last. */
export const faqCreateEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/faq",
  body: faqDraftSchema,
  data: v.object({ id: v.number() }),
});

export const faqUpdateEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/faq/{id}",
  body: faqDraftSchema,
  data: v.null(),
});

/** Swaps the item with the one above or below it. */
export const faqMoveEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/faq/{id}/move",
  body: v.object({ direction: v.picklist(["up", "down"], t("bo_faq_direction_invalid")) }),
  data: v.null(),
});

/** Shows (active) or hides the item on the site. */
export const faqActiveEndpoint = endpoint({
  method: "POST",
  path: "/quan-tri/faq/{id}/active",
  body: v.object({ active: v.boolean(t("bo_faq_active_invalid")) }),
  data: v.null(),
});
