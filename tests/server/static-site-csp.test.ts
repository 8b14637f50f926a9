import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressDir } from "../../scripts/compress-dist";
import { cspHash, inlineStyles, STYLE_HASHES_FILE } from "../../scripts/prerender";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const CSS = ".site { color: #0b5fff; }";
const SHELL =
  '<!doctype html><html lang="vi"><head><title>Vay</title><link rel="stylesheet" crossorigin href="/assets/index-AbC123.css"></head><body><div id="root"></div></body></html>';

/** A built site in miniature: the shell, and / prerendered with its stylesheet inline (decision 017). */
function writeSite(dir: string): void {
  mkdirSync(join(dir, "assets"), { recursive: true });
  mkdirSync(join(dir, "prerendered"), { recursive: true });
  writeFileSync(join(dir, "assets", "index-AbC123.css"), CSS);
  writeFileSync(join(dir, "index.html"), SHELL);
  const { html, hashes } = inlineStyles(SHELL, [{ href: "/assets/index-AbC123.css", css: CSS, entry: true }]);
  writeFileSync(
    join(dir, "prerendered", "index.html"),
    html.replace('<div id="root"></div>', '<div id="root"><h1>Vay</h1></div>'),
  );
  writeFileSync(join(dir, "prerendered", STYLE_HASHES_FILE), JSON.stringify({ "index.html": hashes }));
}

const styleSrc = (csp: string | null) =>
  (csp ?? "")
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("style-src "));

describe.each(testDatabaseKinds())("the inline critical CSS and the CSP on %s", (kind) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "vay-static-csp-"));
    writeSite(dir);
    compressDir(dir);
    t = await createTestApp(kind, { staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("inlines the stylesheet and drops its blocking link", async () => {
    const html = await (await t.request("/")).text();
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("allows on the prerendered page exactly its inline block, by hash, never 'unsafe-inline'", async () => {
    for (const encoding of ["br", "gzip", ""]) {
      const res = await t.request("/", encoding ? { headers: { "accept-encoding": encoding } } : {});
      const csp = res.headers.get("content-security-policy");
      expect(csp).not.toContain("unsafe-inline");
      expect(styleSrc(csp)).toBe(`style-src 'self' ${cspHash(CSS)}`);
    }
  });

  it("keeps style-src 'self' alone on the shell and the API", async () => {
    for (const path of ["/login", "/?x=1", "/api/health"]) {
      expect(styleSrc((await t.request(path)).headers.get("content-security-policy")), path).toBe("style-src 'self'");
    }
  });

  it("hashes a block as the browser does: base64 of the sha256 of its UTF-8 text", () => {
    // echo -n 'a{}' | openssl dgst -sha256 -binary | base64
    expect(cspHash("a{}")).toBe("'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='");
  });
});
