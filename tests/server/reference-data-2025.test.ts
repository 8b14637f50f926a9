import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";
import { call } from "./support/loan-ticket-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

interface Area {
  code: string;
  name: string;
}
interface Bank {
  id: number;
  code: string;
  shortName: string;
  name: string;
  bin: string;
  swiftCode: string | null;
}

/**
 * The 2025 administrative map (34 provinces, wards by province, no districts) and the full bank list
 * (issue 19 items 14 and 15). Expected figures are the official ones: 34 provinces, 3,321 wards.
 */
describe.each(testDatabaseKinds())("reference data of 2025 on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it("lists the 34 provinces with the statistics office's codes", async () => {
    const provinces = (await call<Area[]>(t, "/api/v1/provinces/info", { json: {} })).data;
    expect(provinces).toHaveLength(34);
    const byCode = new Map(provinces.map((p) => [p.code, p.name]));
    expect(byCode.get("1")).toBe("Hà Nội");
    expect(byCode.get("79")).toBe("Hồ Chí Minh");
    expect(byCode.get("46")).toBe("Huế");
    expect(byCode.get("8")).toBe("Tuyên Quang");
    // Merged away on 1 July 2025: Hà Giang (2), Bình Dương (74), Quảng Nam (49).
    for (const gone of ["2", "74", "49"]) expect(byCode.has(gone)).toBe(false);
  });

  it("lists the wards of a province and 3,321 in all; no districts any more", async () => {
    const hanoi = (await call<Area[]>(t, "/api/v1/wards/info", { json: { provinceCode: "1" } })).data;
    expect(hanoi).toHaveLength(126);
    expect(hanoi).toContainEqual({ code: "00004", name: "Phường Ba Đình" });
    const hcm = (await call<Area[]>(t, "/api/v1/wards/info", { json: { provinceCode: "79" } })).data;
    expect(hcm.map((w) => w.name)).toContain("Phường Sài Gòn");
    expect(hcm.map((w) => w.name)).not.toContain("Phường Ba Đình");

    const provinces = (await call<Area[]>(t, "/api/v1/provinces/info", { json: {} })).data;
    let total = 0;
    for (const p of provinces) {
      total += (await call<Area[]>(t, "/api/v1/wards/info", { json: { provinceCode: p.code } })).data.length;
    }
    expect(total).toBe(3321);

    const districts = await call<Area[]>(t, "/api/v1/districts/info", { json: { provinceCode: "1" } });
    expect(districts).toMatchObject({ code: 200, data: [] });
    // An old caller that also sends a district code still gets the province's wards.
    const old = await call<Area[]>(t, "/api/v1/wards/info", { json: { provinceCode: "1", districtCode: "001" } });
    expect(old.data).toHaveLength(126);
  });

  it("offers the full Vietnamese bank list with BIN and SWIFT code (vietnam-qr-pay)", async () => {
    const banks = (await call<Bank[]>(t, "/api/v1/banks")).data;
    expect(banks).toHaveLength(60);
    const vcb = banks.find((b) => b.shortName === "Vietcombank");
    expect(vcb).toMatchObject({ id: 1, bin: "970436", swiftCode: "BFTVVNVX" });
    expect(banks.find((b) => b.shortName === "TPBank")).toMatchObject({ bin: "970423", swiftCode: "TPBVVNVX" });
    expect(banks.find((b) => b.shortName === "LPBank")).toMatchObject({ bin: "970449" });
    expect(banks.some((b) => b.shortName === "LienVietPostBank")).toBe(false);
    const branches = (await call<{ bankId: number }[]>(t, `/api/v1/bank-branches/${vcb?.id}`)).data;
    expect(branches.length).toBeGreaterThan(0);
  });

  it("filters cards by the new provinces: a card of Bình Dương's area is now one of Hồ Chí Minh", async () => {
    const list = async (areaType: number) =>
      (
        await call<{ result: { id: number }[] }>(t, "/api/v1/card/get-list", {
          json: { pageIndex: 1, pageSize: 60, cardType: 0, sortFeatureBy: 1, areaType },
        })
      ).data.result.map((c) => c.id);
    expect(await list(79)).toContain(22); // ACB Visa Signature: Hồ Chí Minh and Đồng Nai
    expect(await list(75)).toContain(22);
    expect(await list(1)).not.toContain(22);
    const detail = await call<{ regionInformation: string }>(t, "/api/v1/card/get-detail/22");
    expect(detail.data.regionInformation).toBe("Chỉ phát hành tại Hồ Chí Minh, Đồng Nai");
  });

  it("gives every card of the list its yearly rate and annual fee, and no 'sample' words in its overview", async () => {
    const list = await call<{ result: { id: number; interestRate: string; annualFee: number }[] }>(
      t,
      "/api/v1/card/get-list",
      { json: { pageIndex: 1, pageSize: 60, cardType: 0, sortFeatureBy: 1 } },
    );
    expect(list.data.result).toHaveLength(27);
    expect(list.data.result.find((c) => c.id === 7)).toMatchObject({ interestRate: "39,6%/năm", annualFee: 0 });
    expect(list.data.result.find((c) => c.id === 1)).toMatchObject({ interestRate: "38,4%/năm", annualFee: 499_000 });
    const detail = await call<{ overview: string }>(t, "/api/v1/card/get-detail/1");
    expect(detail.data.overview).not.toMatch(/mẫu|phát triển/);
  });
});

