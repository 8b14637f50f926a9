import { type ExpressionBuilder, type Kysely, type OnConflictTables, type OnConflictUpdateDatabase, sql } from "kysely";
import * as v from "valibot";
import { type CardImport, cardImportSchema } from "../../../src/contract/cards-import";
import { t } from "../../../src/i18n/t";
import type { DB } from "../../db/schema";
import { invalidateCardIndex } from "./list-index";
import { toRow } from "./mapping";

/**
 * Loads a card catalogue: every card is checked against the contract schema first; one bad card
 * and nothing is written. Otherwise all cards are upserted by id in one transaction. With
 * `replace`, cards missing from the file are deactivated (never deleted: clicks refer to them).
 */

export interface ImportOptions {
  replace: boolean;
  /** Marks the rows as the seeded sample catalogue. */
  sample?: boolean;
  now: Date;
}

export type ImportResult =
  | { ok: true; inserted: number; updated: number; deactivated: number }
  | { ok: false; errors: string[] };

const BATCH = 400;

/** The columns of a card's content: a change to any of them is a change of the card. */
const CONTENT_COLUMNS = [
  "name",
  "card_issuer",
  "product_image",
  "image_color",
  "max_amount",
  "gifts",
  "annual_fee",
  "annual_fee_offers",
  "features",
  "tag",
  "highlight",
  "affiliate_link",
  "overview",
  "card_opening_gifts",
  "incentive_policy",
  "interest_and_fees",
  "min_income",
  "min_age",
  "max_age",
  "region_information",
  "region_codes",
  "card_types",
  "position",
  "active",
  "is_sample",
] as const satisfies readonly (keyof DB["cards"])[];
const contentOf = (table: "cards" | "excluded") =>
  sql`(${sql.join(CONTENT_COLUMNS.map((column) => sql.ref(`${table}.${column}`)))})`;

/**
 * Every column but the id takes the file's value on a conflict; updated_at only when the card's
 * content changed, so a re-import keeps the date the detail page shows ('Cập nhật ngày', issue 33).
 */
const UPSERT = (eb: ExpressionBuilder<OnConflictUpdateDatabase<DB, "cards">, OnConflictTables<"cards">>) => ({
  name: eb.ref("excluded.name"),
  card_issuer: eb.ref("excluded.card_issuer"),
  product_image: eb.ref("excluded.product_image"),
  image_color: eb.ref("excluded.image_color"),
  max_amount: eb.ref("excluded.max_amount"),
  gifts: eb.ref("excluded.gifts"),
  annual_fee: eb.ref("excluded.annual_fee"),
  annual_fee_offers: eb.ref("excluded.annual_fee_offers"),
  features: eb.ref("excluded.features"),
  tag: eb.ref("excluded.tag"),
  highlight: eb.ref("excluded.highlight"),
  affiliate_link: eb.ref("excluded.affiliate_link"),
  overview: eb.ref("excluded.overview"),
  card_opening_gifts: eb.ref("excluded.card_opening_gifts"),
  incentive_policy: eb.ref("excluded.incentive_policy"),
  interest_and_fees: eb.ref("excluded.interest_and_fees"),
  min_income: eb.ref("excluded.min_income"),
  min_age: eb.ref("excluded.min_age"),
  max_age: eb.ref("excluded.max_age"),
  region_information: eb.ref("excluded.region_information"),
  region_codes: eb.ref("excluded.region_codes"),
  card_types: eb.ref("excluded.card_types"),
  position: eb.ref("excluded.position"),
  active: eb.ref("excluded.active"),
  is_sample: eb.ref("excluded.is_sample"),
  updated_at: sql<Date>`CASE WHEN ${contentOf("cards")} IS DISTINCT FROM ${contentOf("excluded")} THEN excluded.updated_at ELSE cards.updated_at END`,
});

