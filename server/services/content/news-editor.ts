import type { Kysely, Selectable } from "kysely";
import type { NewsDraft, NewsEditable, NewsRow, NewsStatusShown } from "../../../src/contract/news";
import type { DB } from "../../db/schema";
import type { NewsArticlesTable } from "../../db/tables/news";
import type { Deps } from "../../deps";
import { type AuditActorRef, staffAction } from "../audit/staff-action";
import { invalidateNews, paragraphsOf } from "./news";

/**
 * The editor's news work (issue 31): write, save, publish now or at a time, unpublish. Each change
 * and its audit row (the article before and after) are written in one transaction (staffAction).
 */

type Row = Selectable<NewsArticlesTable>;

export type NewsChange = { kind: "ok"; id: number } | { kind: "not-found" } | { kind: "taken" } | { kind: "past" };

function shownStatus(row: Pick<Row, "status" | "publish_at">, now: Date): NewsStatusShown {
  if (row.status === "published" && row.publish_at && new Date(row.publish_at).getTime() > now.getTime()) {
    return "scheduled";
  }
  return row.status;
}

/** The article as the audit log keeps it (before and after). */
function recordOf(row: Row) {
  return {
    slug: row.slug,
    category: row.category,
    title: row.title,
    summary: row.summary,
    body: paragraphsOf(row.body),
    image: row.image,
    status: row.status,
    publishAt: row.publish_at ? new Date(row.publish_at).toISOString() : null,
  };
}

export async function listNewsRows(db: Kysely<DB>, now: Date): Promise<NewsRow[]> {
  const rows = await db
    .selectFrom("news_articles")
    .selectAll()
    .orderBy("updated_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    status: shownStatus(row, now),
    publishAt: row.publish_at ? new Date(row.publish_at).toISOString() : null,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
}

export async function newsForEditing(db: Kysely<DB>, id: number, now: Date): Promise<NewsEditable | null> {
  const row = await db.selectFrom("news_articles").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const record = recordOf(row);
  return { ...record, id: row.id, status: shownStatus(row, now) };
}

const loadForUpdate = (db: Kysely<DB>, id: number) =>
  db.selectFrom("news_articles").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();

async function slugTaken(db: Kysely<DB>, slug: string, exceptId: number | null): Promise<boolean> {
  let query = db.selectFrom("news_articles").select("id").where("slug", "=", slug);
  if (exceptId !== null) query = query.where("id", "<>", exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createNews(deps: Pick<Deps, "database" | "clock">, actor: AuditActorRef, draft: NewsDraft) {
  const now = deps.clock.now();
  return await staffAction<NewsChange>(deps, actor, { action: "news.create" }, async (trx) => {
    if (await slugTaken(trx, draft.slug, null)) return { value: { kind: "taken" } };
    const row = await trx
      .insertInto("news_articles")
      .values({
        ...draft,
        body: JSON.stringify(draft.body),
        status: "draft",
        publish_at: null,
        created_at: now,
        updated_at: now,
        updated_by: actor.staffId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return {
      value: { kind: "ok", id: row.id },
      audit: { before: null, after: recordOf(row), target: `news/${row.id}` },
    };
  });
}

/** What a change sets on an article (the body as paragraphs). */
type NewsSet = Partial<Pick<Row, "slug" | "category" | "title" | "summary" | "image" | "status" | "publish_at">> & {
  body?: string[];
};

/** Changes the article's row with `set` (null when the change is refused), audited as `action`. */
async function change(
  deps: Pick<Deps, "database" | "clock">,
  actor: AuditActorRef,
  action: string,
  id: number,
  set: (row: Row, trx: Kysely<DB>) => Promise<NewsSet | NewsChange>,
): Promise<NewsChange> {
  const result = await staffAction<NewsChange>(deps, actor, { action, target: `news/${id}` }, async (trx) => {
    const before = await loadForUpdate(trx, id);
    if (!before) return { value: { kind: "not-found" } };
    const values = await set(before, trx);
    if ("kind" in values) return { value: values as NewsChange };
    const { body, ...rest } = values;
    const after = await trx
      .updateTable("news_articles")
      .set({
        ...rest,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        updated_at: deps.clock.now(),
        updated_by: actor.staffId,
      })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { value: { kind: "ok", id }, audit: { before: recordOf(before), after: recordOf(after) } };
  });
  // This server shows the change at once; the others within a second (content_version).
  invalidateNews(deps.database.db);
  return result;
}

export function updateNews(deps: Pick<Deps, "database" | "clock">, actor: AuditActorRef, id: number, draft: NewsDraft) {
  return change(deps, actor, "news.update", id, async (_row, trx) =>
    (await slugTaken(trx, draft.slug, id)) ? { kind: "taken" } : { ...draft, body: draft.body },
  );
}

/** Publishes now (`at` null) or schedules for a time to come. */
export function publishNews(deps: Pick<Deps, "database" | "clock">, actor: AuditActorRef, id: number, at: Date | null) {
  const now = deps.clock.now();
  if (at && at.getTime() <= now.getTime()) return Promise.resolve<NewsChange>({ kind: "past" });
  return change(deps, actor, at ? "news.schedule" : "news.publish", id, async () => ({
    status: "published",
    publish_at: at ?? now,
  }));
}

export function unpublishNews(deps: Pick<Deps, "database" | "clock">, actor: AuditActorRef, id: number) {
  return change(deps, actor, "news.unpublish", id, async () => ({ status: "unpublished" }));
}