const MIGRATIONS = fileURLToPath(new URL("../../server/db/migrations", import.meta.url));

describe("migration to the 2025 map on pglite", () => {
  // Two databases migrated step by step: slow on a busy machine.
  it("moves card regions to the province each old one merged into and drops the old provinces", {
    timeout: 120_000,
  }, async () => {
    const before = mkdtempSync(join(tmpdir(), "migrations-"));
    const all = readdirSync(MIGRATIONS).filter((f) => f.endsWith(".sql"));
    const cut = all.indexOf("0015_administrative_map_2025.sql");
    for (const file of all.slice(0, cut)) cpSync(join(MIGRATIONS, file), join(before, file));
    const database = await openDatabase({ url: null, dataDir: null });
    try {
      await migrate(database, before);
      await sql`INSERT INTO provinces (code, province_name) VALUES (1, 'Hà Nội'), (74, 'Bình Dương'), (49, 'Quảng Nam'), (79, 'Hồ Chí Minh'), (48, 'Đà Nẵng'), (2, 'Hà Giang')`.execute(
        database.db,
      );
      await sql`INSERT INTO districts (code, province_code, name) VALUES ('001', 1, 'Quận Ba Đình')`.execute(
        database.db,
      );
      await sql`INSERT INTO wards (code, district_code, name) VALUES ('00001', '001', 'Phường Phúc Xá')`.execute(
        database.db,
      );
      await database.db
        .insertInto("cards")
        .values([
          { ...cardRow(1), region_codes: [74, 79] },
          { ...cardRow(2), region_codes: [49, 2] },
          { ...cardRow(3), region_codes: [] },
        ])
        .execute();
      await migrate(database);
      const cards = await database.db.selectFrom("cards").select(["id", "region_codes"]).orderBy("id").execute();
      expect(cards.map((c) => c.region_codes)).toEqual([[79], [8, 48], []]);
      const provinces = await database.db.selectFrom("provinces").select("code").orderBy("code").execute();
      expect(provinces.map((p) => p.code)).toEqual([1, 48, 79]);
      expect(await database.db.selectFrom("districts").selectAll().execute()).toEqual([]);
      expect(await database.db.selectFrom("wards").selectAll().execute()).toEqual([]);
    } finally {
      await database.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe("migration of sample names on pglite", () => {
  // Two databases migrated step by step: slow on a busy machine.
  it("drops '(mẫu)' from sample partners and their products together, leaving real rows alone", {
    timeout: 120_000,
  }, async () => {
    const before = mkdtempSync(join(tmpdir(), "migrations-"));
    const all = readdirSync(MIGRATIONS).filter((f) => f.endsWith(".sql"));
    for (const file of all.slice(0, all.indexOf("0016_sample_names.sql"))) {
      cpSync(join(MIGRATIONS, file), join(before, file));
    }
    const database = await openDatabase({ url: null, dataDir: null });
    try {
      await migrate(database, before);
      await sql`INSERT INTO partners (name, legal_name, licence, min_score, max_amount, position, sample) VALUES
        ('Công ty Tài chính Bình Minh (mẫu)', 'Công ty Tài chính Cổ phần Bình Minh (mẫu)', 'Giấy phép số 01/GP-NHNN (mẫu) do NHNN cấp', 44, 1000, 1, true),
        ('Công ty Thật (mẫu)', 'Công ty Thật', 'Giấy phép', 50, 1000, 2, false)`.execute(database.db);
      await sql`INSERT INTO financial_products (id, name, partner_name, product_type, min_amount, max_amount, amount_step, terms, interest_rate_bp, steps, document_types, term_title, term_paragraphs, sample)
        VALUES (1, 'Vay nhanh Bình Minh (mẫu)', 'Công ty Tài chính Bình Minh (mẫu)', 2, 1, 2, 1, '[6]', 100, '[]', '[]', 'T', '[]', true)`.execute(
        database.db,
      );
      await migrate(database);
      const partners = await database.db
        .selectFrom("partners")
        .select(["name", "legal_name", "licence"])
        .orderBy("position")
        .execute();
      expect(partners).toEqual([
        {
          name: "Công ty Tài chính Bình Minh",
          legal_name: "Công ty Tài chính Cổ phần Bình Minh",
          licence: "Giấy phép số 01/GP-NHNN do NHNN cấp",
        },
        { name: "Công ty Thật (mẫu)", legal_name: "Công ty Thật", licence: "Giấy phép" },
      ]);
      const product = await database.db
        .selectFrom("financial_products")
        .select(["name", "partner_name"])
        .executeTakeFirst();
      expect(product).toEqual({ name: "Vay nhanh Bình Minh", partner_name: "Công ty Tài chính Bình Minh" });
    } finally {
      await database.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

function cardRow(id: number) {
  return {
    id,
    name: `Thẻ ${id}`,
    card_issuer: "Ngân hàng",
    product_image: "the.svg",
    image_color: "#000000",
    max_amount: 1_000_000,
    gifts: "",
    annual_fee: 0,
    annual_fee_offers: "",
    features: "[]",
    tag: null,
    highlight: false,
    affiliate_link: "https://example.com",
    overview: "",
    card_opening_gifts: "[]",
    incentive_policy: "[]",
    interest_and_fees: "[]",
    min_income: null,
    min_age: null,
    max_age: null,
    region_information: "",
    region_codes: [],
    card_types: [],
    position: id,
    active: true,
  };
}
