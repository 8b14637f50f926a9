import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PARTNER_TERM, SITE_DOCUMENT, type TermDocument } from "../../src/contract/content";
import { t } from "../../src/i18n/t";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

type Answer = { code: number; data: TermDocument | null; message?: string };

const allText = (doc: TermDocument) =>
  JSON.stringify(doc.sections.map((s) => [s.heading, s.blocks, s.articles])).normalize("NFC");

describe.each(testDatabaseKinds())("content documents on %s", (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(() => app.close());

  const get = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: (await res.json()) as Answer };
  };

  it("serves the terms with the three parts of the table of contents", async () => {
    const { status, body } = await get(`/api/termsservice/get?id=${SITE_DOCUMENT.terms}`);
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const doc = body.data as TermDocument;
    expect(doc.id).toBe(SITE_DOCUMENT.terms);
    expect(doc.sections.map((s) => s.heading)).toEqual([
      t("terms_section_general"),
      t("terms_section_rules"),
      t("terms_section_privacy"),
    ]);
    expect(doc.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const text = allText(doc);
    expect(text).toContain("không cho vay");
    expect(text).toContain("Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và Nghị định 356/2025/NĐ-CP");
    expect(text).toContain("miễn phí");
  });

  it("serves the privacy policy with 16 articles covering what SPEC.md lists", async () => {
    const { body } = await get(`/api/termsservice/get?id=${SITE_DOCUMENT.privacy}`);
    const doc = body.data as TermDocument;
    expect(doc.sections).toHaveLength(16);
    expect(doc.sections.map((s) => s.heading.split(".")[0])).toEqual(
      Array.from({ length: 16 }, (_, i) => `Điều ${i + 1}`),
    );
    const headings = doc.sections.map((s) => s.heading.toLowerCase()).join(" | ");
    for (const topic of [
      "dữ liệu cá nhân được xử lý",
      "mục đích",
      "chia sẻ",
      "quyền",
      "nghĩa vụ",
      "lưu trữ",
      "cookie",
      "liên hệ",
    ]) {
      expect(headings).toContain(topic);
    }
    expect(allText(doc)).toMatch(/đồng ý[^"]*cho từng mục đích/);
    const anchors = doc.sections.map((s) => s.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z0-9-]+$/);
  });

  it("serves the partner bank's terms by id", async () => {
    const { status, body } = await get(`/api/public/getTermById?id=${PARTNER_TERM.bidv}`);
    expect(status).toBe(200);
    const doc = body.data as TermDocument;
    expect(doc.title).toContain("BIDV");
    expect(doc.sections.length).toBeGreaterThan(3);
  });

  it("keeps the two id spaces apart", async () => {
    const partner = await get(`/api/public/getTermById?id=${PARTNER_TERM.bidv}`);
    const site = await get(`/api/termsservice/get?id=${PARTNER_TERM.bidv}`);
    expect(partner.body.data?.title).not.toBe(site.body.data?.title);
  });

  it("answers an unknown id with a Vietnamese 404 envelope", async () => {
    for (const path of ["/api/termsservice/get?id=999", "/api/public/getTermById?id=999"]) {
      const { status, body } = await get(path);
      expect(status).toBe(404);
      expect(body).toEqual({ code: 404, data: null, message: t("not_found") });
    }
  });

  it.each(["", "?id=", "?id=abc", "?id=0", "?id=-1", "?id=1.5", "?id=99999999999", "?id=1%27%20OR%201=1"])(
    "refuses the query %j with 400 and a Vietnamese message",
    async (query) => {
      const { status, body } = await get(`/api/termsservice/get${query}`);
      expect(status).toBe(400);
      expect(body.message).toBe(t("content_document_id_invalid"));
    },
  );

  it("does not cache answers of the API", async () => {
    const res = await app.request(`/api/termsservice/get?id=${SITE_DOCUMENT.terms}`);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