/** The cards of a file: a JSON array, or an object with a `cards` array. */
function cardsOf(input: unknown): unknown[] | null {
  if (Array.isArray(input)) return input;
  if (input && typeof input === "object" && Array.isArray((input as { cards?: unknown }).cards)) {
    return (input as { cards: unknown[] }).cards;
  }
  return null;
}

function label(index: number, raw: unknown): string {
  const id = raw && typeof raw === "object" ? (raw as { id?: unknown }).id : undefined;
  return `card #${index + 1}${typeof id === "number" || typeof id === "string" ? ` (id ${id})` : ""}`;
}

/** One line for the issues of a card: the invalid fields together, then any other rule. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const fields: string[] = [];
  const others: string[] = [];
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? "";
    const field = path.split(".")[0] ?? "";
    if (field && issue.message === t("card_field_invalid", { field })) fields.push(path);
    else others.push(issue.message);
  }
  const unique = [...new Set(fields)];
  return [
    ...(unique.length > 0 ? [t("card_field_invalid", { field: unique.join(", ") })] : []),
    ...new Set(others),
  ].join("; ");
}

/** Checks every card; returns the parsed cards or one error line per bad card. */
export function validateCatalogue(input: unknown): { cards: CardImport[]; errors: string[] } {
  const raw = cardsOf(input);
  if (raw === null) return { cards: [], errors: ['the file must hold a JSON array of cards (or { "cards": [...] })'] };
  if (raw.length === 0) return { cards: [], errors: ["the file holds no card"] };
  const cards: CardImport[] = [];
  const errors: string[] = [];
  const seen = new Map<number, number>();
  raw.forEach((item, index) => {
    const result = v.safeParse(cardImportSchema, item);
    if (!result.success) {
      errors.push(`${label(index, item)}: ${describeIssues(result.issues)}`);
      return;
    }
    const first = seen.get(result.output.id);
    if (first !== undefined) {
      errors.push(`${label(index, item)}: id ${result.output.id} is already used by card #${first + 1}`);
      return;
    }
    seen.set(result.output.id, index);
    cards.push(result.output);
  });
  return { cards, errors };
}

export async function importCatalogue(db: Kysely<DB>, input: unknown, options: ImportOptions): Promise<ImportResult> {
  const { cards, errors } = validateCatalogue(input);
  if (errors.length > 0) return { ok: false, errors };
  const ids = cards.map((card) => card.id);
  const result = await db.transaction().execute(async (trx) => {
    const existing = new Set<number>();
    for (let i = 0; i < ids.length; i += 5000) {
      const rows = await trx
        .selectFrom("cards")
        .select("id")
        .where("id", "in", ids.slice(i, i + 5000))
        .execute();
      for (const row of rows) existing.add(row.id);
    }
    for (let i = 0; i < cards.length; i += BATCH) {
      const rows = cards
        .slice(i, i + BATCH)
        .map((card) => toRow(card, { sample: options.sample ?? false, now: options.now }));
      await trx
        .insertInto("cards")
        .values(rows)
        .onConflict((oc) => oc.column("id").doUpdateSet(UPSERT))
        .execute();
    }
    let deactivated = 0;
    if (options.replace) {
      const result = await trx
        .updateTable("cards")
        .set({ active: false, updated_at: options.now })
        .where("active", "=", true)
        .where(sql<boolean>`id <> ALL(${sql.val(ids)}::integer[])`)
        .executeTakeFirst();
      deactivated = Number(result.numUpdatedRows);
    }
    return { ok: true as const, inserted: ids.length - existing.size, updated: existing.size, deactivated };
  });
  // Fresh statistics and visibility map after a bulk load: the planner picks the sort indexes and
  // index-only scans right away (VACUUM cannot run inside the transaction).
  await sql`VACUUM ANALYZE cards`.execute(db);
  // This process lists the new catalogue at once; other instances within VERSION_CHECK_MS.
  invalidateCardIndex(db);
  return result;
}
