import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

describe.each(testDatabaseKinds())("sitemap.xml on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { publicOrigin: "https://vaytieudung.vn" });
  });
  afterAll(() => t.close());

  it("lists the public pages with absolute URLs of the public origin and dates the documents", async () => {
    const res = await t.request("http://internal:3000/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const path of ["/", "/the-tin-dung", "/tin-tuc", "/dieu-khoan", "/chinh-sach-bao-mat", "/rule-bidv"]) {
      expect(xml).toContain(`<loc>https://vaytieudung.vn${path}</loc>`);
    }
    expect(xml).toMatch(/<loc>https:\/\/vaytieudung\.vn\/dieu-khoan<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).not.toContain("/page_test");
    expect(xml).not.toContain("/login");
  });

  it("never writes a forged Host or forwarded host into the links", async () => {
    const headers = { host: "evil.test", "x-forwarded-host": "evil.test", "x-forwarded-proto": "http" };
    const xml = await (await t.request("http://evil.test/sitemap.xml", { headers })).text();
    expect(xml).not.toContain("evil.test");
    expect(xml).toContain("<loc>https://vaytieudung.vn/</loc>");
  });
});
