import type { Kysely } from "kysely";
import type {
  BoLoanProduct,
  BoLoanQuery,
  BoLoanRow,
  BoLoanSort,
  LoanProductEdit,
} from "../../../src/contract/bo-loan-products";
import type { DB } from "../../db/schema";
import type { Deps } from "../../deps";
import { type AuditActorRef, staffAction } from "../audit/staff-action";
import { type ProductRow, upfrontFeeOf } from "./products";

/**
 * The editor's loan products (issue 31): the rows of financial_products that the visitors' offers
 * (services/site/loan-offers.ts) and the loan-ticket wizard's pricing (products.ts) read. Neither
 * keeps a copy in memory: both read the row on every request, so a save shows on every instance
 * sharing the database at once (no version row to move, unlike the card index). A save and its
 * audit row (the fields that changed, before and after) are written in one transaction; a change of
 * price or limits moves policy_version, so a draft made under the old terms must start again.
 */

const SORT_COLUMN: Record<BoLoanSort, "id" | "name" | "partner_name" | "interest_rate_bp" | "updated_at"> = {
  id: "id",
  name: "name",
  partnerName: "partner_name",
  interestRate: "interest_rate_bp",
  updatedAt: "updated_at",
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Percent with two decimals from basis points, and back. */
const percentOf = (bp: number) => bp / 100;
const bpOf = (percent: number) => Math.round(percent * 100);

export async function listLoanProducts(db: Kysely<DB>, query: BoLoanQuery) {
  let q = db.selectFrom("financial_products").where("product_type", "in", [2, 3]);
  if (query.status) q = q.where("active", "=", query.status === "active");
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    const id = /^\d{1,9}$/.test(query.q) ? Number(query.q) : null;
    q = q.where((eb) =>
      eb.or([eb("name", "ilike", like), eb("partner_name", "ilike", like), ...(id ? [eb("id", "=", id)] : [])]),
    );
  }
  const total = await q.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy(SORT_COLUMN[query.sort], query.dir)
    .orderBy("id", query.dir)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return {
    total: Number(total.n),
    rows: rows.map(
      (row): BoLoanRow => ({
        id: row.id,
        name: row.name,
        partnerName: row.partner_name,
        productType: row.product_type,
        interestRatePercent: percentOf(row.interest_rate_bp),
        minAmount: row.min_amount,
        maxAmount: row.max_amount,
        upfrontFee: upfrontFeeOf(row),
        monthlyFee: row.monthly_fee_vnd,
        active: row.active,
        updatedAt: row.updated_at.toISOString(),
      }),
    ),
  };
}

/** The product's editable fields as the form holds them. */
function editable(row: ProductRow): LoanProductEdit {
  return {
    name: row.name,
    interestRatePercent: percentOf(row.interest_rate_bp),
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    terms: [...row.terms].sort((a, b) => a - b),
    upfrontFee: upfrontFeeOf(row),
    monthlyFee: row.monthly_fee_vnd,
    active: row.active,
  };
}

export async function loanProductOf(db: Kysely<DB>, id: number): Promise<BoLoanProduct | null> {
  const row = await db
    .selectFrom("financial_products")
    .selectAll()
    .where("id", "=", id)
    .where("product_type", "in", [2, 3])
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    partnerName: row.partner_name,
    productType: row.product_type,
    policyVersion: row.policy_version,
    updatedAt: row.updated_at.toISOString(),
    product: editable(row),
  };
}

/** The fields whose value differs, before and after (the audit row names only those). */
function changed(before: LoanProductEdit, after: LoanProductEdit) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof LoanProductEdit)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}

/** Fields whose change is a change of the product's policy (what a draft was priced under). */
const POLICY_FIELDS: readonly (keyof LoanProductEdit)[] = [
  "interestRatePercent",
  "minAmount",
  "maxAmount",
  "terms",
  "upfrontFee",
  "monthlyFee",
];

export type LoanProductSave = { kind: "ok"; updatedAt: string; policyVersion: number } | { kind: "not-found" };

/** No upfront fee is one thing however it is given (0 % is stored as 0 VND, as the columns say). */
const normalised = (edit: LoanProductEdit): LoanProductEdit =>
  edit.upfrontFee.kind === "percent" && edit.upfrontFee.percent === 0
    ? { ...edit, upfrontFee: { kind: "amount", vnd: 0 } }
    : edit;

export async function saveLoanProduct(
  deps: Pick<Deps, "database" | "clock">,
  actor: AuditActorRef,
  id: number,
  body: LoanProductEdit,
): Promise<LoanProductSave> {
  const edit = normalised(body);
  const now = deps.clock.now();
  return staffAction<LoanProductSave>(
    deps,
    actor,
    { action: "loan-product.update", target: `loan-product:${id}` },
    async (trx) => {
      const old = await trx
        .selectFrom("financial_products")
        .selectAll()
        .where("id", "=", id)
        .where("product_type", "in", [2, 3])
        .forUpdate()
        .executeTakeFirst();
      if (!old) return { value: { kind: "not-found" } };
      const diff = changed(editable(old), edit);
      if (Object.keys(diff.after).length === 0) {
        return {
          value: { kind: "ok", updatedAt: old.updated_at.toISOString(), policyVersion: old.policy_version },
        };
      }
      const policyMoved = POLICY_FIELDS.some((field) => field in diff.after);
      const policyVersion = old.policy_version + (policyMoved ? 1 : 0);
      await trx
        .updateTable("financial_products")
        .set({
          name: edit.name,
          interest_rate_bp: bpOf(edit.interestRatePercent),
          min_amount: edit.minAmount,
          max_amount: edit.maxAmount,
          terms: JSON.stringify(edit.terms),
          upfront_fee_vnd: edit.upfrontFee.kind === "amount" ? edit.upfrontFee.vnd : 0,
          upfront_fee_bp: edit.upfrontFee.kind === "percent" ? bpOf(edit.upfrontFee.percent) : 0,
          monthly_fee_vnd: edit.monthlyFee,
          active: edit.active,
          policy_version: policyVersion,
          updated_at: now,
        })
        .where("id", "=", id)
        .execute();
      const audit = policyMoved
        ? {
            before: { ...diff.before, policyVersion: old.policy_version },
            after: { ...diff.after, policyVersion },
          }
        : diff;
      return { value: { kind: "ok", updatedAt: now.toISOString(), policyVersion }, audit };
    },
  );
}
