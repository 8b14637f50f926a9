import { existsSync } from "node:fs";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NEWS } from "../../src/app/pages/home/home-data";
import { NewsArticlePage } from "../../src/features/content/news-article-page";
import { NEWS_ARTICLES } from "../../src/features/content/news-articles";
import { NewsPage } from "../../src/features/content/news-page";
import { NewsSourceProvider } from "../../src/features/content/news-source";
import { fakeNewsSource } from "../../stories/content/fake-news";

afterEach(cleanup);

function at(path: string) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const list = createRoute({ getParentRoute: () => root, path: "/tin-tuc", component: NewsPage });
  const article = createRoute({ getParentRoute: () => root, path: "/tin-tuc/$slug", component: NewsArticlePage });
  const router = createRouter({
    routeTree: root.addChildren([list, article]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <NewsSourceProvider value={fakeNewsSource}>
      <RouterProvider router={router} />
    </NewsSourceProvider>,
  );
}

describe("news", () => {
  it("lists the six articles, each linking to its own page", async () => {
    at("/tin-tuc");
    await screen.findByRole("heading", { level: 1, name: "Kiến thức tài chính" });
    await screen.findByText("Cách dùng thẻ tín dụng không mất lãi");
    expect(screen.queryByText("Chưa có bài viết nào.")).toBeNull();
    const links = screen.getAllByRole("link").map((a) => a.getAttribute("href"));
    expect(links).toContain("/tin-tuc/cach-dung-the-tin-dung-khong-mat-lai");
    expect(new Set(links.filter((href) => href?.startsWith("/tin-tuc/"))).size).toBe(6);
  });

  it("shows an article: title, date, image from our origin and a body of paragraphs", async () => {
    at("/tin-tuc/tra-gop-0-co-that-su-mien-phi");
    const page = within(await screen.findByRole("article"));
    expect(page.getByRole("heading", { level: 1 })).toHaveTextContent("Trả góp 0% có thật sự miễn phí?");
    expect(page.getByText("14/10/2026")).toBeInTheDocument();
    const image = document.querySelector("article img");
    expect(image?.getAttribute("src")).toBe("/news/tra-gop.svg");
    expect(page.getByText(/phí chuyển đổi trả góp từ 1% đến 3%/)).toBeInTheDocument();
    expect(document.querySelectorAll("article p").length).toBeGreaterThanOrEqual(4);
  });

  it("says an unknown article is not found", async () => {
    at("/tin-tuc/khong-co-bai-nay");
    expect(await screen.findByRole("heading", { name: "Không tìm thấy bài viết này." })).toBeVisible();
  });

  it("links every home carousel item to an existing article, whose image file we serve", () => {
    const slugs = new Set(NEWS_ARTICLES.map((a) => a.slug));
    for (const item of NEWS) expect(slugs.has(item.slug)).toBe(true);
    for (const article of NEWS_ARTICLES) expect(existsSync(`public${article.image}`)).toBe(true);
  });
});
