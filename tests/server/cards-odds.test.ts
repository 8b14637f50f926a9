import fc from "fast-check";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchCatalogue } from "../../scripts/bench/cards";
import type { Database } from "../../server/db/connect";
import { sampleCards } from "../../server/db/seed/cards/sample-cards";
import { listCardsSql } from "../../server/services/cards/catalogue";
import { importCatalogue } from "../../server/services/cards/import";
import { listCardsIndexed } from "../../server/services/cards/list-index";
import type { CardListBody, CardListItem } from "../../src/contract/cards";
import { type CardImport, cardImportSchema } from "../../src/contract/cards-import";
import { createTestApp, type TestApp } from "./support/test-app";
import { createTestDatabase, testDatabaseKinds } from "./support/test-db";

/**
 * The card list sorted by approval odds (sortFeatureBy 4, issue 18 item 7): Cao first, then Trung
 * bình, then Thấp, each level in the default order. The rule is written here plainly from the issue
 * and docs/decisions/014-approval-odds.md, apart from the code under test.
 */

interface Profile {
  income: number;
  age: number;
  province: number | null;
  score: number | null;
}

const positive = (n: number | null | undefined) => (n ? n : null);

/** 0 Cao, 1 Trung bình, 2 Thấp. */
function expectedRank(card: CardImport, visitor: Profile): number {
  const minIncome = positive(card.minIncomeConditions);
  const minAge = positive(card.minAge);
  const maxAge = positive(card.maxAge);
  let misses = 0;
  if (minIncome !== null && visitor.income < minIncome) {
    if (visitor.income < minIncome * 0.75) return 2;
    misses += 1;
  }
  if ((minAge !== null && visitor.age < minAge) || (maxAge !== null && visitor.age > maxAge)) return 2;
  if (card.regions.length > 0) {
    if (visitor.province === null) misses += 1;
    else if (!card.regions.includes(visitor.province)) return 2;
  }
  if (visitor.score !== null && visitor.score < 44) misses += 1;
  return Math.min(misses, 2);
}

const catalogue: CardImport[] = sampleCards().map((card) => v.parse(cardImportSchema, card));

function expectedOrder(visitor: Profile, cardType: 0 | 1 | 2 | 3 = 0): number[] {
  return catalogue
    .filter((card) => card.active && (cardType === 0 || card.cardTypes.includes(cardType)))
    .sort((a, b) => Number(b.highlight) - Number(a.highlight) || a.position - b.position || a.id - b.id)
    .map((card) => ({ id: card.id, rank: expectedRank(card, visitor) }))
    .sort((a, b) => a.rank - b.rank)
    .map((card) => card.id);
}

const profiles: [string, Profile][] = [
  ["5 million, 25, no province, no score", { income: 5_000_000, age: 25, province: null, score: null }],
  ["12 million, 30, Hồ Chí Minh, score 62", { income: 12_000_000, age: 30, province: 79, score: 62 }],
  ["3 million, 19, Đà Nẵng, score 26 (declined)", { income: 3_000_000, age: 19, province: 48, score: 26 }],
  ["40 million, 45, Hà Nội, score 85", { income: 40_000_000, age: 45, province: 1, score: 85 }],
  ["15 million, 62, no province, score 50", { income: 15_000_000, age: 62, province: null, score: 50 }],
];

