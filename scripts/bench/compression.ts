import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { extname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { SERVER_ONLY, TEXT_EXTENSIONS } from "../compress-dist";
import { homeBundleSize } from "./bundle-size";
import type { GoalRow } from "./report";

/**
 * Issue 16 item 1, measured over HTTP against a running server on the built dist/: the bytes the
 * home page's JS and CSS take on the wire with and without brotli, the shell, the share of text
 * assets with precompressed copies, and JSON answers over and under 1 KB.
 */

interface Fetched {
  status: number;
  bytes: number;
  encoding: string | null;
  vary: string | null;
  cacheControl: string | null;
}

/** The raw bytes of an answer as they cross the wire (fetch would decode them). */
function fetchRaw(
  url: string,
  init: { method?: string; body?: string; acceptEncoding?: string } = {},
): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? "GET",
        headers: {
          ...(init.acceptEncoding ? { "accept-encoding": init.acceptEncoding } : {}),
          ...(init.body ? { "content-type": "application/json" } : {}),
        },
      },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            bytes,
            encoding: (res.headers["content-encoding"] as string | undefined) ?? null,
            vary: (res.headers.vary as string | undefined) ?? null,
            cacheControl: (res.headers["cache-control"] as string | undefined) ?? null,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const BROWSER = "gzip, deflate, br, zstd";

/** The files the site sends: not the prerender's server bundle (compress-dist.ts's SERVER_ONLY). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? join(dir, entry.name).endsWith(SERVER_ONLY)
        ? []
        : filesUnder(join(dir, entry.name))
      : [join(dir, entry.name)],
  );
}

async function assetRow(baseUrl: string, label: string, files: string[]): Promise<GoalRow> {
  let raw = 0;
  let br = 0;
  let gzip = 0;
  let ok = files.length > 0;
  for (const file of files) {
    const plain = await fetchRaw(`${baseUrl}${file}`);
    const brotli = await fetchRaw(`${baseUrl}${file}`, { acceptEncoding: BROWSER });
    const gz = await fetchRaw(`${baseUrl}${file}`, { acceptEncoding: "gzip" });
    raw += plain.bytes;
    br += brotli.bytes;
    gzip += gz.bytes;
    ok &&=
      brotli.encoding === "br" &&
      gz.encoding === "gzip" &&
      plain.encoding === null &&
      [plain, brotli, gz].every((r) => /accept-encoding/i.test(r.vary ?? "")) &&
      brotli.cacheControl === "public, max-age=31536000, immutable";
  }
  return {
    measure: `Home page ${label} on the wire (${files.length} files)`,
    goal: "brotli (gzip fallback) by Accept-Encoding, Vary, year-long cache",
    value: `${kb(br)} br, ${kb(gzip)} gzip, ${kb(raw)} raw`,
    detail: `${raw > 0 ? Math.round((1 - br / raw) * 100) : 0}% saved by brotli`,
    met: ok,
  };
}

export async function compressionRows(baseUrl: string, distDir = "dist"): Promise<GoalRow[]> {
  const bundle = homeBundleSize(distDir);
  const rows = [await assetRow(baseUrl, "JS", bundle.jsFiles), await assetRow(baseUrl, "CSS", bundle.cssFiles)];

  const all = filesUnder(distDir);
  const present = new Set(all);
  const text = all.filter((file) => TEXT_EXTENSIONS.has(extname(file)));
  const both = text.filter((file) => present.has(`${file}.br`) && present.has(`${file}.gz`));
  // A file whose compressed copy would not be smaller (a few bytes) rightly has none.
  const missing = text.filter((file) => !both.includes(file));
  const gainless = missing.filter((file) => {
    const raw = readFileSync(file);
    return brotliCompressSync(raw).length >= raw.length || gzipSync(raw).length >= raw.length;
  });
  rows.push({
    measure: "Text assets precompressed at build",
    goal: "every one, brotli and gzip",
    value: `${both.length} of ${text.length}`,
    detail: `${missing.length} without both copies, ${gainless.length} of them too small to gain (${gainless.map((f) => f.slice(distDir.length + 1)).join(", ") || "none"})`,
    met: missing.length === gainless.length,
  });

  const shellPlain = await fetchRaw(`${baseUrl}/the-tin-dung`);
  const shell = await fetchRaw(`${baseUrl}/the-tin-dung`, { acceptEncoding: BROWSER });
  rows.push({
    measure: "SPA shell (history fallback)",
    goal: "compressed, Vary",
    value: `${shell.bytes} B ${shell.encoding ?? "plain"}, ${shellPlain.bytes} B raw`,
    detail: `Cache-Control ${shell.cacheControl}`,
    met: shell.encoding === "br" && /accept-encoding/i.test(shell.vary ?? ""),
  });

  const listBody = JSON.stringify({ pageIndex: 1, pageSize: 24 });
  const url = `${baseUrl}/api/v1/card/get-list`;
  const listPlain = await fetchRaw(url, { method: "POST", body: listBody });
  const list = await fetchRaw(url, { method: "POST", body: listBody, acceptEncoding: BROWSER });
  rows.push({
    measure: "JSON over 1 KB (a page of 24 cards)",
    goal: "compressed",
    value: `${list.bytes} B ${list.encoding ?? "plain"}, ${listPlain.bytes} B raw`,
    detail: `status ${list.status}`,
    met: listPlain.bytes > 1024 && list.encoding === "br" && list.bytes < listPlain.bytes,
  });
  const health = await fetchRaw(`${baseUrl}/api/health`, { acceptEncoding: BROWSER });
  rows.push({
    measure: "JSON under 1 KB (/api/health)",
    goal: "left plain",
    value: `${health.bytes} B ${health.encoding ?? "plain"}`,
    detail: "",
    met: health.encoding === null,
  });
  return rows;
}
