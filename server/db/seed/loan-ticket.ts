import type { Seed } from "../seed";
import { SAMPLE_PRODUCTS, termParagraphs } from "./loan-ticket/products";
import {
  placeholderDistrictCode,
  placeholderWardCode,
  SAMPLE_BANKS,
  SAMPLE_BRANCHES,
  SAMPLE_DISTRICTS,
  SAMPLE_WARDS,
} from "./loan-ticket/reference";

/**
 * Reference data and development fixtures of the loan-ticket feature, all marked sample: banks,
 * branches, districts and wards (every database, inserted once), and the sample financial products
 * (non-production databases only; never overwritten, so a policy change made later stays).
 */
export const seedLoanTicket: Seed = async (database, { production }) => {
  const { db } = database;
  await db
    .insertInto("banks")
    .values(SAMPLE_BANKS.map(([id, code, short_name, name]) => ({ id, code, short_name, name, sample: true })))
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  await db
    .insertInto("bank_branches")
    .values(SAMPLE_BRANCHES.map((branch) => ({ ...branch, sample: true })))
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();

  const provinces = await db.selectFrom("provinces").select(["code", "province_name"]).execute();
  const listed = new Set(SAMPLE_DISTRICTS.map(([, province]) => province));
  const placeholders = provinces.filter((p) => !listed.has(p.code));
  await db
    .insertInto("districts")
    .values([
      ...SAMPLE_DISTRICTS.map(([code, province_code, name]) => ({ code, province_code, name, sample: true })),
      ...placeholders.map((p) => ({
        code: placeholderDistrictCode(p.code),
        province_code: p.code,
        name: `Trung tâm ${p.province_name} (mẫu)`,
        sample: true,
      })),
    ])
    .onConflict((oc) => oc.column("code").doNothing())
    .execute();
  await db
    .insertInto("wards")
    .values([
      ...SAMPLE_WARDS.map(([code, district_code, name]) => ({ code, district_code, name, sample: true })),
      ...placeholders.map((p) => ({
        code: placeholderWardCode(p.code),
        district_code: placeholderDistrictCode(p.code),
        name: "Phường Trung tâm (mẫu)",
        sample: true,
      })),
    ])
    .onConflict((oc) => oc.column("code").doNothing())
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
