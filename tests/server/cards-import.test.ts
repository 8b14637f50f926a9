import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleCards } from "../../server/db/seed/cards/sample-cards";
import { importCatalogue } from "../../server/services/cards/import";
import { runSeeds } from "../../server/services/seed/run-seeds";
import type { CardImportInput } from "../../src/contract/cards-import";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const now = new Date("2026-11-22T10:00:00.000Z");

function card(id: number, overrides: Partial<CardImportInput> = {}): CardImportInput {
  return {
    id,
    name: `Thẻ nhập ${id}`,
    cardIssuer: "Ngân hàng Nhập",
    productImage: `the-nhap-${id}.svg`,
    maxAmount: 50_000_000,
    annualFee: 0,
    affiliateLink: `https://example.com/apply/${id}`,
    cardTypes: [1],
    ...overrides,
  };
}

describe.each(testDatabaseKinds())("cards:import on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const count = async () =>
    Number(
      (
        await t.database.db
          .selectFrom("cards")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const snapshot = () => t.database.db.selectFrom("cards").selectAll().orderBy("id").execute();

  it("writes nothing when one card is bad, and names every bad card on its own line", async () => {
    const before = await snapshot();
    const result = await importCatalogue(
      t.database.db,
      [
        card(1001),
        card(1002, { maxAmount: -5 }),
        card(1003),
        card(1004, { affiliateLink: "javascript:alert(1)", productImage: "../../etc/passwd" }),
        card(1003),
        card(1005, { minAge: 60, maxAge: 18 }),
        { name: "no id" },
      ],
      { replace: false, now },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(5);
    expect(result.errors[0]).toBe("card #2 (id 1002): Thông tin thẻ không hợp lệ: maxAmount");
    expect(result.errors[1]).toBe("card #4 (id 1004): Thông tin thẻ không hợp lệ: productImage, affiliateLink");
    expect(result.errors[2]).toBe("card #5 (id 1003): id 1003 is already used by card #3");
    expect(result.errors[3]).toMatch(/^card #6 \(id 1005\): Độ tuổi tối thiểu/);
    expect(result.errors[4]).toMatch(/^card #7: Trường id không hợp lệ; .*cardIssuer.*affiliateLink/);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a file that is not a list of cards, or an empty one", async () => {
    for (const input of [{}, "cards", [], { cards: [] }, null]) {
      const result = await importCatalogue(t.database.db, input, { replace: false, now });
      expect(result.ok).toBe(false);
    }
  });

  it("upserts by id: new cards are added, known ones replaced, the rest kept", async () => {
    const before = await count();
    const first = sampleCards()[0]!;
    const result = await importCatalogue(
      t.database.db,
      { cards: [card(2001), { ...first, name: "VPBank StepUp 2027", regions: [79, 1, 79] }] },
      { replace: false, now },
    );
    expect(result).toEqual({ ok: true, inserted: 1, updated: 1, deactivated: 0 });
    expect(await count()).toBe(before + 1);
    const updated = await t.database.db
      .selectFrom("cards")
      .selectAll()
      .where("id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(updated.name).toBe("VPBank StepUp 2027");
    expect(updated.region_codes).toEqual([1, 79]);
    expect(updated.is_sample).toBe(false);
    const detail = await t.request("/api/v1/card/get-detail/2001");
    expect(((await detail.json()) as { data: { name: string } }).data.name).toBe("Thẻ nhập 2001");
  });

  it("keeps a card's updated_at when a re-import leaves it unchanged, moves it when the card changed (issue 33)", async () => {
    const dated = async (id: number) =>
      (
        await t.database.db.selectFrom("cards").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow()
      ).updated_at.toISOString();
    const first = new Date("2026-11-01T01:00:00.000Z");
    const later = new Date("2026-11-15T01:00:00.000Z");
    const files = [card(3001), card(3002, { annualFee: 199_000 })];
    expect((await importCatalogue(t.database.db, files, { replace: false, now: first })).ok).toBe(true);
    const again = [card(3001), card(3002, { annualFee: 299_000 })];
    expect((await importCatalogue(t.database.db, again, { replace: false, now: later })).ok).toBe(true);
    expect(await dated(3001)).toBe("2026-11-01T01:00:00.000Z");
    expect(await dated(3002)).toBe("2026-11-15T01:00:00.000Z");
  });

  it("with replace, deactivates every card missing from the file and keeps its clicks", async () => {
    await t.request("/api/go/card/3");
    const result = await importCatalogue(t.database.db, [card(3001), card(3002)], { replace: true, now });
    expect(result.ok).toBe(true);
    const activeIds = (
      await t.database.db.selectFrom("cards").select("id").where("active", "=", true).orderBy("id").execute()
    ).map((row) => row.id);
    expect(activeIds).toEqual([3001, 3002]);
    const list = await t.request("/api/v1/card/get-list", { method: "POST", json: {} });
    expect(((await list.json()) as { data: { totalItems: number } }).data.totalItems).toBe(2);
    const clicks = await t.database.db.selectFrom("card_clicks").select("card_id").where("card_id", "=", 3).execute();
    expect(clicks.length).toBeGreaterThan(0);
  });

  it("does not seed the sample catalogue again once a catalogue exists", async () => {
    const before = await snapshot();
    await runSeeds(t.database, { production: false });
    expect(await snapshot()).toEqual(before);
  });
});
