import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStaffSession } from "../../server/services/staff/staff-sessions";
import { staffCall } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * The editor's news (issue 31): write, publish, schedule, unpublish; what a visitor sees through
 * /api/news and the sitemap; every action in the audit log with the article before and after.
 */

const ARTICLE = {
  slug: "lai-suat-the-nao-la-cao",
  category: "Vay tiêu dùng",
  title: "Lãi suất thế nào là cao?",
  summary: "Cách đọc lãi suất năm và tổng chi phí của một khoản vay trước khi ký.",
  body: ["Đoạn thứ nhất về lãi suất.", "Đoạn thứ hai về phí."],
  image: "/news/vay-tin-chap.svg",
};

describe.each(testDatabaseKinds())("the editor's news on %s", (kind) => {
  let t: TestApp;
  let staffId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { publicOrigin: "https://vaytieudung.vn" });
    const staff = await t.database.db
      .insertInto("staff")
      .values({
        email: "bientap@vay.test",
        full_name: "Lê Biên Tập",
        role: "editor",
        status: "active",
        created_at: t.clock.now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    staffId = staff.id;
  }, 240_000);
  afterAll(() => t?.close());

  // A fresh session for each call: the tests move the clock past a session's idle time.
  const editor = async (method: string, path: string, json?: unknown) => {
    const session = await startStaffSession(t.database.db, t.clock.now(), staffId, "passkey");
    return staffCall(t, method, path, { cookie: `__Host-staff=${session.token}`, json });
  };
  const publicSlugs = async () => {
    const res = await t.request("/api/news");
    const body = (await res.json()) as { data: { articles: { slug: string }[] } };
    return body.data.articles.map((a) => a.slug);
  };
  const auditRows = (action: string) =>
    t.database.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
  const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>;

  it("a draft stays off the site; published, it shows in the list, on its page and in the sitemap", async () => {
    const created = await editor("POST", "/quan-tri/news", ARTICLE);
    expect(created.status).toBe(200);
    const id = (created.body.data as { id: number }).id;
    expect(await publicSlugs()).not.toContain(ARTICLE.slug);
    expect((await t.request(`/api/news/${ARTICLE.slug}`)).status).toBe(404);

    expect((await editor("POST", `/quan-tri/news/${id}/publish`, { publishAt: null })).status).toBe(200);
    expect(await publicSlugs()).toContain(ARTICLE.slug);
    const page = (await (await t.request(`/api/news/${ARTICLE.slug}`)).json()) as { data: Record<string, unknown> };
    // Published on 2026-11-22 08:00 UTC: that day in Vietnam.
    expect(page.data).toMatchObject({ title: ARTICLE.title, body: ARTICLE.body, date: "2026-11-22" });
    const xml = await (await t.request("http://internal:3000/sitemap.xml")).text();
    expect(xml).toMatch(
      /<loc>https:\/\/vaytieudung\.vn\/tin-tuc\/lai-suat-the-nao-la-cao<\/loc>\s*<lastmod>2026-11-22<\/lastmod>/,
    );

    const [create] = await auditRows("news.create");
    expect(create).toMatchObject({
      staff_email: "bientap@vay.test",
      role: "editor",
      target: `news/${id}`,
      before: null,
    });
    expect(json(create?.after)).toMatchObject({ slug: ARTICLE.slug, status: "draft", publishAt: null });
    const [publish] = await auditRows("news.publish");
    expect(json(publish?.before)).toMatchObject({ status: "draft", publishAt: null });
    expect(json(publish?.after)).toMatchObject({ status: "published", publishAt: "2026-11-22T08:00:00.000Z" });
  });

  it("an edit of a published article shows at once, audited with the old and the new text", async () => {
    const rows = (await editor("GET", "/quan-tri/news")).body.data as { rows: { id: number; slug: string }[] };
    const id = rows.rows.find((row) => row.slug === ARTICLE.slug)?.id;
    const changed = { ...ARTICLE, title: "Lãi suất bao nhiêu là cao?" };
    expect((await editor("POST", `/quan-tri/news/${id}`, changed)).status).toBe(200);
    const page = (await (await t.request(`/api/news/${ARTICLE.slug}`)).json()) as { data: { title: string } };
    expect(page.data.title).toBe("Lãi suất bao nhiêu là cao?");
    const [update] = await auditRows("news.update");
    expect(json(update?.before).title).toBe("Lãi suất thế nào là cao?");
    expect(json(update?.after).title).toBe("Lãi suất bao nhiêu là cao?");
  });

  it("a scheduled article appears when its time comes, by the server's clock", async () => {
    const created = await editor("POST", "/quan-tri/news", { ...ARTICLE, slug: "hen-gio-dang" });
    const id = (created.body.data as { id: number }).id;
    const at = new Date(t.clock.now().getTime() + 60 * 60 * 1000).toISOString();
    expect((await editor("POST", `/quan-tri/news/${id}/publish`, { publishAt: at })).status).toBe(200);
    const row = (await editor("GET", `/quan-tri/news/${id}`)).body.data as { status: string; publishAt: string };
    expect(row).toMatchObject({ status: "scheduled", publishAt: at });
    expect(await publicSlugs()).not.toContain("hen-gio-dang");
    t.clock.advance(59 * 60 * 1000);
    expect(await publicSlugs()).not.toContain("hen-gio-dang");
    t.clock.advance(60 * 1000);
    expect(await publicSlugs()).toContain("hen-gio-dang");
    const [schedule] = await auditRows("news.schedule");
    expect(json(schedule?.after)).toMatchObject({ status: "published", publishAt: at });
  });

  it("a time already past is refused for a schedule, in Vietnamese", async () => {
    const rows = (await editor("GET", "/quan-tri/news")).body.data as { rows: { id: number }[] };
    const past = new Date(t.clock.now().getTime() - 1000).toISOString();
    const answer = await editor("POST", `/quan-tri/news/${rows.rows[0]?.id}/publish`, { publishAt: past });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Thời điểm hẹn giờ phải ở tương lai.");
  });

  it("unpublished, an article leaves the site and the sitemap", async () => {
    const rows = (await editor("GET", "/quan-tri/news")).body.data as { rows: { id: number; slug: string }[] };
    const id = rows.rows.find((row) => row.slug === ARTICLE.slug)?.id;
    expect((await editor("POST", `/quan-tri/news/${id}/unpublish`)).status).toBe(200);
    expect(await publicSlugs()).not.toContain(ARTICLE.slug);
    expect((await t.request(`/api/news/${ARTICLE.slug}`)).status).toBe(404);
    expect(await (await t.request("http://internal:3000/sitemap.xml")).text()).not.toContain(ARTICLE.slug);
    const [unpublish] = await auditRows("news.unpublish");
    expect(json(unpublish?.before).status).toBe("published");
    expect(json(unpublish?.after).status).toBe("unpublished");
  });

  it("a change made straight in the database (another server, SQL) shows within a second", async () => {
    await publicSlugs();
    await t.database.db
      .updateTable("news_articles")
      .set({ title: "Sửa bằng SQL" })
      .where("slug", "=", "hen-gio-dang")
      .execute();
    t.clock.advance(1000);
    const page = (await (await t.request("/api/news/hen-gio-dang")).json()) as { data: { title: string } };
    expect(page.data.title).toBe("Sửa bằng SQL");
  });

  it("refuses markup, a bad slug and a taken slug, with Vietnamese messages, and writes no audit row", async () => {
    const before = (await t.database.db.selectFrom("audit_log").select("id").execute()).length;
    const markup = await editor("POST", "/quan-tri/news", {
      ...ARTICLE,
      slug: "co-html",
      body: ["<script>alert(1)</script>"],
    });
    expect(markup.status).toBe(400);
    expect(markup.body.message).toBe("Không dùng ký tự < hoặc > (nội dung là văn bản thuần, không phải HTML).");
    const slug = await editor("POST", "/quan-tri/news", { ...ARTICLE, slug: "Có Dấu" });
    expect(slug.status).toBe(400);
    expect(slug.body.message).toBe("Đường dẫn chỉ gồm chữ thường không dấu, số và dấu gạch ngang (tối đa 120 ký tự).");
    const image = await editor("POST", "/quan-tri/news", {
      ...ARTICLE,
      slug: "anh-ngoai",
      image: "https://evil.test/a.png",
    });
    expect(image.body.message).toBe("Ảnh phải là một tệp trong thư mục /news/ của trang (svg, png, jpg hoặc webp).");
    const taken = await editor("POST", "/quan-tri/news", ARTICLE);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Đường dẫn này đã được một bài viết khác dùng.");
    expect((await t.database.db.selectFrom("audit_log").select("id").execute()).length).toBe(before);
  });
});
