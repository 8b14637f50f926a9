import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { spawnServer } from "./http-load";

/** Issue 16 item 3: everything / loads before it is interactive, gzip. */
export const HOME_JS_GOAL_KB = 135;
export const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Chunks that must stay lazy: bot check, inspector / flow viewer, camera and face, QR, PDF. */
const LAZY = /altcha|inspect|stately|mount-flows|elk|human|tfjs|zxing|qr|face|camera|pdf|ekyc/i;

export interface HomeLoad {
  jsFiles: string[];
  cssFiles: string[];
  jsGzipKb: number;
  jsRawKb: number;
  jsTransferredKb: number;
  cssGzipKb: number;
  lazyLoaded: string[];
}

const gzipSize = (distDir: string, path: string): number => {
  const file = join(distDir, path);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return gzipSync(readFileSync(file), { level: 9 }).length;
};

/**
 * Opens / in Chromium (mobile viewport) against a server on the built site and records every
 * script and stylesheet it fetches until the network is idle: their bytes on the wire (brotli, as
 * a browser asks) and the size of their gzip copies, the figure the goal names.
 */
export async function browserHomeLoad(distDir: string, path = "/"): Promise<HomeLoad> {
  const server = await spawnServer("server/main.ts", { STATIC_DIR: distDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const loaded: { url: string; type: string; transferred: number }[] = [];
    page.on("requestfinished", (request) => {
      const type = request.resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      void request.sizes().then((sizes) => {
        loaded.push({ url: new URL(request.url()).pathname, type, transferred: sizes.responseBodySize });
      });
    });
    await page.goto(`${server.url}${path}`, { waitUntil: "networkidle", timeout: 60_000 });
    await page.waitForTimeout(500);
    const js = loaded.filter((r) => r.type === "script" && r.url.startsWith("/assets/"));
    const css = loaded.filter((r) => r.type === "stylesheet");
    const kb = (n: number) => n / 1024;
    return {
      jsFiles: js.map((r) => r.url),
      cssFiles: css.map((r) => r.url),
      jsGzipKb: kb(js.reduce((sum, r) => sum + gzipSize(distDir, r.url), 0)),
      jsRawKb: kb(js.reduce((sum, r) => sum + readFileSync(join(distDir, r.url)).length, 0)),
      jsTransferredKb: kb(js.reduce((sum, r) => sum + r.transferred, 0)),
      cssGzipKb: kb(css.reduce((sum, r) => sum + gzipSize(distDir, r.url), 0)),
      lazyLoaded: loaded.map((r) => r.url).filter((url) => LAZY.test(url)),
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1]?.endsWith("browser-load.ts")) {
  const dir = process.argv[2] ?? "dist";
  void browserHomeLoad(dir, process.argv[3] ?? "/").then((r) => console.log(JSON.stringify(r, null, 1)));
}
