import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCompanyConfig, SAMPLE_COMPANY } from "../../server/company-config";
import { loadConfig } from "../../server/config";
import { companySchema, loanOfferSchema, sitePartnerSchema } from "../../src/contract/site";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const REAL_COMPANY = {
  COMPANY_LEGAL_NAME: "Công ty Cổ phần Ví Dụ",
  COMPANY_REGISTRATION_NUMBER: "0109999999",
  COMPANY_REGISTRATION_ISSUER: "Sở KH&ĐT Hà Nội cấp ngày 02/02/2022",
  COMPANY_ADDRESS: "12 Phố Huế, Hà Nội",
  COMPANY_HOTLINE: "1900 1234",
  COMPANY_EMAIL: "lienhe@example.vn",
  COMPANY_MOIT_URL: "http://online.gov.vn/Home/WebDetails/1",
};

async function data(res: Response): Promise<unknown> {
  expect(res.status).toBe(200);
  const body = (await res.json()) as { code: number; data: unknown };
  expect(body.code).toBe(200);
  return body.data;
}

describe("company facts from configuration", () => {
  it("uses sample values, marked sample, where COMPANY_* is unset", () => {
    const company = loadConfig({}).company;
    expect(company.sample).toBe(true);
    expect(company.legalName).toBe(SAMPLE_COMPANY.legalName);
    expect(company.legalName).toContain("(mẫu)");
  });

  it("is not sample once every variable is set", () => {
    expect(loadCompanyConfig(REAL_COMPANY)).toEqual({
      legalName: "Công ty Cổ phần Ví Dụ",
      registrationNumber: "0109999999",
      registrationIssuer: "Sở KH&ĐT Hà Nội cấp ngày 02/02/2022",
      address: "12 Phố Huế, Hà Nội",
      hotline: "1900 1234",
      email: "lienhe@example.vn",
      moitRegistrationUrl: "http://online.gov.vn/Home/WebDetails/1",
      sample: false,
    });
    expect(loadCompanyConfig({ ...REAL_COMPANY, COMPANY_ADDRESS: " " }).sample).toBe(true);
  });
});

describe.each(testDatabaseKinds())("site facts on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { company: loadCompanyConfig(REAL_COMPANY) });
  });
  afterAll(() => t.close());

  it("GET /api/site/company answers the configured company", async () => {
    const company = v.parse(companySchema, await data(await t.request("/api/site/company")));
    expect(company.legalName).toBe("Công ty Cổ phần Ví Dụ");
    expect(company.registrationNumber).toBe("0109999999");
    expect(company.sample).toBe(false);
  });

  it("GET /api/site/partners lists each active partner's legal name and licence", async () => {
    const partners = v.parse(v.array(sitePartnerSchema), await data(await t.request("/api/site/partners")));
    expect(partners.map((p) => p.legalName)).toEqual([
      "Công ty Tài chính TNHH MTV Tiêu dùng An Phát",
      "Công ty Tài chính Cổ phần Bình Minh",
    ]);
    expect(partners.every((p) => p.sample && /GP-NHNN/.test(p.licence))).toBe(true);
  });

  it("GET /api/site/loan-offers gives every active loan product's rate, fees and limits", async () => {
    const offers = v.parse(v.array(loanOfferSchema), await data(await t.request("/api/site/loan-offers")));
    // The sample overdraft (product type 3) is not a loan offer.
    expect(offers.map((o) => [o.productId, o.interestRateYear])).toEqual([
      [1, 24],
      [2, 28],
    ]);
    expect(offers[0]).toMatchObject({
      upfrontFee: { kind: "percent", percent: 2 },
      monthlyFee: 0,
      minAmount: 5_000_000,
      maxAmount: 50_000_000,
      terms: [6, 9, 12, 18, 24, 36],
      sample: true,
    });
    expect(offers[1]).toMatchObject({ upfrontFee: { kind: "amount", vnd: 300_000 }, monthlyFee: 10_000 });
  });

  it("leaves out a withdrawn product", async () => {
    await t.database.db.updateTable("financial_products").set({ active: false }).where("id", "=", 2).execute();
    const offers = v.parse(v.array(loanOfferSchema), await data(await t.request("/api/site/loan-offers")));
    expect(offers.map((o) => o.productId)).toEqual([1]);
    await t.database.db.updateTable("financial_products").set({ active: true }).where("id", "=", 2).execute();
  });

  it("carries the same fees on the loan-ticket product", async () => {
    const product = (await data(await t.request("/api/v1/product-financial/2"))) as Record<string, unknown>;
    expect(product.upfrontFee).toEqual({ kind: "amount", vnd: 300_000 });
    expect(product.monthlyFee).toBe(10_000);
  });
});
