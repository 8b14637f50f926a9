import { PARTNER_MAX_AMOUNT, SCORE } from "../../../src/domain/constants";
import type { Seed } from "../seed";

/**
 * Sample partners (every environment, marked sample until the real list replaces them; their legal
 * names and licence numbers are SAMPLE values, not real companies) and the
 * blacklist fixtures of DESIGN.md "Dev fixtures" (never in production). Idempotent.
 */
export const SAMPLE_PARTNERS = [
  {
    name: "Công ty Tài chính Tiêu dùng An Phát",
    legal_name: "Công ty Tài chính TNHH MTV Tiêu dùng An Phát",
    licence: "Giấy phép thành lập và hoạt động số 00/GP-NHNN do Ngân hàng Nhà nước Việt Nam cấp",
    min_score: SCORE.firstPartner,
    position: 1,
  },
  {
    name: "Công ty Tài chính Bình Minh",
    legal_name: "Công ty Tài chính Cổ phần Bình Minh",
    licence: "Giấy phép thành lập và hoạt động số 01/GP-NHNN do Ngân hàng Nhà nước Việt Nam cấp",
    min_score: SCORE.secondPartner,
    position: 2,
  },
] as const;

export const BLACKLIST_FIXTURES = {
  phones: [
    { phone: "0911000201", answer_code: 201, reason: "dev fixture" },
    { phone: "0911000202", answer_code: 202, reason: "dev fixture" },
  ],
  nationalIds: [{ national_id: "001090000201", answer_code: 201, reason: "dev fixture" }],
} as const;

export const seedFunnel: Seed = async ({ db }, { production }) => {
  await db
    .insertInto("partners")
    .values(SAMPLE_PARTNERS.map((p) => ({ ...p, max_amount: PARTNER_MAX_AMOUNT, sample: true })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  if (production) return;
  await db
    .insertInto("blacklist_phones")
    .values(BLACKLIST_FIXTURES.phones.map((row) => ({ ...row })))
    .onConflict((oc) => oc.column("phone").doNothing())
    .execute();
  await db
    .insertInto("blacklist_national_ids")
    .values(BLACKLIST_FIXTURES.nationalIds.map((row) => ({ ...row })))
    .onConflict((oc) => oc.column("national_id").doNothing())
    .execute();
};
