import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../server/http/app-env";
import { sitemapRoutes } from "../../server/routes/content";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

describe.each(testDatabaseKinds())("sitemap.xml on %s", (kind) => {
  let t: TestApp;
  let site: Hono<AppEnv>;
  const mount = (trustProxy: boolean) => {
    const app = new Hono<AppEnv>();
    app.use("*", async (c, next) => {
      c.set("deps", { ...t.deps, config: { ...t.deps.config, trustProxy } });
      await next();
    });
    app.route("/", sitemapRoutes());
    return app;
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    site = mount(false);
  });
  afterAll(() => t.close());

  it("lists the public pages with absolute URLs and dates the documents", async () => {
    const res = await site.request("http://vaytieudung.test/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const path of ["/", "/the-tin-dung", "/tin-tuc", "/dieu-khoan", "/chinh-sach-bao-mat", "/rule-bidv"]) {
      expect(xml).toContain(`<loc>http://vaytieudung.test${path}</loc>`);
    }
    expect(xml).toMatch(/<loc>http:\/\/vaytieudung\.test\/dieu-khoan<\/loc>\s*<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).not.toContain("/page_test");
    expect(xml).not.toContain("/login");
  });

  it("follows the forwarded host only behind a trusted proxy", async () => {
    const headers = { "x-forwarded-proto": "https", "x-forwarded-host": "vaytieudung.vn" };
    const untrusted = await (await site.request("http://internal:3000/sitemap.xml", { headers })).text();
    expect(untrusted).toContain("<loc>http://internal:3000/</loc>");
    const trusted = await (await mount(true).request("http://internal:3000/sitemap.xml", { headers })).text();
    expect(trusted).toContain("<loc>https://vaytieudung.vn/</loc>");
  });

  it("ignores a forged forwarded host that is not a host name", async () => {
    const headers = { "x-forwarded-host": "evil.test/<script>" };
    const xml = await (await mount(true).request("http://internal:3000/sitemap.xml", { headers })).text();
    expect(xml).not.toContain("<script>");
    expect(xml).toContain("<loc>http://internal:3000/</loc>");
  });
});
