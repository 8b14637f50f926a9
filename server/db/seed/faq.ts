import { sql } from "kysely";
import { FAQ_PARAGRAPH_SEPARATOR, FAQ_PARAMS, FAQ_SEED } from "../../../src/domain/faq-items";
import { t } from "../../../src/i18n/t";
import type { Seed } from "../seed";

/** The catalogue's FAQ (src/domain/faq-items.ts) as rows: its wording exactly, the limits filled in. */
export const SEED_FAQ = FAQ_SEED.map((item, index) => ({
  seedKey: item.key,
  question: t(item.question),
  answer: item.answer.map((key) => t(key, FAQ_PARAMS)).join(FAQ_PARAGRAPH_SEPARATOR),
  position: index + 1,
}));

/**
 * Inserts every catalogue item, and updates a stored one whose wording changed here (a loan limit
 * moved), unless an editor took it over (managed_by_seed = false: edited, moved, shown or hidden in
 * the back-office). Real content, so production gets it too. Running it twice changes nothing.
 */
export const seedFaq: Seed = async (database) => {
  for (const item of SEED_FAQ) {
    await database.db
      .insertInto("faq_items")
      .values({
        seed_key: item.seedKey,
        question: item.question,
        answer: item.answer,
        position: item.position,
        active: true,
        managed_by_seed: true,
        updated_at: sql<Date>`now()`,
        updated_by: null,
      })
      .onConflict((oc) =>
        oc
          .column("seed_key")
          .doUpdateSet((eb) => ({
            question: eb.ref("excluded.question"),
            answer: eb.ref("excluded.answer"),
            updated_at: sql<Date>`now()`,
          }))
          .where("faq_items.managed_by_seed", "=", true)
          .where(
            sql<boolean>`(faq_items.question, faq_items.answer) IS DISTINCT FROM (excluded.question, excluded.answer)`,
          ),
      )
      .execute();
  }
};
