import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import react from "@vitejs/plugin-react";
import { Hono } from "hono";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../server/http/app-env";
import { securityHeaders } from "../../server/http/security-headers";
import { mountStaticSite } from "../../server/http/static-site";
import { visionAssets } from "../../vite.config";
import { CHROMIUM_ARGS, watchPage } from "./support/browser";
import { cardWith, frameWith, jpegBytes, sampleFace, y4m } from "./support/face-images";

/**
 * The face step with the real @vladmandic/human models in Chromium. No route of the site shows the
 * component alone, so the test builds a tiny harness page (never shipped) with the site's vite
 * plugins, serves it with the site's own static handler and security headers (CSP, wasm MIME), and
 * feeds Chromium's fake camera a Y4M video of a face from human's own sample screenshots.
 */
const ROOT = resolve(import.meta.dirname, "../..");
const WORK = join(ROOT, "node_modules/.cache/ekyc-face-e2e");
const DIST = join(WORK, "dist");
const TEXT = {
  frame: "Vui lòng đưa khuôn mặt vào trong khung hình",
  ok: "Giữ yên, bạn có thể chụp ảnh",
  captured: "Đã chụp ảnh khuôn mặt",
};

const HARNESS = `
import { createRoot } from "react-dom/client";
import { defaultFaceServices } from "${ROOT}/src/features/loan-ticket/ekyc/face/default-face-services";
import { FaceCapture } from "${ROOT}/src/features/loan-ticket/ekyc/face/face-capture";
import { FaceServicesContext } from "${ROOT}/src/features/loan-ticket/ekyc/face/face-services";
import { loadHumanDetector } from "${ROOT}/src/features/loan-ticket/ekyc/face/human-detector";
import "${ROOT}/src/app/styles.css";

const log = { loadMs: null, backend: null, detectMs: [], analyseMs: [], captured: [], unavailable: [] };
window.faceHarness = log;
const timed = async (list, run) => { const t0 = performance.now(); const out = await run(); list.push(performance.now() - t0); return out; };
const services = {
  ...defaultFaceServices,
  async loadDetector() {
    const t0 = performance.now();
    const backend = new URLSearchParams(location.search).get("backend");
    const d = await (backend ? loadHumanDetector({ backends: [backend] }) : defaultFaceServices.loadDetector());
    log.loadMs = performance.now() - t0;
    log.backend = d.backend;
    // Only frames the detector really read count (not the ones before the video has data).
    const detect = async (f) => { const t0 = performance.now(); const r = await d.detect(f); if (r.width > 0) log.detectMs.push(performance.now() - t0); return r; };
    return { ...d, detect, analyse: (f) => timed(log.analyseMs, () => d.analyse(f)) };
  },
};
async function main() {
  const card = new URLSearchParams(location.search).get("card");
  const cardImage = card ? await (await fetch(card)).blob() : null;
  createRoot(document.getElementById("root")).render(
    <FaceServicesContext value={services}>
      <FaceCapture
        cardImage={cardImage}
        onCaptured={(r) => log.captured.push({ ...r, image: undefined, type: r.image.type, size: r.image.size })}
        onUnavailable={(reason) => log.unavailable.push(reason)}
      />
    </FaceServicesContext>,
  );
}
main();
`;

interface HarnessLog {
  loadMs: number | null;
  backend: string | null;
  detectMs: number[];
  analyseMs: number[];
  captured: { similarity: number | null; antispoof: number | null; liveness: number | null; type: string }[];
  unavailable: string[];
}

const harnessLog = (page: Page) => page.evaluate(() => (window as unknown as { faceHarness: HarnessLog }).faceHarness);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

