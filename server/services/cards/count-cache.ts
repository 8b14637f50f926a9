import type { Kysely } from "kysely";
import type { DB } from "../../db/schema";

/**
 * Counting the cards that match a filter reads every active card, which is most of a get-list
 * call on a large catalogue. The count only changes when the catalogue does, and a trigger bumps
 * card_catalogue_version on every change to the cards table (import or manual SQL). So counts are
 * kept per (catalogue version, filter); each call reads the version in the same statement as its
 * page, so a change made through any server or the import command is seen at once. Nothing else
 * is cached.
 */

const MAX_ENTRIES = 2_000;

/** One cache per database handle, so two apps in one process (tests) never share counts. */
const caches = new WeakMap<Kysely<DB>, Map<string, number>>();

function cacheOf(db: Kysely<DB>): Map<string, number> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

export async function catalogueVersion(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom("card_catalogue_version").select("version").executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** The count for `filterKey` at catalogue `version`, computed by `count` on a miss. */
export async function cachedCount(
  db: Kysely<DB>,
  version: number,
  filterKey: string,
  count: () => Promise<number>,
): Promise<number> {
  const key = `${version}|${filterKey}`;
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const value = await count();
  if (cache.size >= MAX_ENTRIES) {
    // Oldest first: Map keeps insertion order, and entries of older versions are never read again.
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, value);
  return value;
}
