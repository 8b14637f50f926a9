import type { Selectable, Transaction } from "kysely";
import type { BoCardQuery, BoCardRow, BoCardSort } from "../../../src/contract/bo-cards";
import type { CardImport } from "../../../src/contract/cards-import";
import type { DB } from "../../db/schema";
import type { CardsTable } from "../../db/tables/cards";
import type { Deps } from "../../deps";
import { staffAction } from "../audit/staff-action";
import type { StaffActor } from "../staff/actor";
import { invalidateCardIndex } from "./list-index";
import { toRow } from "./mapping";

/**
 * The editor's card catalogue (issue 31). Every change is one statement on `cards`, whose trigger
 * bumps card_catalogue_version: every instance's card index, its card pages rendered on request
 * (decision 018) and the sitemap's card dates follow within VERSION_CHECK_MS (1 s); this instance's
 * index is marked stale at once. Each change writes its audit row (what changed, before and after)
 * in the same transaction.
 */

const SORT_COLUMN: Record<BoCardSort, "id" | "name" | "card_issuer" | "annual_fee" | "max_amount" | "updated_at"> = {
  id: "id",
  name: "name",
  cardIssuer: "card_issuer",
  annualFee: "annual_fee",
  maxAmount: "max_amount",
  updatedAt: "updated_at",
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCatalogue(deps: Pick<Deps, "database">, query: BoCardQuery) {
  let q = deps.database.db.selectFrom("cards");
  if (query.status) q = q.where("active", "=", query.status === "active");
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    const id = /^\d{1,9}$/.test(query.q) ? Number(query.q) : null;
    q = q.where((eb) =>
      eb.or([eb("name", "ilike", like), eb("card_issuer", "ilike", like), ...(id ? [eb("id", "=", id)] : [])]),
    );
  }
  const total = await q.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
  const rows = await q
    .select(["id", "name", "card_issuer", "annual_fee", "max_amount", "active", "updated_at"])
    .orderBy(SORT_COLUMN[query.sort], query.dir)
    .orderBy("id", query.dir)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    total: Number(total.n),
    rows: rows.map(
      (r): BoCardRow => ({
        id: r.id,
        name: r.name,
        cardIssuer: r.card_issuer,
        annualFee: Number(r.annual_fee),
        maxAmount: Number(r.max_amount),
        active: r.active,
        updatedAt: r.updated_at.toISOString(),
      }),
    ),
  };
}

/** A row as the import file writes the card (the inverse of toRow). */
export function toEditable(row: Selectable<CardsTable>): CardImport {
  return {
    id: row.id,
    name: row.name,
    cardIssuer: row.card_issuer,
    productImage: row.product_image,
    imageColor: row.image_color,
    maxAmount: Number(row.max_amount),
    gifts: row.gifts,
    annualFee: Number(row.annual_fee),
    annualFeeOffers: row.annual_fee_offers,
    features: row.features,
    tag: row.tag,
    highlight: row.highlight,
    affiliateLink: row.affiliate_link,
    overview: row.overview,
    cardOpeningGifts: row.card_opening_gifts,
    incentivePolicy: row.incentive_policy,
    interestAndFees: row.interest_and_fees,
    minIncomeConditions: row.min_income === null ? null : Number(row.min_income),
    minAge: row.min_age,
    maxAge: row.max_age,
    regionInformation: row.region_information,
    regions: row.region_codes,
    cardTypes: row.card_types as CardImport["cardTypes"],
    position: row.position,
    active: row.active,
  };
}

export async function catalogueCard(
  deps: Pick<Deps, "database">,
  id: number,
): Promise<{ card: CardImport; updatedAt: string } | null> {
  const row = await deps.database.db.selectFrom("cards").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { card: toEditable(row), updatedAt: row.updated_at.toISOString() } : null;
}

/** The fields whose value differs, before and after (the audit row of an edit names only those). */
export function changedFields(before: CardImport, after: CardImport) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CardImport)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}

async function readForUpdate(trx: Transaction<DB>, id: number) {
  return trx.selectFrom("cards").selectAll().where("id", "=", id).forUpdate().executeTakeFirst();
}

type Deps_ = Pick<Deps, "database" | "clock">;
export type CreateResult = { kind: "ok"; id: number } | { kind: "taken" };
export type UpdateResult = { kind: "ok"; updatedAt: string } | { kind: "not-found" };
export type DeactivateResult = { kind: "ok" } | { kind: "not-found" };

export async function createCard(deps: Deps_, actor: StaffActor, card: CardImport) {
  const done = await staffAction<CreateResult>(
    deps,
    actor,
    { action: "card.create", target: `card:${card.id}` },
    async (trx) => {
      const inserted = await trx
        .insertInto("cards")
        .values(toRow(card, { sample: false, now: deps.clock.now() }))
        .onConflict((oc) => oc.column("id").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) return { value: { kind: "taken" as const } };
      const row = await trx.selectFrom("cards").selectAll().where("id", "=", card.id).executeTakeFirstOrThrow();
      return { value: { kind: "ok" as const, id: card.id }, audit: { before: null, after: toEditable(row) } };
    },
  );
  invalidateCardIndex(deps.database.db);
  return done;
}

export async function updateCard(deps: Deps_, actor: StaffActor, card: CardImport) {
  const now = deps.clock.now();
  const done = await staffAction<UpdateResult>(
    deps,
    actor,
    { action: "card.update", target: `card:${card.id}` },
    async (trx) => {
      const old = await readForUpdate(trx, card.id);
      if (!old) return { value: { kind: "not-found" as const } };
      const { id: _id, ...fields } = toRow(card, { sample: old.is_sample, now });
      await trx.updateTable("cards").set(fields).where("id", "=", card.id).execute();
      const row = await trx.selectFrom("cards").selectAll().where("id", "=", card.id).executeTakeFirstOrThrow();
      const diff = changedFields(toEditable(old), toEditable(row));
      const changed = Object.keys(diff.after).length > 0;
      // A save that changes nothing keeps the card's date: the detail page's "Cập nhật ngày" is its last real change.
      if (!changed)
        await trx.updateTable("cards").set({ updated_at: old.updated_at }).where("id", "=", card.id).execute();
      return {
        value: { kind: "ok" as const, updatedAt: (changed ? now : old.updated_at).toISOString() },
        ...(changed ? { audit: diff } : {}),
      };
    },
  );
  invalidateCardIndex(deps.database.db);
  return done;
}

export async function deactivateCard(deps: Deps_, actor: StaffActor, id: number) {
  const done = await staffAction<DeactivateResult>(
    deps,
    actor,
    { action: "card.deactivate", target: `card:${id}` },
    async (trx) => {
      const old = await readForUpdate(trx, id);
      if (!old) return { value: { kind: "not-found" as const } };
      if (!old.active) return { value: { kind: "ok" as const } };
      await trx
        .updateTable("cards")
        .set({ active: false, updated_at: deps.clock.now() })
        .where("id", "=", id)
        .execute();
      return { value: { kind: "ok" as const }, audit: { before: { active: true }, after: { active: false } } };
    },
  );
  invalidateCardIndex(deps.database.db);
  return done;
}
