import type { Kysely } from "kysely";
import type { FaqItem } from "../../../src/contract/faq";
import { faqParagraphs } from "../../../src/domain/faq-items";
import type { DB } from "../../db/schema";
import { versionedCache } from "./versioned-cache";

/**
 * The home page's FAQ as a visitor reads it (GET /site/faq): the shown items in order, served from
 * memory and reread within a second of any change on any server (versioned-cache.ts). The home
 * page's prerendered HTML holds no FAQ (its section is a lazy chunk loaded near the viewport,
 * src/app/pages/home/home-sections.tsx), so no prerendered page goes stale when an editor changes it.
 */
const shown = versionedCache<FaqItem[]>(async (db) => {
  const rows = await db
    .selectFrom("faq_items")
    .select(["id", "question", "answer"])
    .where("active", "=", true)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, question: row.question, answer: faqParagraphs(row.answer) }));
});

export const publishedFaq = (db: Kysely<DB>, now: Date): Promise<FaqItem[]> => shown.get(db, now);

/** An editor changed the FAQ on this server: the next read shows it. */
export const invalidateFaq = (db: Kysely<DB>): void => shown.invalidate(db);
