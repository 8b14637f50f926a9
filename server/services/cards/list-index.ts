import type { Kysely } from "kysely";
import type { CardListBody, CardListItem } from "../../../src/contract/cards";
import {
  APPROVAL_SORT,
  approvalLevel,
  type CardRequirements,
  hasOddsProfile,
  NEAR_INCOME_DENOMINATOR,
  NEAR_INCOME_NUMERATOR,
  type OddsLevel,
  type OddsProfileInput,
  scoreOutcome,
} from "../../../src/domain/approval-odds";
import { CARD_SORT, CARD_TYPE } from "../../../src/domain/constants";
import type { DB } from "../../db/schema";
import { LIST_COLUMNS, requirementsOf, toListItem } from "./mapping";

/**
 * The card list served from memory. The list is read on every visit of the card pages and the
 * catalogue changes a few times a day, so each server keeps the active cards, sorted three ways,
 * and the matches of recent filters. A trigger bumps card_catalogue_version on every change to
 * the cards table (import or SQL by hand); the index reads that one-row version at most every
 * VERSION_CHECK_MS and rebuilds when it moved, so every instance sharing the database follows a
 * change within that time. An import through importCatalogue also marks the index of its own
 * database handle stale at once (invalidateCardIndex). Answers equal those of the SQL path
 * (listCardsSql in catalogue.ts; tests/server/cards-index.test.ts compares them).
 *
 * Sorting by approval odds (sortFeatureBy 4, issue 18) partitions the filtered default order into
 * high, medium and low with the domain rule (src/domain/approval-odds.ts). A card's level depends on
 * the profile only through where its income and age fall among the catalogue's bounds, whether its
 * province is one the catalogue serves, and whether its score is low, so those positions key the
 * cached order like the filters do: a profile asked again costs one map lookup.
 */

export const VERSION_CHECK_MS = 1000;
/** Filter results kept (each at most one reference per active card). */
const MAX_FILTERS = 256;
/** Pages kept (at most 60 cards each), so a page asked again is the same object (see listCardsIndexed). */
const MAX_PAGES = 512;
/** Request texts kept with their page (listCardsForText), and the longest text kept. */
const MAX_TEXTS = 1024;
const MAX_TEXT_LENGTH = 512;

interface IndexedCard {
  item: CardListItem;
  cardTypes: readonly number[];
  requirements: CardRequirements;
}

interface Snapshot {
  version: number;
  bySort: Record<number, IndexedCard[]>;
  /** Sorted distinct bounds: a filter value matters only by where it falls among them. */
  minIncomes: number[];
  /** The lowest income of a near miss for each minimum (3/4 of it, rounded up). */
  nearIncomes: number[];
  minAges: number[];
  maxAges: number[];
  regions: Set<number>;
  matches: Map<string, IndexedCard[]>;
  pages: Map<string, CardListPage>;
  /** Pages by the exact text of the request body that asked for them (listCardsForText). */
  texts: Map<string, CardListPage>;
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
    .select([...LIST_COLUMNS, "card_types", "position"])
    .where("active", "=", true)
    .execute();
  const cards = rows.map((row) => {
    const item = toListItem(row);
    return {
      card: {
        item,
        cardTypes: row.card_types,
        requirements: item.requirements ?? requirementsOf(row),
      } satisfies IndexedCard,
      id: row.id,
      highlight: row.highlight,
      position: row.position,
      annualFee: Number(row.annual_fee),
      maxAmount: Number(row.max_amount),
    };
  });
  type Entry = (typeof cards)[number];
  const sorted = (compare: (a: Entry, b: Entry) => number) => [...cards].sort(compare).map((entry) => entry.card);
  const minIncomes = distinctSorted(cards.map((c) => c.card.requirements.minIncome));
  return {
    version,
    bySort: {
      [CARD_SORT.default]: sorted(
        (a, b) => Number(b.highlight) - Number(a.highlight) || a.position - b.position || a.id - b.id,
      ),
      [CARD_SORT.annualFee]: sorted((a, b) => a.annualFee - b.annualFee || a.id - b.id),
      [CARD_SORT.maxLimit]: sorted((a, b) => b.maxAmount - a.maxAmount || a.id - b.id),
    },
    minIncomes,
    nearIncomes: distinctSorted(
      minIncomes.map((min) => Math.ceil((min * NEAR_INCOME_NUMERATOR) / NEAR_INCOME_DENOMINATOR)),
    ),
    minAges: distinctSorted(cards.map((c) => c.card.requirements.minAge)),
    maxAges: distinctSorted(cards.map((c) => c.card.requirements.maxAge)),
    regions: new Set(cards.flatMap((c) => c.card.requirements.regions)),
    matches: new Map(),
    pages: new Map(),
    texts: new Map(),
    home: new Map(),
  };
}

/** Whether the snapshot held may answer without reading the version row again. */
function isFresh(state: IndexState, nowMs: number): boolean {
  return !state.stale && nowMs - state.checkedAt < VERSION_CHECK_MS;
}

