import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolWithPasskey, firstAdmin, staffMember } from "./support/backoffice";
import { launchBrowser, watchPage } from "./support/browser";
import { type RunningServer, startServer } from "./support/server";

/**
 * Issue 31, the editor's news in Chromium (CDP virtual authenticator): on a PostgreSQL database of
 * its own, the first admin (made by `npm run staff:create`'s function) invites an editor; the editor
 * writes an article, previews it as a visitor sees it and publishes it on server A; a SECOND server
 * on the same database shows it within 2 s in its news API, and then on /tin-tuc, on the article's
 * page and in the sitemap; the audit log shows the editor's actions with before and after.
 */

const url = process.env.TEST_DATABASE_URL;
const ARTICLE = {
  title: "Vay mua xe máy trả góp: những khoản phí cần hỏi",
  slug: "vay-mua-xe-may-tra-gop-phi-can-hoi",
  category: "Vay tiêu dùng",
  summary: "Phí hồ sơ, bảo hiểm và phí trả trước hạn khi vay mua xe máy trả góp, và cách cộng chúng lại.",
  body: "Khi vay mua xe máy trả góp, lãi suất chỉ là một phần chi phí.\n\nHãy hỏi thêm phí hồ sơ và phí bảo hiểm khoản vay.",
};

describe.skipIf(!url)("back-office: the editor publishes news, seen through a second server", () => {
  const name = `bo_content_${randomBytes(5).toString("hex")}`;
  let admin: pg.Client;
  let ownUrl = "";
  let serverA: RunningServer;
  let serverB: RunningServer;
  let browser: Browser;
  let dataDir = "";
  let adminLink = "";

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const own = new URL(url ?? "");
    own.pathname = `/${name}`;
    ownUrl = own.toString();
    ({ dataDir, link: adminLink } = await firstAdmin({ email: "admin@vay.test", fullName: "Trần Quản Trị" }, ownUrl));
    // One after the other: each migrates and seeds at start.
    serverA = await startServer({ DATABASE_URL: ownUrl });
    serverB = await startServer({ DATABASE_URL: ownUrl });
    browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await serverA?.stop();
    await serverB?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it("an article published on one server shows on the other's site, pages and sitemap; the log has it", async () => {
    // Server B answers the news before the change (it has them in its cache).
    const slugsOnB = async () =>
      (
        (await (await fetch(`${serverB.url}/api/news`)).json()) as { data: { articles: { slug: string }[] } }
      ).data.articles.map((a) => a.slug);
    expect(await slugsOnB()).not.toContain(ARTICLE.slug);

    const adminPerson = await enrolWithPasskey(browser, serverA.url, adminLink);
    const editor = await staffMember(browser, serverA.url, adminPerson.page, {
      email: "editor@vay.test",
      fullName: "Lê Biên Tập",
      role: "editor",
    });
    const watched = watchPage(editor.page);
    const page = editor.page;
    await page.getByRole("link", { name: "Tin tức" }).click();
    await page.getByRole("heading", { level: 1, name: "Tin tức" }).waitFor();
    await page.getByRole("button", { name: "Viết bài mới" }).click();
    await page.getByLabel("Tiêu đề").fill(ARTICLE.title);
    await page.getByLabel("Đường dẫn (slug)").fill(ARTICLE.slug);
    await page.getByLabel("Chuyên mục").fill(ARTICLE.category);
    await page.getByLabel("Tóm tắt").fill(ARTICLE.summary);
    await page.getByLabel("Nội dung (mỗi đoạn cách nhau một dòng trống)").fill(ARTICLE.body);
    await page.getByLabel("Ảnh minh họa").fill("/news/tra-gop.svg");
    await page.getByRole("button", { name: "Lưu bản nháp" }).click();
    await page.getByText("Đã lưu.").waitFor();
    await page.getByRole("cell", { name: "Bản nháp" }).waitFor();

    // The preview, as a visitor reads it: title, summary, two paragraphs.
    await page.getByRole("button", { name: "Xem trước như khách truy cập" }).click();
    const preview = page.getByTestId("news-preview");
    await preview.getByRole("heading", { level: 1, name: ARTICLE.title }).waitFor();
    expect(await preview.locator("p").allInnerTexts()).toEqual(
      expect.arrayContaining(["Hãy hỏi thêm phí hồ sơ và phí bảo hiểm khoản vay."]),
    );
    // Still a draft: server B does not show it.
    expect(await slugsOnB()).not.toContain(ARTICLE.slug);

    const published = page.waitForResponse((res) => /\/api\/quan-tri\/news\/\d+\/publish$/.test(res.url()));
    await page.getByRole("button", { name: "Đăng ngay" }).click();
    expect((await published).status()).toBe(200);
    const publishedAt = Date.now();
    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - publishedAt < 2000) {
      if ((await slugsOnB()).includes(ARTICLE.slug)) {
        seenAfter = Date.now() - publishedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    console.log(`news on the second server ${seenAfter} ms after the publish answer`);
    expect(seenAfter).toBeLessThan(2000);
    await page.getByText("Đã đăng bài.").waitFor();

    // A visitor of server B: the list, the article's page, the sitemap.
    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    const readerWatched = watchPage(reader);
    await reader.goto(`${serverB.url}/tin-tuc`);
    await reader.getByRole("link", { name: ARTICLE.title }).click();
    await reader.getByRole("heading", { level: 1, name: ARTICLE.title }).waitFor();
    await reader.getByText("Khi vay mua xe máy trả góp, lãi suất chỉ là một phần chi phí.").waitFor();
    await reader.goto(`${serverB.url}/tin-tuc/${ARTICLE.slug}`);
    await reader.getByRole("heading", { level: 1, name: ARTICLE.title }).waitFor();
    // The page B serves for /tin-tuc is no longer the build's prerendered list without the article.
    const html = await (await fetch(`${serverB.url}/tin-tuc`)).text();
    expect(html.includes("5 điều cần biết trước khi vay tiêu dùng tín chấp") && !html.includes(ARTICLE.title)).toBe(
      false,
    );
    const sitemap = await (await fetch(`${serverB.url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(new RegExp(`/tin-tuc/${ARTICLE.slug}</loc>\\s*<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));

    // The audit log, as the admin sees it: the editor's create and publish, with before and after.
    await adminPerson.page.getByRole("link", { name: "Nhật ký thao tác" }).click();
    await adminPerson.page.getByRole("cell", { name: "news.publish" }).waitFor();
    const lines = (await adminPerson.page.locator("table.bo-table tbody tr").allInnerTexts()).map((row) =>
      row.replace(/\s+/g, " "),
    );
    const publish = lines.find((l) => l.includes("news.publish"));
    expect(publish).toContain("editor@vay.test");
    expect(publish).toMatch(/"status":\s?"draft"/);
    expect(publish).toMatch(/"status":\s?"published"/);
    expect(lines.some((l) => l.includes("news.create") && l.includes(ARTICLE.slug))).toBe(true);

    expect(watched.errors).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
    expect(readerWatched.cspViolations).toEqual([]);
    await visitor.close();
    await editor.context.close();
    await adminPerson.context.close();
  }, 240_000);
});
