import type { Kysely, Selectable, Transaction } from "kysely";
import type { FaqDraft, FaqRow } from "../../../src/contract/faq";
import { faqParagraphs } from "../../../src/domain/faq-items";
import type { DB } from "../../db/schema";
import type { FaqItemsTable } from "../../db/tables/site-content";
import type { Deps } from "../../deps";
import { type AuditActorRef, staffAction } from "../audit/staff-action";
import { invalidateFaq } from "./faq";

/**
 * The editor's FAQ work (issue 31): add, edit, move up or down, show or hide. Each change and its
 * audit row (the item before and after) are written in one transaction (staffAction); a changed
 * row leaves the seed's hands (managed_by_seed = false), so a later start keeps the editor's work.
 */

type Row = Selectable<FaqItemsTable>;
type Db = Pick<Deps, "database" | "clock">;

export type FaqChange = { kind: "ok"; id: number } | { kind: "not-found" } | { kind: "at-edge" };

/** The item as the audit log keeps it (before and after). */
const recordOf = (row: Row) => ({
  question: row.question,
  answer: faqParagraphs(row.answer),
  position: row.position,
  active: row.active,
});

export async function listFaqRows(db: Kysely<DB>): Promise<FaqRow[]> {
  const rows = await db.selectFrom("faq_items").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    answer: row.answer,
    position: row.position,
    active: row.active,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

/** The answer as stored: its paragraphs apart by one blank line. */
const storedAnswer = (answer: string) => faqParagraphs(answer).join("\n\n");

export async function createFaq(deps: Db, actor: AuditActorRef, draft: FaqDraft): Promise<FaqChange> {
  const result = await staffAction<FaqChange>(deps, actor, { action: "faq.create" }, async (trx) => {
    const last = await trx
      .selectFrom("faq_items")
      .select((eb) => eb.fn.max("position").as("position"))
      .executeTakeFirst();
    const row = await trx
      .insertInto("faq_items")
      .values({
        seed_key: null,
        question: draft.question,
        answer: storedAnswer(draft.answer),
        position: Number(last?.position ?? 0) + 1,
        active: true,
        managed_by_seed: false,
        updated_at: deps.clock.now(),
        updated_by: actor.staffId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      value: { kind: "ok", id: row.id },
      audit: { before: null, after: recordOf(row), target: `faq/${row.id}` },
    };
  });
  invalidateFaq(deps.database.db);
  return result;
}

const loadForUpdate = (trx: Transaction<DB>, id: number) =>
  trx.selectFrom("faq_items").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();

/** Sets `values` on item `id`, audited as `action` with the item before and after. */
async function change(
  deps: Db,
  actor: AuditActorRef,
  action: string,
  id: number,
  values: (row: Row) => Partial<Pick<Row, "question" | "answer" | "active">>,
): Promise<FaqChange> {
  const result = await staffAction<FaqChange>(deps, actor, { action, target: `faq/${id}` }, async (trx) => {
    const before = await loadForUpdate(trx, id);
    if (!before) return { value: { kind: "not-found" } };
    const after = await trx
      .updateTable("faq_items")
      .set({ ...values(before), managed_by_seed: false, updated_at: deps.clock.now(), updated_by: actor.staffId })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { value: { kind: "ok", id }, audit: { before: recordOf(before), after: recordOf(after) } };
  });
  invalidateFaq(deps.database.db);
  return result;
}

export const updateFaq = (deps: Db, actor: AuditActorRef, id: number, draft: FaqDraft) =>
  change(deps, actor, "faq.update", id, () => ({ question: draft.question, answer: storedAnswer(draft.answer) }));

export const setFaqActive = (deps: Db, actor: AuditActorRef, id: number, active: boolean) =>
  change(deps, actor, active ? "faq.show" : "faq.hide", id, () => ({ active }));

/**
 * Swaps the item with its neighbour above or below (hidden items count: the list is the editor's
 * order). Both rows change; the audit row keeps the order of the two before and after.
 */
export async function moveFaq(deps: Db, actor: AuditActorRef, id: number, direction: "up" | "down") {
  const result = await staffAction<FaqChange>(deps, actor, { action: "faq.move", target: `faq/${id}` }, async (trx) => {
    const rows = await trx.selectFrom("faq_items").selectAll().orderBy("position").orderBy("id").forUpdate().execute();
    const index = rows.findIndex((row) => row.id === id);
    if (index < 0) return { value: { kind: "not-found" } };
    const other = rows[direction === "up" ? index - 1 : index + 1];
    const moved = rows[index] as Row;
    if (!other) return { value: { kind: "at-edge" } };
    const now = deps.clock.now();
    // Positions made distinct first (rows added by hand may share one), then the two swapped.
    const ordered = rows.map((row, i) => ({ id: row.id, position: i + 1 }));
    const target = new Map(ordered.map((row) => [row.id, row.position]));
    target.set(moved.id, direction === "up" ? index : index + 2);
    target.set(other.id, index + 1);
    for (const row of rows) {
      const position = target.get(row.id) as number;
      const touched = row.id === moved.id || row.id === other.id;
      if (position === row.position && !touched) continue;
      await trx
        .updateTable("faq_items")
        .set({
          position,
          ...(touched ? { managed_by_seed: false, updated_at: now, updated_by: actor.staffId } : {}),
        })
        .where("id", "=", row.id)
        .execute();
    }
    const order = (positionOf: (row: Row) => number) =>
      [moved, other]
        .map((row) => ({ id: row.id, question: row.question, position: positionOf(row) }))
        .sort((a, b) => a.position - b.position);
    return {
      value: { kind: "ok", id },
      audit: {
        before: { direction, items: order((row) => row.position) },
        after: { direction, items: order((row) => target.get(row.id) as number) },
      },
    };
  });
  invalidateFaq(deps.database.db);
  return result;
}
