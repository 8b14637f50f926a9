import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressDir } from "../../scripts/compress-dist";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/** A built site in miniature: the shell, a hashed script and stylesheet, a small text file. */
function writeSite(dir: string): void {
  mkdirSync(join(dir, "assets"), { recursive: true });
  const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = "giá trị ${i}";`).join("\n");
  writeFileSync(join(dir, "assets", "index-AbC123.js"), script);
  writeFileSync(join(dir, "assets", "index-AbC123.css"), `${".the { color: #0b5fff; }\n".repeat(200)}`);
  writeFileSync(
    join(dir, "index.html"),
    `<!doctype html><html lang="vi"><head><title>Vay</title></head><body><div id="root"></div>${"<!-- đệm -->".repeat(200)}</body></html>`,
  );
  writeFileSync(join(dir, "robots.txt"), "User-agent: *\nAllow: /\n");
}

describe.each(testDatabaseKinds())("compression on %s", (kind) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "vay-static-"));
    writeSite(dir);
    compressDir(dir);
    t = await createTestApp(kind, { staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding?: string) =>
    t.request(path, acceptEncoding ? { headers: { "accept-encoding": acceptEncoding } } : {});

  it("writes a brotli and a gzip copy of every text asset at build", () => {
    for (const file of ["assets/index-AbC123.js", "assets/index-AbC123.css", "index.html"]) {
      const raw = readFileSync(join(dir, file));
      expect(brotliDecompressSync(readFileSync(join(dir, `${file}.br`)))).toEqual(raw);
      expect(gunzipSync(readFileSync(join(dir, `${file}.gz`)))).toEqual(raw);
    }
  });

  it("serves a hashed script as brotli to a browser that accepts it, long-cached", async () => {
    const res = await get("/assets/index-AbC123.js", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("content-type")).toMatch(/javascript/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await res.arrayBuffer());
    expect(brotliDecompressSync(body)).toEqual(readFileSync(join(dir, "assets", "index-AbC123.js")));
  });

  it("serves gzip to a client that only takes gzip", async () => {
    const res = await get("/assets/index-AbC123.css", "gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await res.arrayBuffer());
    expect(gunzipSync(body)).toEqual(readFileSync(join(dir, "assets", "index-AbC123.css")));
  });

  it("serves the plain file, still with Vary, without Accept-Encoding", async () => {
    const res = await get("/assets/index-AbC123.js");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(readFileSync(join(dir, "assets", "index-AbC123.js")));
  });

  it("serves the SPA shell of any route compressed, not cached", async () => {
    const res = await get("/the-tin-dung", "gzip, deflate, br");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    const body = brotliDecompressSync(Buffer.from(await res.arrayBuffer()));
    expect(body).toEqual(readFileSync(join(dir, "index.html")));
    const gzip = await get("/", "gzip;q=1.0, br;q=0");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await get("/");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(readFileSync(join(dir, "index.html"), "utf8"));
  });

  it("leaves a small JSON answer uncompressed", async () => {
    const res = await get("/api/health", "gzip, br");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.json()).toEqual({ code: 200, data: { db: "ok" } });
  });

  it("compresses a large JSON answer (a page of cards), which decodes to the plain answer", async () => {
    const body = { pageIndex: 1, pageSize: 12 };
    const plain = await t.request("/api/v1/card/get-list", { method: "POST", json: body });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(1024);
    for (const [accept, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const res = await t.request("/api/v1/card/get-list", {
        method: "POST",
        json: body,
        headers: { "accept-encoding": accept },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(accept);
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const decoded = decode(Buffer.from(await res.arrayBuffer())).toString("utf8");
      expect(JSON.parse(decoded)).toEqual(JSON.parse(plainText));
    }
  });
});
