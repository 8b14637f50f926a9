import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleCards } from "../../server/db/seed/cards/sample-cards";
import { VERSION_CHECK_MS } from "../../server/services/cards/list-index";
import type { CardListItem } from "../../src/contract/cards";
import { type CardImport, cardImportSchema } from "../../src/contract/cards-import";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/** The seeded sample catalogue, as the import reads it: the reference the SQL filters are checked against. */
const catalogue: CardImport[] = sampleCards().map((card) => v.parse(cardImportSchema, card));

interface Filter {
  cardType: 0 | 1 | 2 | 3;
  sortFeatureBy: 1 | 2 | 3;
  incomeCondition: number | null;
  age: number | null;
  areaType: number | null;
}

const positive = (n: number | null) => (n ? n : null);

/** The filter and order of SPEC.md section 7, written plainly over the source data. */
function reference(filter: Filter): number[] {
  const matches = catalogue.filter((card) => {
    if (!card.active) return false;
    if (filter.cardType !== 0 && !card.cardTypes.includes(filter.cardType)) return false;
    if (filter.areaType !== null && card.regions.length > 0 && !card.regions.includes(filter.areaType)) return false;
    const minIncome = positive(card.minIncomeConditions);
    if (filter.incomeCondition !== null && minIncome !== null && minIncome > filter.incomeCondition) return false;
    const minAge = positive(card.minAge);
    const maxAge = positive(card.maxAge);
    if (filter.age !== null && minAge !== null && filter.age < minAge) return false;
    if (filter.age !== null && maxAge !== null && filter.age > maxAge) return false;
    return true;
  });
  const byId = (a: CardImport, b: CardImport) => a.id - b.id;
  const order: Record<Filter["sortFeatureBy"], (a: CardImport, b: CardImport) => number> = {
    1: (a, b) => Number(b.highlight) - Number(a.highlight) || a.position - b.position || byId(a, b),
    2: (a, b) => a.annualFee - b.annualFee || byId(a, b),
    3: (a, b) => b.maxAmount - a.maxAmount || byId(a, b),
  };
  return matches.sort(order[filter.sortFeatureBy]).map((card) => card.id);
}

const base: Filter = { cardType: 0, sortFeatureBy: 1, incomeCondition: null, age: null, areaType: null };
const sorts = [1, 2, 3] as const;
const filters: Filter[] = [
  ...([0, 1, 2, 3] as const).flatMap((cardType) =>
    sorts.map((sortFeatureBy) => ({ ...base, cardType, sortFeatureBy })),
  ),
  ...[0, 2_999_999, 3_000_000, 4_500_000, 7_000_000, 15_000_000, 999_999_999].flatMap((incomeCondition) =>
    sorts.map((sortFeatureBy) => ({ ...base, incomeCondition, sortFeatureBy })),
  ),
  ...[0, 17, 18, 20, 25, 58, 60, 61, 66, 99].map((age) => ({ ...base, age, sortFeatureBy: 3 as const })),
  ...[1, 2, 31, 48, 79, 92].map((areaType) => ({ ...base, areaType, sortFeatureBy: 2 as const })),
  { cardType: 3, sortFeatureBy: 3, incomeCondition: 20_000_000, age: 30, areaType: 79 },
  { cardType: 3, sortFeatureBy: 1, incomeCondition: 20_000_000, age: 30, areaType: 2 },
  { cardType: 2, sortFeatureBy: 2, incomeCondition: 5_000_000, age: 19, areaType: 1 },
  { cardType: 1, sortFeatureBy: 3, incomeCondition: 3_000_000, age: 59, areaType: 48 },
  { cardType: 1, sortFeatureBy: 1, incomeCondition: 1, age: 10, areaType: 96 },
];

