import type { Seed } from "../seed";
import { wardRows } from "./areas/rows";
import { SAMPLE_PRODUCTS, termParagraphs } from "./loan-ticket/products";
import { bankRows, sampleBranches } from "./loan-ticket/reference";

/**
 * Reference data and development fixtures of the loan-ticket feature: the banks (the full list of
 * the vietnam-qr-pay package, kept up to date), SAMPLE branches (inserted once), the 3,321 wards of
 * the 2025 map under their province (kept up to date), and the sample financial products
 * (non-production databases only; never overwritten, so a policy change made later stays).
 */
export const seedLoanTicket: Seed = async (database, { production }) => {
  const { db } = database;
  const banks = bankRows();
  await db
    .insertInto("banks")
    .values(banks.map((bank) => ({ ...bank, sample: false })))
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({
        code: eb.ref("excluded.code"),
        short_name: eb.ref("excluded.short_name"),
        name: eb.ref("excluded.name"),
        bin: eb.ref("excluded.bin"),
        swift_code: eb.ref("excluded.swift_code"),
        sample: false,
      })),
    )
    .execute();
  await db
    .insertInto("bank_branches")
    .values(sampleBranches(banks).map((branch) => ({ ...branch, sample: true })))
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();

  await db
    .insertInto("wards")
    .values(wardRows())
    .onConflict((oc) =>
      oc.column("code").doUpdateSet((eb) => ({
        name: eb.ref("excluded.name"),
        province_code: eb.ref("excluded.province_code"),
        district_code: null,
        sample: false,
      })),
    )
    .execute();

  if (production) return;
  await db
    .insertInto("financial_products")
    .values(
      SAMPLE_PRODUCTS.map((p) => ({
        ...p,
        terms: JSON.stringify(p.terms),
        steps: JSON.stringify(p.steps),
        document_types: JSON.stringify(p.document_types),
        term_title: `Điều khoản sản phẩm ${p.name}`,
        term_paragraphs: JSON.stringify(termParagraphs(p.name, p.partner_name)),
        sample: true,
      })),
    )
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
};
