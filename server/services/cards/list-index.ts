import type { Kysely } from "kysely";
import type { CardListBody, CardListItem } from "../../../src/contract/cards";
import { CARD_SORT, CARD_TYPE } from "../../../src/domain/constants";
import type { DB } from "../../db/schema";
import { LIST_COLUMNS, toListItem } from "./mapping";

/**
 * The card list served from memory. The list is read on every visit of the card pages and the
 * catalogue changes a few times a day, so each server keeps the active cards, sorted three ways,
 * and the matches of recent filters. A trigger bumps card_catalogue_version on every change to
 * the cards table (import or SQL by hand); the index reads that one-row version at most every
 * VERSION_CHECK_MS and rebuilds when it moved, so every instance sharing the database follows a
 * change within that time. An import through importCatalogue also marks the index of its own
 * database handle stale at once (invalidateCardIndex). Answers equal those of the SQL path
 * (listCardsSql in catalogue.ts; tests/server/cards-index.test.ts compares them).
 */

export const VERSION_CHECK_MS = 1000;
/** Filter results kept (each at most one reference per active card). */
const MAX_FILTERS = 256;
/** Pages kept (at most 60 cards each), so a page asked again is the same object (see listCardsIndexed). */
const MAX_PAGES = 512;

interface IndexedCard {
  item: CardListItem;
  cardTypes: readonly number[];
  regionCodes: readonly number[];
  minIncome: number | null;
  minAge: number | null;
  maxAge: number | null;
}

interface Snapshot {
  version: number;
  bySort: Record<number, IndexedCard[]>;
  /** Sorted distinct bounds: a filter value matters only by where it falls among them. */
  minIncomes: number[];
  minAges: number[];
  maxAges: number[];
  regions: Set<number>;
  matches: Map<string, CardListItem[]>;
  pages: Map<string, CardListPage>;
  home: Map<number, CardListItem[]>;
}

export interface CardListPage {
  totalItems: number;
  result: CardListItem[];
}

interface IndexState {
  snapshot: Snapshot | null;
  checkedAt: number;
  stale: boolean;
  pending: Promise<Snapshot> | null;
}

/** One index per database handle, so two apps in one process (tests) never share one. */
const states = new WeakMap<Kysely<DB>, IndexState>();

function stateOf(db: Kysely<DB>): IndexState {
  let state = states.get(db);
  if (!state) {
    state = { snapshot: null, checkedAt: Number.NEGATIVE_INFINITY, stale: true, pending: null };
    states.set(db, state);
  }
  return state;
}

/** The next list call through this handle rereads the version (and rebuilds if it moved). */
export function invalidateCardIndex(db: Kysely<DB>): void {
  stateOf(db).stale = true;
}

async function readVersion(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom("card_catalogue_version").select("version").executeTakeFirst();
  return Number(row?.version ?? 0);
}

const distinctSorted = (values: (number | null)[]): number[] =>
  [...new Set(values.filter((v): v is number => v !== null))].sort((a, b) => a - b);

async function build(db: Kysely<DB>, version: number): Promise<Snapshot> {
  const rows = await db
    .selectFrom("cards")
    .select([
      ...LIST_COLUMNS,
      "card_types",
      "region_codes",
      "min_income",
      "min_age",
      "max_age",
      "annual_fee",
      "position",
    ])
    .where("active", "=", true)
    .execute();
  const cards = rows.map((row) => ({
    card: {
      item: toListItem(row),
      cardTypes: row.card_types,
      regionCodes: row.region_codes,
      minIncome: row.min_income === null ? null : Number(row.min_income),
      minAge: row.min_age,
      maxAge: row.max_age,
    } satisfies IndexedCard,
    id: row.id,
    highlight: row.highlight,
    position: row.position,
    annualFee: Number(row.annual_fee),
    maxAmount: Number(row.max_amount),
  }));
  type Entry = (typeof cards)[number];
  const sorted = (compare: (a: Entry, b: Entry) => number) => [...cards].sort(compare).map((entry) => entry.card);
  return {
    version,
    bySort: {
      [CARD_SORT.default]: sorted(
        (a, b) => Number(b.highlight) - Number(a.highlight) || a.position - b.position || a.id - b.id,
      ),
      [CARD_SORT.annualFee]: sorted((a, b) => a.annualFee - b.annualFee || a.id - b.id),
      [CARD_SORT.maxLimit]: sorted((a, b) => b.maxAmount - a.maxAmount || a.id - b.id),
    },
    minIncomes: distinctSorted(cards.map((c) => c.card.minIncome)),
    minAges: distinctSorted(cards.map((c) => c.card.minAge)),
    maxAges: distinctSorted(cards.map((c) => c.card.maxAge)),
    regions: new Set(cards.flatMap((c) => c.card.regionCodes)),
    matches: new Map(),
    pages: new Map(),
    home: new Map(),
  };
}

