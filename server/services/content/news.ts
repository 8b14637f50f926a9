import type { Kysely } from "kysely";
import type { NewsArticleData } from "../../../src/contract/news";
import type { DB } from "../../db/schema";
import { SEED_NEWS } from "../../db/seed/news";

/**
 * The published news as a visitor reads it, served from memory. Every change to news_articles (an
 * editor's action, or SQL by hand) bumps content_version by a trigger (migration 0033); each server
 * reads that one-row version at most every VERSION_CHECK_MS and rereads the articles when it moved,
 * so every instance sharing the database shows a change within that time, as the card index does
 * (server/services/cards/list-index.ts). A scheduled article appears when its time comes: the
 * snapshot knows the next publish time and is rebuilt once the clock passes it.
 */

export const VERSION_CHECK_MS = 1000;
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

interface Snapshot {
  version: number;
  articles: NewsArticleData[];
  bySlug: Map<string, NewsArticleData>;
  /** The earliest publish time still to come among published articles (ms), or Infinity. */
  nextAt: number;
}

interface State {
  snapshot: Snapshot | null;
  checkedAt: number;
  pending: Promise<Snapshot> | null;
}

const states = new WeakMap<Kysely<DB>, State>();

function stateOf(db: Kysely<DB>): State {
  let state = states.get(db);
  if (!state) {
    state = { snapshot: null, checkedAt: Number.NEGATIVE_INFINITY, pending: null };
    states.set(db, state);
  }
  return state;
}

/** The next read through this handle rereads the version (an editor's change on this server). */
export function invalidateNews(db: Kysely<DB>): void {
  stateOf(db).checkedAt = Number.NEGATIVE_INFINITY;
}

/** The version of the public content (moved by every change to the news). */
export async function contentVersion(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom("content_version").select("version").executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** The day of `at` in Vietnam, YYYY-MM-DD. */
export const vietnamDay = (at: Date) => new Date(at.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);

/** A stored body (JSON text or parsed) as paragraphs; anything else shows as no paragraph. */
export function paragraphsOf(body: unknown): string[] {
  const value = typeof body === "string" ? (JSON.parse(body) as unknown) : body;
  return Array.isArray(value) ? value.filter((p): p is string => typeof p === "string") : [];
}

async function build(db: Kysely<DB>, version: number, now: Date): Promise<Snapshot> {
  const rows = await db
    .selectFrom("news_articles")
    .select(["slug", "category", "title", "summary", "body", "image", "publish_at"])
    .where("status", "=", "published")
    .where("publish_at", "is not", null)
    .orderBy("publish_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const articles: NewsArticleData[] = [];
  let nextAt = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    const at = new Date(row.publish_at as Date);
    if (at.getTime() > now.getTime()) {
      nextAt = Math.min(nextAt, at.getTime());
      continue;
    }
    articles.push({
      slug: row.slug,
      category: row.category,
      title: row.title,
      summary: row.summary,
      date: vietnamDay(at),
      image: row.image,
      body: paragraphsOf(row.body),
    });
  }
  return { version, articles, bySlug: new Map(articles.map((a) => [a.slug, a])), nextAt };
}

async function snapshot(db: Kysely<DB>, now: Date): Promise<Snapshot> {
  const state = stateOf(db);
  const at = now.getTime();
  const current = state.snapshot;
  if (current && at - state.checkedAt < VERSION_CHECK_MS && at < current.nextAt) return current;
  if (state.pending) return state.pending;
  state.pending = (async () => {
    try {
      const version = await contentVersion(db);
      state.checkedAt = at;
      const kept = state.snapshot;
      if (kept && kept.version === version && at < kept.nextAt) return kept;
      const fresh = await build(db, version, now);
      state.snapshot = fresh;
      return fresh;
    } finally {
      state.pending = null;
    }
  })();
  return state.pending;
}

/** The articles a visitor sees, newest first. */
export async function publishedNews(db: Kysely<DB>, now: Date): Promise<NewsArticleData[]> {
  return (await snapshot(db, now)).articles;
}

/** One article a visitor sees, or null. */
export async function publishedArticle(db: Kysely<DB>, slug: string, now: Date): Promise<NewsArticleData | null> {
  return (await snapshot(db, now)).bySlug.get(slug) ?? null;
}

const fingerprintOf = (articles: readonly NewsArticleData[]) => JSON.stringify(articles);
const fingerprints = new WeakMap<Snapshot, string>();
let builtFingerprint: string | null = null;

/**
 * Whether the published news are still those the build prerendered (the seeded sample articles of
 * src/features/content/news-articles.ts, server/db/seed/news.ts): while they are, the prerendered
 * /tin-tuc pages are right; once an editor changed the news, the server answers those paths with
 * the shell and the browser shows the news from the API (server/http/static-site.ts).
 */
export async function newsAsBuilt(db: Kysely<DB>, now: Date): Promise<boolean> {
  builtFingerprint ??= fingerprintOf(
    SEED_NEWS.map((article) => ({
      slug: article.slug,
      category: article.category,
      title: article.title,
      summary: article.summary,
      date: vietnamDay(article.publishAt),
      image: article.image,
      body: article.body,
    })),
  );
  const current = await snapshot(db, now);
  let seen = fingerprints.get(current);
  if (seen === undefined) {
    seen = fingerprintOf(current.articles);
    fingerprints.set(current, seen);
  }
  return seen === builtFingerprint;
}
