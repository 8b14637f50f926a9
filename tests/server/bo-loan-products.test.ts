import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { type EnrolledStaff, firstAdmin, invite, staffCall } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * The editor's loan products (issue 31): the list paged and filtered on the server, one product,
 * its save; the visitors' offers and the wizard's pricing show a save at once on every server (they
 * read the row on each request); each save audited with the fields that changed, before and after;
 * bad values refused in Vietnamese with nothing changed.
 */

type Offer = {
  productId: number;
  interestRateYear: number;
  minAmount: number;
  maxAmount: number;
  terms: number[];
  upfrontFee: unknown;
  monthlyFee: number;
};

describe.each(testDatabaseKinds())("the editor's loan products on %s", (kind) => {
  let t: TestApp;
  let admin: EnrolledStaff;
  let editor: EnrolledStaff;
  /** Another server on the same database: its own app, sharing nothing with the first but the rows. */
  let other: TestApp["app"];

  beforeAll(async () => {
    t = await createTestApp(kind, { publicOrigin: "http://localhost:5173" });
    admin = await firstAdmin(t);
    editor = await invite(t, admin, "editor", "editor@vay.test");
    other = createApp(t.deps);
  }, 240_000);
  afterAll(() => t.close());

  const offersOn = async (app: TestApp["app"]): Promise<Offer[]> =>
    ((await (await app.request("/api/site/loan-offers")).json()) as { data: Offer[] }).data;
  const wizardProduct = async (id: number) =>
    ((await (await other.request(`/api/v1/product-financial/${id}`)).json()) as { data: Record<string, unknown> }).data;
  const read = async (id: number) => {
    const res = await staffCall(t, "GET", `/quan-tri/loan-products/${id}`, { cookie: editor.cookie });
    return res.body.data as { product: Record<string, unknown>; policyVersion: number; partnerName: string };
  };
  const save = (id: number, json: unknown) =>
    staffCall(t, "PUT", `/quan-tri/loan-products/${id}`, { cookie: editor.cookie, json });
  const auditOf = async (action: string) => {
    const res = await staffCall(t, "GET", `/quan-tri/audit?action=${action}`, { cookie: admin.cookie });
    return (res.body.data as { rows: Array<Record<string, unknown>> }).rows;
  };

  it("lists the products with their rate and fees, filtered, sorted and paged on the server", async () => {
    const all = await staffCall(t, "GET", "/quan-tri/loan-products?sort=interestRate&dir=desc", {
      cookie: editor.cookie,
    });
    const data = all.body.data as { rows: Array<Record<string, unknown>>; total: number };
    expect(data.total).toBe(3);
    expect(data.rows.map((row) => row.interestRatePercent)).toEqual([28, 24, 22]);
    expect(data.rows[0]).toMatchObject({
      id: 2,
      name: "Vay nhanh Bình Minh",
      upfrontFee: { kind: "amount", vnd: 300_000 },
      monthlyFee: 10_000,
      minAmount: 5_000_000,
      maxAmount: 50_000_000,
      active: true,
    });
    const page = await staffCall(t, "GET", "/quan-tri/loan-products?q=b%C3%ACnh%20minh&sort=id&pageSize=1&page=2", {
      cookie: editor.cookie,
    });
    const second = page.body.data as { rows: Array<{ id: number }>; total: number };
    expect(second.total).toBe(2);
    expect(second.rows.map((row) => row.id)).toEqual([3]);
  });

  it("a new rate, fees, amounts and terms show in the offers and the wizard's pricing of another server at once", async () => {
    const before = await read(1);
    expect(before.product).toEqual({
      name: "Vay tiêu dùng trực tuyến An Phát",
      interestRatePercent: 24,
      minAmount: 5_000_000,
      maxAmount: 50_000_000,
      terms: [6, 9, 12, 18, 24, 36],
      upfrontFee: { kind: "percent", percent: 2 },
      monthlyFee: 0,
      active: true,
    });
    await offersOn(other);
    const saved = await save(1, {
      ...before.product,
      interestRatePercent: 19.5,
      minAmount: 10_000_000,
      maxAmount: 80_000_000,
      terms: [24, 12, 6],
      upfrontFee: { kind: "amount", vnd: 500_000 },
      monthlyFee: 15_000,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ policyVersion: before.policyVersion + 1 });
    const offer = (await offersOn(other)).find((o) => o.productId === 1);
    expect(offer).toMatchObject({
      interestRateYear: 19.5,
      minAmount: 10_000_000,
      maxAmount: 80_000_000,
      terms: [6, 12, 24],
      upfrontFee: { kind: "amount", vnd: 500_000 },
      monthlyFee: 15_000,
    });
    expect(await wizardProduct(1)).toMatchObject({
      interestRateYear: 19.5,
      upfrontFee: { kind: "amount", vnd: 500_000 },
      monthlyFee: 15_000,
      policyVersion: before.policyVersion + 1,
    });
    const [row] = await auditOf("loan-product.update");
    expect(row).toMatchObject({
      staffEmail: "editor@vay.test",
      role: "editor",
      target: "loan-product:1",
      before: {
        interestRatePercent: 24,
        minAmount: 5_000_000,
        maxAmount: 50_000_000,
        terms: [6, 9, 12, 18, 24, 36],
        upfrontFee: { kind: "percent", percent: 2 },
        monthlyFee: 0,
        policyVersion: before.policyVersion,
      },
      after: {
        interestRatePercent: 19.5,
        minAmount: 10_000_000,
        maxAmount: 80_000_000,
        terms: [6, 12, 24],
        upfrontFee: { kind: "amount", vnd: 500_000 },
        monthlyFee: 15_000,
        policyVersion: before.policyVersion + 1,
      },
    });
  });

  it("a new name or hiding the product keeps the policy version; a hidden product leaves the offers", async () => {
    const before = await read(2);
    const saved = await save(2, { ...before.product, name: "Vay nhanh Bình Minh 24h", active: false });
    expect(saved.body.data).toMatchObject({ policyVersion: before.policyVersion });
    expect((await offersOn(other)).map((o) => o.productId)).not.toContain(2);
    const rows = await auditOf("loan-product.update");
    expect(rows[0]).toMatchObject({
      target: "loan-product:2",
      before: { name: "Vay nhanh Bình Minh", active: true },
      after: { name: "Vay nhanh Bình Minh 24h", active: false },
    });
    // Saving the same values again writes no audit row.
    await save(2, { ...before.product, name: "Vay nhanh Bình Minh 24h", active: false });
    expect(await auditOf("loan-product.update")).toHaveLength(rows.length);
  });

  it("refuses bad values in Vietnamese and changes nothing", async () => {
    const { product } = await read(1);
    const refused = async (change: Record<string, unknown>) => {
      const res = await save(1, { ...product, ...change });
      expect(res.status).toBe(400);
      return res.body.message;
    };
    const rows = (await auditOf("loan-product.update")).length;
    expect(await refused({ minAmount: 60_000_000, maxAmount: 50_000_000 })).toBe(
      "Khoản vay tối thiểu phải nhỏ hơn hoặc bằng khoản vay tối đa.",
    );
    expect(await refused({ maxAmount: 150_000_000 })).toBe(
      "Khoản vay tối đa phải từ 5.000.000 đến 100.000.000 đ, là bội số của 5.000.000 đ.",
    );
    expect(await refused({ minAmount: 7_500_000 })).toBe(
      "Khoản vay tối thiểu phải từ 5.000.000 đến 100.000.000 đ, là bội số của 5.000.000 đ.",
    );
    expect(await refused({ interestRatePercent: 75 })).toBe(
      "Lãi suất năm phải từ 0 đến 60%, tối đa hai chữ số thập phân.",
    );
    expect(await refused({ interestRatePercent: 18.555 })).toBe(
      "Lãi suất năm phải từ 0 đến 60%, tối đa hai chữ số thập phân.",
    );
    expect(await refused({ terms: [6, 6] })).toContain("Kỳ hạn phải là các số tháng khác nhau từ 6 đến 36");
    expect(await refused({ terms: [48] })).toContain("Kỳ hạn phải là các số tháng khác nhau từ 6 đến 36");
    expect(await refused({ upfrontFee: { kind: "percent", percent: 12 } })).toBe(
      "Phí trả trước phải từ 0 đến 5.000.000 đ, hoặc từ 0 đến 10% khoản vay.",
    );
    expect(await refused({ minAmount: 5_000_000, upfrontFee: { kind: "amount", vnd: 5_000_000 } })).toBe(
      "Phí trả trước phải nhỏ hơn khoản vay tối thiểu.",
    );
    expect(await refused({ monthlyFee: -1 })).toBe("Phí hằng tháng phải là số nguyên từ 0 đến 500.000 đ.");
    expect(await refused({ name: "<b>Vay</b>" })).toBe("Tên sản phẩm cần từ 3 đến 200 ký tự, không chứa < hoặc >.");
    expect((await read(1)).product).toEqual(product);
    expect(await auditOf("loan-product.update")).toHaveLength(rows);
    const missing = await save(999, product);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Không tìm thấy sản phẩm vay");
  });
});
