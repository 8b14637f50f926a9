import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchCatalogue } from "../../scripts/bench/cards";
import type { Database } from "../../server/db/connect";
import { listCardsSql } from "../../server/services/cards/catalogue";
import { importCatalogue } from "../../server/services/cards/import";
import { listCardsIndexed, VERSION_CHECK_MS } from "../../server/services/cards/list-index";
import type { CardListBody } from "../../src/contract/cards";
import { createTestDatabase, testDatabaseKinds } from "./support/test-db";

/** Filter values around the catalogue's own bounds (benchCatalogue), so every gap between them is tried. */
const incomes = [
  0, 2_999_999, 3_000_000, 4_000_000, 5_000_000, 8_000_000, 12_000_000, 19_999_999, 20_000_000, 40_000_000, 99_000_000,
];
const ages = [0, 17, 18, 19, 20, 21, 22, 23, 30, 54, 55, 56, 60, 61, 65, 66, 99];
const areas = [1, 2, 31, 48, 79, 92, 96, 500];

const filterArb: fc.Arbitrary<CardListBody> = fc.record({
  pageIndex: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 400 })),
  pageSize: fc.constantFrom(1, 6, 12, 60),
  incomeCondition: fc.option(fc.oneof(fc.constantFrom(...incomes), fc.integer({ min: 0, max: 99_999_999 })), {
    nil: null,
  }),
  age: fc.option(fc.oneof(fc.constantFrom(...ages), fc.integer({ min: 0, max: 99 })), { nil: null }),
  areaType: fc.option(fc.constantFrom(...areas), { nil: null }),
  cardType: fc.constantFrom(0, 1, 2, 3),
  sortFeatureBy: fc.constantFrom(1, 2, 3),
});

describe.each(testDatabaseKinds())("the in-memory card list on %s", (kind) => {
  let database: Database;
  let now = new Date("2026-11-23T08:00:00.000Z");
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const result = await importCatalogue(database.db, benchCatalogue(2000), { replace: true, now });
    expect(result.ok).toBe(true);
  });
  afterAll(() => database.close());

  it("answers exactly what the SQL answers, for random filters, sorts and pages", async () => {
    await fc.assert(
      fc.asyncProperty(filterArb, async (body) => {
        const indexed = await listCardsIndexed(database.db, body, now);
        const reference = await listCardsSql(database.db, body);
        expect(indexed).toEqual(reference);
      }),
      { numRuns: 150, seed: 20261123 },
    );
  });

  it("answers the new catalogue at once after an import through the same database", async () => {
    const body: CardListBody = {
      pageIndex: 1,
      pageSize: 60,
      incomeCondition: null,
      age: null,
      areaType: null,
      cardType: 0,
      sortFeatureBy: 1,
    };
    const before = await listCardsIndexed(database.db, body, now);
    const smaller = benchCatalogue(2000).slice(0, 500);
    expect((await importCatalogue(database.db, smaller, { replace: true, now })).ok).toBe(true);
    const after = await listCardsIndexed(database.db, body, now);
    expect(after.totalItems).toBeLessThan(before.totalItems);
    expect(after).toEqual(await listCardsSql(database.db, body));
  });

  it("follows a change made by hand in SQL once VERSION_CHECK_MS has passed", async () => {
    const body: CardListBody = {
      pageIndex: 1,
      pageSize: 6,
      incomeCondition: null,
      age: null,
      areaType: null,
      cardType: 0,
      sortFeatureBy: 3,
    };
    const [top] = (await listCardsIndexed(database.db, body, now)).result;
    await database.db.updateTable("cards").set({ active: false }).where("id", "=", top!.id).execute();
    now = new Date(now.getTime() + VERSION_CHECK_MS);
    const after = await listCardsIndexed(database.db, body, now);
    expect(after.result.map((card) => card.id)).not.toContain(top!.id);
    expect(after).toEqual(await listCardsSql(database.db, body));
  });
});
