import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { spawnServer } from "./http-load";
import { firstCardId } from "./lighthouse";
import type { GoalRow } from "./report";

/** One round trip of a fresh TCP connection: 10 segments of 1460 bytes (issue 16 item 2). */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

/** The public routes issue 16 wants prerendered. */
export const PUBLIC_ROUTES = ["/", "/the-tin-dung", "/dieu-khoan", "/chinh-sach-bao-mat", "/tin-tuc"];

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

/** The text of #root in an HTML page: empty for the bare SPA shell, the page's content once prerendered. */
const rootContent = (html: string) => {
  const start = html.indexOf('<div id="root">');
  if (start < 0) return "";
  const rest = html.slice(start + '<div id="root">'.length);
  return rest.startsWith("</div>")
    ? ""
    : rest
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim();
};

/**
 * Each public route as served: whether its HTML carries the page (prerendered) and what it costs
 * on the wire; for / also the render-blocking stylesheets, which must fit with the HTML in the
 * first round trip for the page to paint after one.
 */
export async function firstRoundTripRows(distDir: string): Promise<GoalRow[]> {
  const server = await spawnServer("server/main.ts", { STATIC_DIR: distDir });
  try {
    const rows: GoalRow[] = [];
    // A card detail page is rendered by the server on request (decision 018), from the catalogue.
    const cardPage = `/chi-tiet-the-tin-dung?id=${(await firstCardId(server.url)) ?? 1}`;
    for (const path of [...PUBLIC_ROUTES, cardPage]) {
      const res = await fetch(`${server.url}${path}`, { headers: BROWSER });
      const html = await res.text();
      const text = rootContent(html);
      rows.push({
        measure: `Prerendered HTML of ${path}`,
        goal: "page content in the HTML, hydrated",
        value: text ? `${text.length} characters of content` : "empty #root (SPA shell)",
        detail: `${brotliCompressSync(html).length} B brotli, ${Buffer.byteLength(html)} B raw`,
        met: text.length > 0,
      });
    }
    const home = await (await fetch(`${server.url}/`, { headers: BROWSER })).text();
    const htmlBytes = brotliCompressSync(home).length;
    const blocking = [...home.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] as string);
    const cssBytes = blocking.reduce((sum, href) => {
      const file = join(distDir, href);
      if (existsSync(`${file}.br`)) return sum + readFileSync(`${file}.br`).length;
      return existsSync(file) ? sum + brotliCompressSync(readFileSync(file)).length : sum;
    }, 0);
    const inlineCss = /<style[\s>]/.test(home);
    rows.push({
      measure: "HTML + render-blocking CSS of / (brotli)",
      goal: `≤ ${FIRST_ROUND_TRIP_BYTES} B, content prerendered`,
      value: `${htmlBytes + cssBytes} B`,
      detail: `HTML ${htmlBytes} B, ${blocking.length} stylesheet(s) ${cssBytes} B${inlineCss ? ", critical CSS inline" : ""}`,
      met: htmlBytes + cssBytes <= FIRST_ROUND_TRIP_BYTES && rootContent(home).length > 0,
    });
    return rows;
  } finally {
    await server.stop();
  }
}