describe.each(testDatabaseKinds())("card list on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function page(body: Record<string, unknown>) {
    const res = await t.request("/api/v1/card/get-list", { method: "POST", json: body });
    expect(res.status).toBe(200);
    const envelope = (await res.json()) as { code: number; data: { totalItems: number; result: CardListItem[] } };
    expect(envelope.code).toBe(200);
    return envelope.data;
  }

  it("seeds a sample catalogue with every card type, inactive and region-limited cards", () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(24);
    expect(new Set(catalogue.map((card) => card.cardIssuer)).size).toBeGreaterThanOrEqual(8);
    for (const type of [1, 2, 3] as const) expect(catalogue.some((card) => card.cardTypes.includes(type))).toBe(true);
    expect(catalogue.some((card) => !card.active)).toBe(true);
    expect(catalogue.some((card) => card.regions.length > 0 && card.active)).toBe(true);
  });

  it.each(filters.map((filter) => [JSON.stringify(filter), filter] as const))(
    "%s pages through exactly the reference cards, in order",
    async (_name, filter) => {
      const expected = reference(filter);
      const seen: number[] = [];
      const pages = Math.max(1, Math.ceil(expected.length / 6));
      for (let pageIndex = 1; pageIndex <= pages + 1; pageIndex += 1) {
        const data = await page({ ...filter, pageIndex, pageSize: 6 });
        expect(data.totalItems).toBe(expected.length);
        expect(data.result.length).toBeLessThanOrEqual(6);
        seen.push(...data.result.map((card) => card.id));
      }
      expect(seen).toEqual(expected);
    },
  );

  it("treats region 0 ('Toàn quốc') like no region and applies the defaults", async () => {
    const all = await page({});
    expect(all.totalItems).toBe(reference(base).length);
    expect((await page({ areaType: 0 })).totalItems).toBe(all.totalItems);
    expect(all.result.map((card) => card.id)).toEqual(reference(base).slice(0, 6));
  });

  it("answers the list fields of SPEC.md for each card, plus its annual fee and interest rate (issue 19) and opening requirements (issue 18)", async () => {
    const [card] = (await page({ pageSize: 1 })).result;
    expect(Object.keys(card ?? {}).sort()).toEqual(
      [
        "affiliateLink",
        "annualFee",
        "annualFeeOffers",
        "features",
        "gifts",
        "highlight",
        "id",
        "interestRate",
        "maxAmount",
        "name",
        "productImage",
        "requirements",
        "tag",
      ].sort(),
    );
    expect(card?.features.every((feature) => typeof feature.info === "string")).toBe(true);
  });

  it.each([
    ["pageIndex 0", { pageIndex: 0 }],
    ["a text page", { pageIndex: "1" }],
    ["pageSize 0", { pageSize: 0 }],
    ["a negative income", { incomeCondition: -1 }],
    ["an income of more than 11 characters", { incomeCondition: 1_000_000_000 }],
    ["a decimal income", { incomeCondition: 1.5 }],
    ["age 100", { age: 100 }],
    ["a text age", { age: "25" }],
    ["cardType 4", { cardType: 4 }],
    ["sortFeatureBy 0", { sortFeatureBy: 0 }],
    ["a negative region", { areaType: -3 }],
  ])("refuses %s with 400 and a Vietnamese message", async (_name, body) => {
    const res = await t.request("/api/v1/card/get-list", { method: "POST", json: body });
    expect(res.status).toBe(400);
    const envelope = (await res.json()) as { code: number; message: string };
    expect(envelope.code).toBe(400);
    expect(envelope.message).toMatch(/không hợp lệ/);
  });

  it("follows any change to the catalogue within VERSION_CHECK_MS, even one made by hand in SQL", async () => {
    const before = (await page({ cardType: 2 })).totalItems;
    const [card] = (await page({ cardType: 2, pageSize: 1 })).result;
    await t.database.db.updateTable("cards").set({ active: false }).where("id", "=", card!.id).execute();
    t.clock.advance(VERSION_CHECK_MS);
    const after = await page({ cardType: 2 });
    expect(after.totalItems).toBe(before - 1);
    expect(after.result.map((c) => c.id)).not.toContain(card!.id);
    await t.database.db.updateTable("cards").set({ active: true }).where("id", "=", card!.id).execute();
    t.clock.advance(VERSION_CHECK_MS);
    expect((await page({ cardType: 2 })).totalItems).toBe(before);
  });

  it("lists the home cards: active only, highlighted first, six by default", async () => {
    const res = await t.request("/api/v1/card/get-list-home", { method: "POST", json: { pageSize: 6 } });
    const envelope = (await res.json()) as { code: number; data: CardListItem[] };
    expect(envelope.data.map((card) => card.id)).toEqual(reference(base).slice(0, 6));
    const bad = await t.request("/api/v1/card/get-list-home", { method: "POST", json: { pageSize: 0 } });
    expect(bad.status).toBe(400);
  });

  it("serves the 34 provinces of the 2025 map ordered by code", async () => {
    const res = await t.request("/api/store/get-provinces");
    const envelope = (await res.json()) as { code: number; data: { code: number; province_name: string }[] };
    expect(envelope.code).toBe(200);
    expect(envelope.data).toHaveLength(34);
    expect(envelope.data[0]).toEqual({ code: 1, province_name: "Hà Nội" });
    expect(envelope.data.find((p) => p.code === 79)?.province_name).toBe("Hồ Chí Minh");
    const codes = envelope.data.map((p) => p.code);
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
  });
});
