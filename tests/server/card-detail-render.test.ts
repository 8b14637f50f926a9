import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineStyles, STYLE_HASHES_FILE } from "../../scripts/prerender";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 16 items 2 and 4 (decision 018): GET /chi-tiet-the-tin-dung?id=N of an active card answers
 * the page rendered from the card's data (SPEC.md "Card detail": name, issuer, max limit, features,
 * related cards) with its critical CSS inline and allowed by hash, compressed by Accept-Encoding; any
 * other id keeps the SPA shell. The dist here holds the real server bundle (built once, as the
 * build does) beside a template in miniature.
 */

const ENTRY_CSS = ".site { color: #0b5fff; }";
const SCREEN_CSS = ".card-detail { display: grid; }";
const SHELL =
  '<!doctype html><html lang="vi"><head><title>Vay</title><script type="module" crossorigin src="/assets/index-AbC123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-AbC123.css"></head><body><div id="root"></div></body></html>';
const TEMPLATE = "on-request/chi-tiet-the-tin-dung.html";

function writeSite(dir: string, withRenderer: boolean): void {
  mkdirSync(join(dir, "assets"), { recursive: true });
  mkdirSync(join(dir, "prerendered", "on-request"), { recursive: true });
  writeFileSync(join(dir, "assets", "index-AbC123.css"), ENTRY_CSS);
  writeFileSync(join(dir, "assets", "card-detail-Xy.css"), SCREEN_CSS);
  writeFileSync(join(dir, "index.html"), SHELL);
  if (!withRenderer) return;
  const { html, hashes } = inlineStyles(SHELL, [
    { href: "/assets/index-AbC123.css", css: ENTRY_CSS, entry: true },
    { href: "/assets/card-detail-Xy.css", css: SCREEN_CSS, entry: false },
  ]);
  writeFileSync(join(dir, "prerendered", TEMPLATE), html);
  writeFileSync(join(dir, "prerendered", STYLE_HASHES_FILE), JSON.stringify({ [TEMPLATE]: hashes }));
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** style-src's sources. */
const styleSources = (csp: string | null) =>
  new Set(
    (csp ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "style-src")
      ?.slice(1),
  );

/** The text a visitor reads in #root (tags dropped). */
const rootText = (html: string) =>
  html
    .slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'))
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

/** The JSON of the page's card data block. */
function dataBlock(html: string): unknown {
  const match = /<script type="application\/json" id="prerendered-card">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] as string) : null;
}

const money = (amount: number) => `${new Intl.NumberFormat("vi-VN").format(amount)} VND`;

interface Card {
  id: number;
  name: string;
  cardIssuer: string;
  maxAmount: number;
  features: { info: string }[];
}

let site: string;
let bare: string;
beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), "vay-card-render-"));
  bare = mkdtempSync(join(tmpdir(), "vay-card-render-bare-"));
  writeSite(site, true);
  writeSite(bare, false);
  // The server bundle as the build leaves it in the dist (scripts/prerender.ts), in production mode.
  execFileSync(
    resolve("node_modules/.bin/tsx"),
    ["scripts/prerender.ts", "--server-bundle", join(site, "prerendered", "on-request", "server")],
    { stdio: "ignore", env: { ...process.env, NODE_ENV: "production" } },
  );
}, 120_000);
afterAll(() => {
  rmSync(site, { recursive: true, force: true });
  rmSync(bare, { recursive: true, force: true });
});

describe.each(testDatabaseKinds())("card detail pages rendered on request on %s", (kind) => {
  let t: TestApp;
  let plain: TestApp;
  const api = async <T>(path: string) => ((await (await t.request(`/api${path}`)).json()) as { data: T }).data;
  beforeAll(async () => {
    t = await createTestApp(kind, { staticDir: site });
    plain = await createTestApp(kind, { staticDir: bare });
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  it("answers an active card's page with its name, issuer, limit, features and related cards in #root", async () => {
    const card = await api<Card>("/v1/card/get-detail/1");
    const related = await api<{ name: string }[]>("/v1/card/get-three-card/1");
    const res = await t.request("/chi-tiet-the-tin-dung?id=1");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    const text = rootText(html);
    expect(html).toContain(`<h1>${card.name}</h1>`);
    expect(text).toContain(card.cardIssuer);
    expect(text).toContain(money(card.maxAmount));
    for (const feature of card.features.slice(0, 3)) expect(text).toContain(feature.info);
    expect(related.length).toBeGreaterThan(0);
    for (const other of related) expect(text).toContain(other.name);
    // The data the page starts from in the browser is what the two card calls answer.
    expect(dataBlock(html)).toEqual({ id: 1, card, related });
  });

  it("allows exactly the inline style blocks by hash, never 'unsafe-inline', in every encoding", async () => {
    for (const encoding of ["br", "gzip", ""]) {
      const res = await t.request("/chi-tiet-the-tin-dung?id=1", {
        headers: encoding ? { "accept-encoding": encoding } : {},
      });
      const body = Buffer.from(await res.arrayBuffer());
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(res.headers.get("content-encoding")).toBe(encoding || null);
      const html = (
        encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body
      ).toString("utf8");
      expect(html).toContain("<h1>");
      const blocks = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] as string);
      expect(blocks).toEqual([ENTRY_CSS, SCREEN_CSS]);
      const csp = res.headers.get("content-security-policy");
      expect(csp).not.toContain("unsafe-inline");
      expect(styleSources(csp)).toEqual(new Set(["'self'", sha256(ENTRY_CSS), sha256(SCREEN_CSS)]));
    }
  });

  it("keeps the shell for an unknown, malformed, repeated or missing id", async () => {
    for (const query of ["?id=999999", "?id=abc", "?id=01", "?id=0", "?id=1&id=2", ""]) {
      const res = await t.request(`/chi-tiet-the-tin-dung${query}`);
      expect(res.status, query).toBe(200);
      expect(await res.text(), query).toContain('<div id="root"></div>');
      expect(styleSources(res.headers.get("content-security-policy")), query).toEqual(new Set(["'self'"]));
    }
  });

  it("does not serve the server bundle or the template as files", async () => {
    for (const path of ["/prerendered/on-request/server/prerender-entry.js", `/prerendered/${TEMPLATE}`]) {
      const html = await (await t.request(path)).text();
      expect(html, path).toBe(SHELL);
    }
  });

  it("follows the catalogue: an edited card is rendered again, a deactivated one gets the shell", async () => {
    const before = await (await t.request("/chi-tiet-the-tin-dung?id=2")).text();
    expect(before).toContain("<h1>");
    // A text that would close the data block if it were not escaped.
    const overview = "Ưu đãi </script><script>alert(1)</script> mới";
    await t.database.db.updateTable("cards").set({ name: "Thẻ Đổi Tên", overview }).where("id", "=", 2).execute();
    t.clock.advance(5_000);
    const edited = await (await t.request("/chi-tiet-the-tin-dung?id=2")).text();
    expect(edited).toContain("<h1>Thẻ Đổi Tên</h1>");
    expect(edited).not.toContain("</script><script>alert(1)");
    expect((dataBlock(edited) as { card: { overview: string } }).card.overview).toBe(overview);

    await t.database.db.updateTable("cards").set({ active: false }).where("id", "=", 2).execute();
    t.clock.advance(5_000);
    expect(await (await t.request("/chi-tiet-the-tin-dung?id=2")).text()).toContain('<div id="root"></div>');
  });

  it("answers the shell when the dist has nothing to render with", async () => {
    const res = await plain.request("/chi-tiet-the-tin-dung?id=1");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL);
  });
});