/** The index, fresh to within VERSION_CHECK_MS of `nowMs` (or of the last import through db). */
async function snapshotOf(db: Kysely<DB>, nowMs: number): Promise<Snapshot> {
  const state = stateOf(db);
  const current = state.snapshot;
  if (current && isFresh(state, nowMs)) return current;
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

/** Where an age falls among the catalogue's age bounds: two ages at the same place pass the same cards. */
function ageKey(snapshot: Snapshot, age: number): string {
  return `${rankAtMost(snapshot.minAges, age)}:${rankAtMost(snapshot.maxAges, age - 1)}`;
}

function filteredOf(snapshot: Snapshot, body: CardListBody, sort: number): { key: string; found: IndexedCard[] } {
  const { cardType } = body;
  const area = body.areaType ?? null;
  const income = body.incomeCondition ?? null;
  const age = body.age ?? null;
  // Two filters whose values fall in the same gaps between the catalogue's bounds match the same cards.
  const key = [
    sort,
    cardType,
    area === null ? "" : snapshot.regions.has(area) ? area : "x",
    income === null ? "" : rankAtMost(snapshot.minIncomes, income),
    age === null ? "" : ageKey(snapshot, age),
  ].join("|");
  const hit = touch(snapshot.matches, key);
  if (hit) return { key, found: hit };
  const cards = snapshot.bySort[sort] ?? [];
  const found: IndexedCard[] = [];
  for (const card of cards) {
    const { regions, minIncome, minAge, maxAge } = card.requirements;
    if (cardType !== CARD_TYPE.all && !card.cardTypes.includes(cardType)) continue;
    if (area !== null && regions.length > 0 && !regions.includes(area)) continue;
    if (income !== null && minIncome !== null && minIncome > income) continue;
    if (age !== null && minAge !== null && minAge > age) continue;
    if (age !== null && maxAge !== null && maxAge < age) continue;
    found.push(card);
  }
  keep(snapshot.matches, key, found, MAX_FILTERS);
  return { key, found };
}

/** The profile's place among the catalogue's bounds: two profiles with the same key get the same levels. */
function oddsKey(snapshot: Snapshot, profile: OddsProfileInput & { income: number; age: number }): string {
  const { income, age } = profile;
  const province = profile.province ?? null;
  const score = profile.score ?? null;
  return [
    "odds",
    rankAtMost(snapshot.minIncomes, income),
    rankAtMost(snapshot.nearIncomes, income),
    ageKey(snapshot, age),
    province === null ? "" : snapshot.regions.has(province) ? province : "x",
    score === null ? "" : scoreOutcome(score),
  ].join("|");
}

function matchesOf(snapshot: Snapshot, body: CardListBody): { key: string; found: IndexedCard[] } {
  const profile = body.profile;
  if (body.sortFeatureBy !== APPROVAL_SORT || !hasOddsProfile(profile)) {
    // Sorting by odds without income and age keeps the default order.
    const sort = body.sortFeatureBy === APPROVAL_SORT ? CARD_SORT.default : body.sortFeatureBy;
    return filteredOf(snapshot, body, sort);
  }
  const filtered = filteredOf(snapshot, body, CARD_SORT.default);
  const key = `${filtered.key}|${oddsKey(snapshot, profile)}`;
  const hit = touch(snapshot.matches, key);
  if (hit) return { key, found: hit };
  // A stable partition of the default order: high, then medium, then low.
  const byLevel: Record<OddsLevel, IndexedCard[]> = { high: [], medium: [], low: [] };
  for (const card of filtered.found) byLevel[approvalLevel(card.requirements, profile) ?? "low"].push(card);
  const found = [...byLevel.high, ...byLevel.medium, ...byLevel.low];
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
  return pageOf(await snapshotOf(db, now.getTime()), body);
}

/**
 * listCardsIndexed for a request body still as text, `parse` turning it into the body (and
 * throwing for one the contract refuses). The page depends on the text alone within one version
 * of the index, so a text this version answered before gets the same page again without being
 * parsed: the card list asks the same few questions all day. Only a parsed text's page is kept
 * (an invalid one throws first), and only short texts, at most MAX_TEXTS per version, the oldest
 * going first; a new version (an import) starts with none.
 */
export async function listCardsForText(
  db: Kysely<DB>,
  text: string,
  parse: (text: string) => CardListBody,
  now: Date,
): Promise<CardListPage> {
  const nowMs = now.getTime();
  const state = stateOf(db);
  const current = state.snapshot;
  if (current && isFresh(state, nowMs)) {
    const hit = current.texts.get(text);
    if (hit) return hit;
  }
  // Parsed before the index is read, as a route parses the body before its handler runs.
  const body = parse(text);
  const snapshot = await snapshotOf(db, nowMs);
  const page = pageOf(snapshot, body);
  if (text.length <= MAX_TEXT_LENGTH) keep(snapshot.texts, text, page, MAX_TEXTS);
  return page;
}

function pageOf(snapshot: Snapshot, body: CardListBody): CardListPage {
  const { key, found } = matchesOf(snapshot, body);
  const pageKey = `${key}|${body.pageIndex}|${body.pageSize}`;
  const hit = touch(snapshot.pages, pageKey);
  if (hit) return hit;
  const start = (body.pageIndex - 1) * body.pageSize;
  const page = {
    totalItems: found.length,
    result: found.slice(start, start + body.pageSize).map((card) => card.item),
  };
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

/**
 * The catalogue version the index holds (fresh to within VERSION_CHECK_MS, at once after an import
 * through this handle): what the card detail pages rendered on request are kept by (card-page.ts).
 */
export async function indexedCatalogueVersion(db: Kysely<DB>, now: Date): Promise<number> {
  return (await snapshotOf(db, now.getTime())).version;
}