describe.each(testDatabaseKinds())("card list sorted by approval odds on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function post(body: Record<string, unknown>) {
    return t.request("/api/v1/card/get-list", { method: "POST", json: body });
  }
  async function ids(body: Record<string, unknown>): Promise<{ total: number; ids: number[] }> {
    const seen: number[] = [];
    let total = 0;
    for (let pageIndex = 1; pageIndex <= 10; pageIndex += 1) {
      const res = await post({ ...body, pageIndex, pageSize: 6 });
      expect(res.status).toBe(200);
      const envelope = (await res.json()) as { data: { totalItems: number; result: CardListItem[] } };
      total = envelope.data.totalItems;
      seen.push(...envelope.data.result.map((card) => card.id));
      if (envelope.data.result.length < 6) break;
    }
    return { total, ids: seen };
  }

  it.each(profiles)("orders the whole catalogue by odds for a visitor with %s", async (_name, profile) => {
    const expected = expectedOrder(profile);
    const answer = await ids({ sortFeatureBy: 4, profile });
    expect(answer.total).toBe(expected.length);
    expect(answer.ids).toEqual(expected);
  });

  it("puts the cards a declined visitor can get before those they cannot", async () => {
    const declined = profiles[2]![1];
    const [first] = (await ids({ sortFeatureBy: 4, profile: declined })).ids;
    const card = catalogue.find((c) => c.id === first)!;
    expect(expectedRank(card, declined)).toBeLessThan(2);
  });

  it("keeps the filters: sorting by odds within one card type", async () => {
    const profile = profiles[1]![1];
    expect((await ids({ sortFeatureBy: 4, cardType: 3, profile })).ids).toEqual(expectedOrder(profile, 3));
  });

  it("keeps the default order without income and age", async () => {
    const defaultOrder = (await ids({})).ids;
    expect((await ids({ sortFeatureBy: 4 })).ids).toEqual(defaultOrder);
    expect((await ids({ sortFeatureBy: 4, profile: { income: 9_000_000 } })).ids).toEqual(defaultOrder);
  });

  it.each([
    ["a score over 100", { score: 101 }],
    ["a negative score", { score: -1 }],
    ["a text income", { income: "9000000" }],
    ["an age of 100", { age: 100 }],
    ["a decimal province", { province: 1.5 }],
  ])("refuses a profile with %s (400, Vietnamese message)", async (_name, patch) => {
    const res = await post({ sortFeatureBy: 4, profile: { income: 9_000_000, age: 30, ...patch } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/không hợp lệ/);
  });

  it("refuses sortFeatureBy 5", async () => {
    expect((await post({ sortFeatureBy: 5 })).status).toBe(400);
  });
});

describe.each(testDatabaseKinds())("the in-memory odds order on %s", (kind) => {
  let database: Database;
  const now = new Date("2026-11-23T08:00:00.000Z");
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    expect((await importCatalogue(database.db, benchCatalogue(2000), { replace: true, now })).ok).toBe(true);
  });
  afterAll(() => database.close());

  const profileArb = fc.record({
    income: fc.oneof(
      fc.constantFrom(0, 2_250_000, 2_249_999, 3_000_000, 3_750_000, 6_000_000, 8_999_999, 15_000_000, 30_000_000),
      fc.integer({ min: 0, max: 99_999_999 }),
    ),
    age: fc.integer({ min: 0, max: 99 }),
    province: fc.option(fc.constantFrom(1, 2, 31, 48, 79, 92, 96, 500), { nil: null }),
    score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
  });
  const bodyArb: fc.Arbitrary<CardListBody> = fc.record({
    pageIndex: fc.integer({ min: 1, max: 40 }),
    pageSize: fc.constantFrom(6, 60),
    incomeCondition: fc.option(fc.constantFrom(3_000_000, 12_000_000), { nil: null }),
    age: fc.option(fc.constantFrom(20, 56), { nil: null }),
    areaType: fc.option(fc.constantFrom(1, 79), { nil: null }),
    cardType: fc.constantFrom(0, 1, 2, 3),
    sortFeatureBy: fc.constant(4),
    profile: profileArb,
  });

  it("answers exactly what the SQL reference answers, for random profiles, filters and pages", async () => {
    await fc.assert(
      fc.asyncProperty(bodyArb, async (body) => {
        expect(await listCardsIndexed(database.db, body, now)).toEqual(await listCardsSql(database.db, body));
      }),
      { numRuns: 80, seed: 20261123 },
    );
  });
});
