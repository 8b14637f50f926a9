import { PARTNER_TERM, SITE_DOCUMENT } from "../../../src/contract/content";

/** A public page worth indexing; `document` names the content document that dates it. */
interface SitemapPage {
  path: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: string;
  document?: string;
}

/**
 * The indexable routes of SPEC.md section 2. Sign-in, password recovery, the hidden test page and
 * the data-deletion form are left out on purpose (robots.txt also keeps crawlers off them).
 */
export const SITEMAP_PAGES: readonly SitemapPage[] = [
  { path: "/", changefreq: "weekly", priority: "1.0" },
  { path: "/vay-tien-online", changefreq: "weekly", priority: "0.9" },
  { path: "/the-tin-dung", changefreq: "daily", priority: "0.9" },
  { path: "/so-sanh-the", changefreq: "weekly", priority: "0.6" },
  { path: "/tin-tuc", changefreq: "weekly", priority: "0.7" },
  { path: "/dieu-khoan", changefreq: "yearly", priority: "0.3", document: `site/${SITE_DOCUMENT.terms}` },
  { path: "/chinh-sach-bao-mat", changefreq: "yearly", priority: "0.3", document: `site/${SITE_DOCUMENT.privacy}` },
  { path: "/rule-bidv", changefreq: "yearly", priority: "0.2", document: `partner/${PARTNER_TERM.bidv}` },
];

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The sitemap XML for the site's public origin (PUBLIC_ORIGIN, such as https://vaytieudung.vn).
 * Never the request's Host: the answer is cached, so a forged Host would reach every crawler.
 */
export function renderSitemap(
  origin: string,
  documentDates: Map<string, string>,
  /** The published news articles (issue 31): each its page, dated by its publication day. */
  articles: readonly { slug: string; date: string }[] = [],
): string {
  const pages: (SitemapPage & { lastmod?: string })[] = [
    ...SITEMAP_PAGES,
    ...articles.map((article) => ({
      path: `/tin-tuc/${article.slug}`,
      changefreq: "monthly" as const,
      priority: "0.5",
      lastmod: article.date,
    })),
  ];
  const urls = pages.map((page) => {
    const lastmod = page.lastmod ?? (page.document ? documentDates.get(page.document) : undefined);
    return [
      "  <url>",
      `    <loc>${escapeXml(origin + page.path)}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      `    <changefreq>${page.changefreq}</changefreq>`,
      `    <priority>${page.priority}</priority>`,
      "  </url>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
