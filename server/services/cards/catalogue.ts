import { type Kysely, sql } from "kysely";
import type { CardDetail, CardListBody, CardListItem, Province } from "../../../src/contract/cards";
import { APPROVAL_SORT, approvalLevel, hasOddsProfile, ODDS_RANK } from "../../../src/domain/approval-odds";
import { CARD_SORT, CARD_TYPE } from "../../../src/domain/constants";
import type { DB } from "../../db/schema";
import { listCardsIndexed, listHomeCardsIndexed } from "./list-index";
import { DETAIL_COLUMNS, LIST_COLUMNS, requirementsOf, toDetail, toListItem } from "./mapping";

/** The card queries of the API. Only active cards are ever listed or shown. */

export type CardFilter = Omit<CardListBody, "pageIndex" | "pageSize" | "profile">;

function activeCards(db: Kysely<DB>, filter: CardFilter) {
  let query = db.selectFrom("cards").where("active", "=", true);
  if (filter.cardType !== CARD_TYPE.all) {
    query = query.where(sql<boolean>`card_types @> ARRAY[${filter.cardType}]::smallint[]`);
  }
  const area = filter.areaType;
  if (area != null) {
    query = query.where((eb) =>
      eb.or([sql<boolean>`region_codes = '{}'`, sql<boolean>`region_codes @> ARRAY[${area}]::integer[]`]),
    );
  }
  const income = filter.incomeCondition;
  if (income != null) {
    query = query.where((eb) => eb.or([eb("min_income", "is", null), eb("min_income", "<=", income)]));
  }
  const age = filter.age;
  if (age != null) {
    query = query
      .where((eb) => eb.or([eb("min_age", "is", null), eb("min_age", "<=", age)]))
      .where((eb) => eb.or([eb("max_age", "is", null), eb("max_age", ">=", age)]));
  }
  return query;
}

/**
 * POST /v1/card/get-list straight from SQL: one page of the filtered, sorted catalogue and the
 * number of matches. The API answers from the in-memory index (list-index.ts); this is the
 * reference the index is tested against, and what the index must keep answering.
 */
export async function listCardsSql(
  db: Kysely<DB>,
  body: CardListBody,
): Promise<{ totalItems: number; result: CardListItem[] }> {
  const base = activeCards(db, body);
  if (body.sortFeatureBy === APPROVAL_SORT && hasOddsProfile(body.profile)) {
    // By approval odds: every match in the default order, stably sorted by level with the domain rule.
    const profile = body.profile;
    const rows = await base
      .select(LIST_COLUMNS)
      .orderBy("highlight", "desc")
      .orderBy("position", "asc")
      .orderBy("id", "asc")
      .execute();
    const rank = (row: (typeof rows)[number]) => ODDS_RANK[approvalLevel(requirementsOf(row), profile) ?? "low"];
    const ordered = rows.map((row) => ({ row, rank: rank(row) })).sort((a, b) => a.rank - b.rank);
    const start = (body.pageIndex - 1) * body.pageSize;
    return {
      totalItems: rows.length,
      result: ordered.slice(start, start + body.pageSize).map(({ row }) => toListItem(row)),
    };
  }
  let page = base.select(LIST_COLUMNS);
  if (body.sortFeatureBy === CARD_SORT.annualFee) {
    page = page.orderBy("annual_fee", "asc").orderBy("id", "asc");
  } else if (body.sortFeatureBy === CARD_SORT.maxLimit) {
    page = page.orderBy("max_amount", "desc").orderBy("id", "asc");
  } else {
    page = page.orderBy("highlight", "desc").orderBy("position", "asc").orderBy("id", "asc");
  }
  const rows = await page
    .limit(body.pageSize)
    .offset((body.pageIndex - 1) * body.pageSize)
    .execute();
  const count = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  return { totalItems: Number(count.total), result: rows.map(toListItem) };
}

/** POST /v1/card/get-list, from the in-memory index (fresh to within VERSION_CHECK_MS, see list-index.ts). */
export const listCards = listCardsIndexed;

/** POST /v1/card/get-list-home: the featured cards (highlighted first, then display order), from the index. */
export const listHomeCards = listHomeCardsIndexed;

/** The detail of an active card; null when the card is unknown or inactive. */
export async function cardDetail(db: Kysely<DB>, id: number): Promise<CardDetail | null> {
  const row = await db
    .selectFrom("cards")
    .select(DETAIL_COLUMNS)
    .where("id", "=", id)
    .where("active", "=", true)
    .executeTakeFirst();
  return row ? toDetail(row) : null;
}

/**
 * Three other active cards: the same issuer first, then cards sharing a type, then the featured
 * order. An unknown or inactive card still gets three suggestions.
 */
export async function relatedCards(db: Kysely<DB>, id: number, count = 3): Promise<CardListItem[]> {
  const self = await db
    .selectFrom("cards")
    .select(["card_issuer", "card_types"])
    .where("id", "=", id)
    .executeTakeFirst();
  const issuer = self?.card_issuer ?? "";
  const types = self?.card_types ?? [];
  const rows = await db
    .selectFrom("cards")
    .select(LIST_COLUMNS)
    .where("active", "=", true)
    .where("id", "<>", id)
    .orderBy(sql`(card_issuer = ${issuer})`, "desc")
    .orderBy(sql`(card_types && ${sql.val(types)}::smallint[])`, "desc")
    .orderBy("highlight", "desc")
    .orderBy("position", "asc")
    .orderBy("id", "asc")
    .limit(count)
    .execute();
  return rows.map(toListItem);
}

/** The active cards among ids, in the order asked; inactive and unknown ids are left out. */
export async function compareCards(db: Kysely<DB>, ids: readonly number[]): Promise<CardDetail[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("cards")
    .select(DETAIL_COLUMNS)
    .where("id", "in", [...ids])
    .where("active", "=", true)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toDetail(row)] : [];
  });
}

export async function isCardActive(db: Kysely<DB>, id: number): Promise<boolean> {
  const row = await db.selectFrom("cards").select("active").where("id", "=", id).executeTakeFirst();
  return row?.active === true;
}

export async function listProvinces(db: Kysely<DB>): Promise<Province[]> {
  return db.selectFrom("provinces").select(["code", "province_name"]).orderBy("code", "asc").execute();
}
