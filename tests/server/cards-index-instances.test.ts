import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchCatalogue } from "../../scripts/bench/cards";
import { type Database, openDatabase } from "../../server/db/connect";
import { listCardsSql } from "../../server/services/cards/catalogue";
import { importCatalogue } from "../../server/services/cards/import";
import { listCardsIndexed, VERSION_CHECK_MS } from "../../server/services/cards/list-index";
import type { CardListBody } from "../../src/contract/cards";
import { createTestDatabase } from "./support/test-db";

/**
 * Two server instances on one PostgreSQL database each keep a card index in memory: an import
 * through one reaches the other's list within VERSION_CHECK_MS (the card_catalogue_version row).
 * PostgreSQL only: an embedded PGlite is held by one process (cards-index.test.ts covers its
 * version row through a change made by hand).
 */
describe.runIf(process.env.TEST_DATABASE_URL)("the card index across instances on postgres", () => {
  let first: Database;
  let second: Database;
  let now = new Date("2026-11-23T08:00:00.000Z");
  const body: CardListBody = {
    pageIndex: 1,
    pageSize: 6,
    incomeCondition: null,
    age: null,
    areaType: null,
    cardType: 0,
    sortFeatureBy: 1,
  };

  beforeAll(async () => {
    first = await createTestDatabase("postgres");
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(first.db);
    // The second instance: a connection pool of its own to the same schema.
    second = await openDatabase({
      url: process.env.TEST_DATABASE_URL ?? "",
      dataDir: null,
      schema: rows[0]?.schema ?? "public",
      poolSize: 2,
    });
    expect((await importCatalogue(first.db, benchCatalogue(300), { replace: true, now })).ok).toBe(true);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("answers another instance's import once VERSION_CHECK_MS has passed, and not a stale list", async () => {
    const before = await listCardsIndexed(first.db, body, now);
    expect(before).toEqual(await listCardsSql(first.db, body));
    const smaller = benchCatalogue(300).slice(0, 40);
    expect((await importCatalogue(second.db, smaller, { replace: true, now })).ok).toBe(true);
    // The second instance answers the new catalogue at once; the first once its check is due.
    expect(await listCardsIndexed(second.db, body, now)).toEqual(await listCardsSql(second.db, body));
    now = new Date(now.getTime() + VERSION_CHECK_MS);
    const after = await listCardsIndexed(first.db, body, now);
    expect(after.totalItems).toBeLessThan(before.totalItems);
    expect(after).toEqual(await listCardsSql(first.db, body));
  });
});
