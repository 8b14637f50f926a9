import type { AddressInfo } from "node:net";
import { createDeflate, deflateSync, crc32 as zlibCrc32 } from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ekycWorkersFor } from "../../server/services/ekyc/ekyc-jobs";
import { gateImage } from "../../server/services/ekyc/image-gate";
import { t as text } from "../../src/i18n/t";
import { type Caller, FACE, FRONT, funnelCaller, newDraft } from "./support/loan-ticket-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 14 item 1: image bombs. A PNG whose header promises 20000 x 20000 pixels (69 bytes, or a
 * real all-zero image of that size) is refused from its header, never decoded; an image just
 * within the limits is decoded in a worker thread, so the event loop keeps answering.
 */

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlibCrc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function ihdr(width: number, height: number, colorType: number, interlace = 0): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = 8;
  data[9] = colorType;
  data[12] = interlace;
  return chunk("IHDR", data);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The attack's file: a 20000 x 20000 RGBA header, an empty IDAT, the end. */
function headerBomb(): Buffer {
  return Buffer.concat([
    SIGNATURE,
    ihdr(20_000, 20_000, 6),
    chunk("IDAT", deflateSync(Buffer.alloc(0))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A complete all-zero greyscale PNG of width x height, deflated as a stream (never held whole). */
async function zeroPng(width: number, height: number, colorType: 0 | 6): Promise<Buffer> {
  const row = Buffer.alloc(1 + width * (colorType === 6 ? 4 : 1));
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once("drain", resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    SIGNATURE,
    ihdr(width, height, colorType),
    chunk("IDAT", Buffer.concat(parts)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("image bombs", () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let origin: string;
  let caller: Caller;
  let code: string;

  beforeAll(async () => {
    t = await createTestApp("pglite");
    caller = await funnelCaller(t);
    code = await newDraft(t, caller);
    await new Promise<void>((ready) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => ready());
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await ekycWorkersFor(t.deps).close();
    await t.close();
  });

  const post = async (path: string, bytes: Buffer) => {
    const form = new FormData();
    form.set("ticketCode", code);
    form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "photo.png");
    const res = await fetch(`${origin}/api${path}`, { method: "POST", body: form, headers: caller.headers });
    return { status: res.status, ...((await res.json()) as { code: number; message?: string; data: unknown }) };
  };

  it("reads the dimensions from the header: 69 bytes promising 20000 x 20000 are refused", async () => {
    const bomb = headerBomb();
    expect(bomb.length).toBeLessThan(100);
    expect(gateImage(bomb)).toEqual({ ok: false, reason: "dimensions", width: 20_000, height: 20_000 });
    const tooLarge = text("image_dimensions_too_large", { side: 8000, megapixels: 24 });
    expect(await post(FRONT, bomb)).toMatchObject({ status: 413, message: tooLarge });
    expect(await post(FACE.replace(/^\/api/, ""), bomb)).toMatchObject({ status: 413, message: tooLarge });
  });

  it("refuses a real all-zero 20000 x 20000 PNG the same way, and one side over 8000 px", async () => {
    const real = await zeroPng(20_000, 20_000, 0);
    expect(real.length).toBeLessThan(t.deps.config.ekyc.uploadMaxBytes);
    expect(await post(FRONT, real)).toMatchObject({ status: 413 });
    expect(gateImage(await zeroPng(8001, 10, 0))).toMatchObject({ ok: false, reason: "dimensions" });
    expect(gateImage(await zeroPng(8000, 10, 0))).toMatchObject({ ok: true });
  }, 60_000);

  it("refuses an interlaced PNG (inflated without a bound by the decoder) as a wrong format", async () => {
    // 10 x 10 pixels and 256 MB of zeros (about 250 KB deflated); more would inflate to gigabytes.
    const idat = deflateSync(Buffer.alloc(4 * 1024 * 1024 * 64), { level: 9 });
    const bomb = Buffer.concat([SIGNATURE, ihdr(10, 10, 0, 1), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
    expect(gateImage(bomb)).toEqual({ ok: false, reason: "format" });
    expect(await post(FRONT, bomb)).toMatchObject({ status: 200, code: 240, data: { documentCode: "453" } });
  });

  // The one timed assertion the issue asks for. The machine is shared (2 cores, other test files
  // and processes; load averages of 15 to 19 were seen): nine probes in ten must answer within
  // 100 ms and every one within 1 s, with retries for a scheduler stall. A decode on the event
  // loop (23 s for the attack's file, over 1 s for these) fails every attempt.
  it("keeps /api/health answering within 100 ms while 4 bombs are handled at once", {
    timeout: 180_000,
    retry: 2,
  }, async () => {
    // Four header bombs and four images just within the limits (6000 x 4000 RGBA, 96 MB decoded):
    // the first are refused from their header, the others are decoded in the worker pool.
    const nearLimit = await zeroPng(6000, 4000, 6);
    expect(gateImage(nearLimit)).toMatchObject({ ok: true });
    const bombs = [
      ...Array.from({ length: 4 }, () => post(FRONT, headerBomb())),
      ...Array.from({ length: 4 }, () => post(FRONT, nearLimit)),
    ];
    let settled = false;
    const all = Promise.all(bombs).finally(() => {
      settled = true;
    });
    const health: number[] = [];
    while (!settled) {
      const started = performance.now();
      const res = await fetch(`${origin}/api/health`);
      expect(res.status).toBe(200);
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const answers = await all;
    expect(answers.slice(0, 4).map((a) => a.status)).toEqual([413, 413, 413, 413]);
    // Decoded in a worker and refused by the image checks (or over their budget): never accepted.
    for (const answer of answers.slice(4)) expect(answer).toMatchObject({ status: 200, code: 240 });
    expect(health.length).toBeGreaterThan(3);
    const sorted = [...health].sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length * 0.9)]).toBeLessThan(100);
    expect(sorted[sorted.length - 1]).toBeLessThan(1000);
  });
});