describe("face step in Chromium with the real models", () => {
  let server: Server;
  let origin: string;
  const browsers: Browser[] = [];
  const faceVideo = join(WORK, "face.y4m");
  /** A photo of someone else than the card holder. */
  const selfieFile = join(WORK, "other-person.jpg");

  beforeAll(async () => {
    rmSync(WORK, { recursive: true, force: true });
    mkdirSync(WORK, { recursive: true });
    writeFileSync(
      join(WORK, "index.html"),
      '<!doctype html><html lang="vi"><body><div id="root"></div><script type="module" src="./harness.jsx"></script></body></html>',
    );
    writeFileSync(join(WORK, "harness.jsx"), HARNESS);
    await build({
      root: WORK,
      configFile: false,
      logLevel: "error",
      plugins: [react(), visionAssets()],
      build: { outDir: DIST, emptyOutDir: true },
    });
    const face = sampleFace();
    writeFileSync(faceVideo, y4m(frameWith(face, 640, 480, 360)));
    writeFileSync(selfieFile, jpegBytes(frameWith(sampleFace(true), 480, 480, 360)));
    writeFileSync(join(DIST, "card.jpg"), jpegBytes(cardWith(face)));

    const app = new Hono<AppEnv>();
    app.use(securityHeaders());
    mountStaticSite(app, DIST);
    await new Promise<void>((ready) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
        origin = `http://localhost:${info.port}`;
        ready();
      }) as Server;
    });
  });

  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    server?.close();
    rmSync(WORK, { recursive: true, force: true });
  });

  async function open(args: string[], grantCamera: boolean): Promise<{ context: BrowserContext; page: Page }> {
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      headless: true,
      args: [...CHROMIUM_ARGS, "--use-fake-device-for-media-stream", ...args],
    });
    browsers.push(browser);
    const context = await browser.newContext();
    if (grantCamera) await context.grantPermissions(["camera"], { origin });
    return { context, page: await context.newPage() };
  }

  it("serves the models and wasm from our own origin with the right types", async () => {
    const res = await fetch(`${origin}/vendor/zxing-wasm-3.1.4/zxing_reader.wasm`, { method: "HEAD" });
    expect(res.headers.get("content-type")).toBe("application/wasm");
    const model = await fetch(`${origin}/vendor/human-3.3.6/models/blazeface.json`);
    expect(model.ok).toBe(true);
  });

  it("guides a real face into the frame, captures it and compares it with the card", { timeout: 120_000 }, async () => {
    const { page } = await open([`--use-file-for-fake-video-capture=${faceVideo}`], true);
    const watched = watchPage(page);
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith("blob:")) foreign.push(request.url());
    });
    await page.goto(`${origin}/?card=/card.jpg`);
    await page.getByText(TEXT.ok).waitFor({ timeout: 90_000 });
    await page.getByRole("button", { name: "Chụp ảnh" }).click();
    await page.getByText(TEXT.captured).waitFor({ timeout: 90_000 });
    const log = await harnessLog(page);
    console.info(
      `face e2e: backend ${log.backend}, model load ${Math.round(log.loadMs ?? 0)} ms, detection median ${Math.round(median(log.detectMs))} ms over ${log.detectMs.length} frames, analysis ${log.analyseMs.map(Math.round).join("/")} ms, scores ${JSON.stringify(log.captured[0])}`,
    );
    expect(log.captured).toHaveLength(1);
    const [result] = log.captured;
    expect(result!.type).toBe("image/jpeg");
    expect(result!.antispoof).toEqual(expect.any(Number));
    expect(result!.liveness).toEqual(expect.any(Number));
    // The card's portrait shows the same face: the descriptor model must find them alike.
    expect(result!.similarity).toBeGreaterThan(0.5);
    expect(foreign).toEqual([]);
    expect(watched.cspViolations).toEqual([]);
    expect(watched.errors).toEqual([]);
    await page.context().browser()?.close();
  });

  it("asks for the face in the frame when the camera shows none", { timeout: 120_000 }, async () => {
    const { page } = await open([], true);
    await page.goto(`${origin}/`);
    await page.getByText(TEXT.frame).waitFor({ timeout: 90_000 });
    await page.waitForFunction(
      () => (window as unknown as { faceHarness: HarnessLog }).faceHarness.detectMs.length > 1,
      undefined,
      { timeout: 90_000 },
    );
    expect(await page.getByText(TEXT.frame).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Chụp ảnh" }).isDisabled()).toBe(true);
    const log = await harnessLog(page);
    console.info(`face e2e: no face, ${log.backend}, detection ${log.detectMs.map(Math.round).join("/")} ms`);
    await page.context().browser()?.close();
  });

  it("offers a file when the camera is refused, and finds another person unlike the card", {
    timeout: 120_000,
  }, async () => {
    const { page } = await open([], false);
    await page.goto(`${origin}/?card=/card.jpg`);
    await page.getByText("Bạn chưa cho phép truy cập camera", { exact: false }).waitFor({ timeout: 30_000 });
    expect((await harnessLog(page)).unavailable).toEqual(["permission-denied"]);
    await page.getByLabel("Tải ảnh chân dung lên").setInputFiles(selfieFile);
    await page.getByText(TEXT.captured).waitFor({ timeout: 90_000 });
    const [fromFile] = (await harnessLog(page)).captured;
    console.info(`face e2e: other person from a file: ${JSON.stringify(fromFile)}`);
    expect(fromFile!.similarity).toBeLessThan(0.5);
  });
});