/** The index, fresh to within VERSION_CHECK_MS of `nowMs` (or of the last import through db). */
async function snapshotOf(db: Kysely<DB>, nowMs: number): Promise<Snapshot> {
  const state = stateOf(db);
  const current = state.snapshot;
  if (current && !state.stale && nowMs - state.checkedAt < VERSION_CHECK_MS) return current;
  if (!state.pending) {
    state.stale = false;
    state.pending = (async () => {
      // The version is read before the rows: a change in between leaves an older version beside
      // newer rows, which only costs one more rebuild, never a stale list labelled as fresh.
      const version = await readVersion(db);
      const snapshot = current && current.version === version ? current : await build(db, version);
      state.snapshot = snapshot;
      state.checkedAt = nowMs;
      return snapshot;
    })().finally(() => {
      state.pending = null;
    });
  }
  return state.pending;
}

/** How many of the sorted bounds are at most `value` (binary search). */
function rankAtMost(bounds: readonly number[], value: number): number {
  let low = 0;
  let high = bounds.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((bounds[mid] as number) <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Takes `key` out of an LRU map and puts it back as the newest; undefined when absent. */
function touch<V>(map: Map<string, V>, key: string): V | undefined {
  const hit = map.get(key);
  if (hit !== undefined) {
    map.delete(key);
    map.set(key, hit);
  }
  return hit;
}

function keep<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (map.size >= max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}

function matchesOf(snapshot: Snapshot, body: CardListBody): { key: string; found: CardListItem[] } {
  const { cardType, sortFeatureBy } = body;
  const area = body.areaType ?? null;
  const income = body.incomeCondition ?? null;
  const age = body.age ?? null;
  // Two filters whose values fall in the same gaps between the catalogue's bounds match the same cards.
  const key = [
    sortFeatureBy,
    cardType,
    area === null ? "" : snapshot.regions.has(area) ? area : "x",
    income === null ? "" : rankAtMost(snapshot.minIncomes, income),
    age === null ? "" : `${rankAtMost(snapshot.minAges, age)}:${rankAtMost(snapshot.maxAges, age - 1)}`,
  ].join("|");
  const hit = touch(snapshot.matches, key);
  if (hit) return { key, found: hit };
  const cards = snapshot.bySort[sortFeatureBy] ?? [];
  const found: CardListItem[] = [];
  for (const card of cards) {
    if (cardType !== CARD_TYPE.all && !card.cardTypes.includes(cardType)) continue;
    if (area !== null && card.regionCodes.length > 0 && !card.regionCodes.includes(area)) continue;
    if (income !== null && card.minIncome !== null && card.minIncome > income) continue;
    if (age !== null && card.minAge !== null && card.minAge > age) continue;
    if (age !== null && card.maxAge !== null && card.maxAge < age) continue;
    found.push(card.item);
  }
  keep(snapshot.matches, key, found, MAX_FILTERS);
  return { key, found };
}

/**
 * POST /v1/card/get-list from the index: one page of the filtered, sorted catalogue and the number
 * of matches. The same question within one version of the catalogue gets the same page object
 * (while it stays among the MAX_PAGES kept), so the caller can reuse what it made of it (its JSON):
 * it is shared and must never be changed.
 */
export async function listCardsIndexed(db: Kysely<DB>, body: CardListBody, now: Date): Promise<CardListPage> {
  const snapshot = await snapshotOf(db, now.getTime());
  const { key, found } = matchesOf(snapshot, body);
  const pageKey = `${key}|${body.pageIndex}|${body.pageSize}`;
  const hit = touch(snapshot.pages, pageKey);
  if (hit) return hit;
  const start = (body.pageIndex - 1) * body.pageSize;
  const page = { totalItems: found.length, result: found.slice(start, start + body.pageSize) };
  keep(snapshot.pages, pageKey, page, MAX_PAGES);
  return page;
}

/** The featured cards (highlighted first, then display order), from the index; shared like a page of the list. */
export async function listHomeCardsIndexed(db: Kysely<DB>, pageSize: number, now: Date): Promise<CardListItem[]> {
  const snapshot = await snapshotOf(db, now.getTime());
  let cards = snapshot.home.get(pageSize);
  if (!cards) {
    cards = (snapshot.bySort[CARD_SORT.default] ?? []).slice(0, pageSize).map((card) => card.item);
    snapshot.home.set(pageSize, cards);
  }
  return cards;
}
