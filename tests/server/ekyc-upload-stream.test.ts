import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { ekycWorkersFor } from "../../server/services/ekyc/ekyc-jobs";
import { FRONT } from "./support/loan-ticket-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 30, "upload parsing blocks the event loop": ten parallel 7 MB uploads (images or not, no
 * account needed: the body was parsed before the ticket was looked at) held /api/health for
 * 1.4–1.6 s, because each body was buffered and parsed by undici's formData on the main thread.
 * Now the body is counted as it arrives, parsed with native searches, and at most
 * EKYC_UPLOADS_IN_FLIGHT uploads are read at once.
 */

const BOUNDARY = "----sec-load-boundary";
const head = (ticketCode: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="ticketCode"\r\n\r\n${ticketCode}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/**
 * The attack's client, in a process of its own so that this process's thread is the server's
 * alone: `n` parallel uploads of `size` bytes of filler, then their statuses as JSON.
 */
const CLIENT = `
  const http = require("node:http");
  const [port, path, n, size] = process.argv.slice(1);
  const boundary = ${JSON.stringify(BOUNDARY)};
  const body = Buffer.concat([
    Buffer.from(${JSON.stringify(head("LT-NOPE").toString("latin1"))}, "latin1"),
    Buffer.alloc(Number(size), 65),
    Buffer.from(${JSON.stringify(TAIL.toString("latin1"))}, "latin1"),
  ]);
  const post = () => new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: Number(port), method: "POST", path,
      headers: { "content-type": "multipart/form-data; boundary=" + boundary, "content-length": body.length } },
      (res) => { res.resume(); res.on("end", () => resolve(res.statusCode)); });
    req.on("error", reject);
    req.end(body);
  });
  Promise.all(Array.from({ length: Number(n) }, post)).then((s) => console.log(JSON.stringify(s)));
`;

function attack(port: number, n: number, size: number): Promise<number[]> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ["-e", CLIENT, String(port), `/api${FRONT}`, String(n), String(size)], (error, out) =>
      error ? reject(error) : resolve(JSON.parse(out) as number[]),
    ),
  );
}

/**
 * The most CPU time this thread spent between two turns of a 2 ms timer, i.e. the longest piece
 * of work that ran without letting anything else in (CPU time, not wall time: a busy machine that
 * takes the CPU away from this process does not count).
 */
function longestTurn() {
  let longest = 0;
  let turns = 0;
  let last = process.threadCpuUsage();
  const timer = setInterval(() => {
    const now = process.threadCpuUsage();
    longest = Math.max(longest, (now.user + now.system - last.user - last.system) / 1000);
    last = now;
    turns += 1;
  }, 2);
  return {
    stop: () => {
      clearInterval(timer);
      return { longestMs: longest, turns };
    },
  };
}

interface Sent {
  status: Promise<number>;
  body: Promise<string>;
  /** Writes more of the body; resolves when the socket took it. */
  write(bytes: Buffer): Promise<void>;
  end(bytes?: Buffer): void;
  written(): number;
}

/** An upload whose body the test writes piece by piece (chunked when no length is given). */
function openUpload(port: number, headers: Record<string, string | number>): Sent {
  let written = 0;
  let resolveStatus: (status: number) => void = () => {};
  let resolveBody: (body: string) => void = () => {};
  const status = new Promise<number>((resolve) => {
    resolveStatus = resolve;
  });
  const body = new Promise<string>((resolve) => {
    resolveBody = resolve;
  });
  const req = httpRequest(
    {
      host: "127.0.0.1",
      port,
      agent: false,
      method: "POST",
      path: `/api${FRONT}`,
      headers: { connection: "keep-alive", "content-type": MULTIPART, ...headers },
    },
    (res) => {
      resolveStatus(res.statusCode ?? 0);
      let text = "";
      res.on("data", (part: Buffer) => {
        text += part.toString();
      });
      res.on("end", () => resolveBody(text));
    },
  );
  // The server may close the connection once it answered: the rest of the body is not wanted.
  req.on("error", () => {});
  return {
    status,
    body,
    written: () => written,
    write: (bytes) =>
      new Promise((resolve) => {
        written += bytes.length;
        if (req.write(bytes)) return resolve();
        // Until the socket takes it, or the server answers or closes (it does not read the rest).
        const done = () => {
          req.off("drain", done);
          req.off("close", done);
          resolve();
        };
        req.on("drain", done);
        req.on("close", done);
        void status.then(done);
      }),
    end: (bytes) => {
      if (bytes) written += bytes.length;
      req.end(bytes);
    },
  };
}

describe("eKYC uploads are read as they arrive (issue 30)", () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let port: number;
  let uploadDir: string;

  beforeAll(async () => {
    // Uploads up to 32 MB here, so that each parse of the old code is long enough to tell apart.
    const base = loadConfig({ NODE_ENV: "test" });
    uploadDir = mkdtempSync(join(tmpdir(), "upload-stream-"));
    t = await createTestApp("pglite", { ekyc: { ...base.ekyc, uploadDir, uploadMaxBytes: 32 * 1024 * 1024 } });
    await new Promise<void>((ready) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => ready());
    });
    port = (server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await ekycWorkersFor(t.deps).close();
    await t.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  // Four uploads of 24 MB (the limit raised to 32 MB): each parse of the old code is then one turn
  // of 145–164 ms of CPU (undici's formData and the copies of the file); now 9–11 ms. Ten of 7 MB
  // under the default limit: 37–72 ms before, 11–12 ms after, too close to bound on a busy box.
  // CPU time, not wall time: a machine that takes the CPU away from this process does not count.
  it("keeps every turn of the event loop short while 4 uploads of 24 MB arrive at once", {
    timeout: 120_000,
  }, async () => {
    const health: number[] = [];
    let settled = false;
    const uploads = attack(port, 4, 24 * 1024 * 1024).finally(() => {
      settled = true;
    });
    // Measured from the turn after the client's process was started (spawning it is synchronous).
    await new Promise((resolve) => setImmediate(resolve));
    const probe = longestTurn();
    while (!settled) {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      health.push(res.status);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const statuses = await uploads;
    const { longestMs, turns } = probe.stop();
    // The ticket code is no draft's: 400, after the body was read (it is read before the ticket).
    expect(statuses).toEqual(Array(4).fill(400));
    expect(health.every((status) => status === 200)).toBe(true);
    expect(turns).toBeGreaterThan(10);
    // The attack this answers held the event loop 1.4–1.6 s (a buffered, parsed body). The bound
    // catches that, not the 60–70 ms turns a busy 2-core CI machine shows now and then.
    expect(longestMs).toBeLessThan(500);
  });

  it("answers 413 to a chunked body as soon as it passes the limit, without reading the rest", {
    timeout: 60_000,
  }, async () => {
    const max = t.deps.config.ekyc.uploadMaxBytes;
    const upload = openUpload(port, { "transfer-encoding": "chunked" });
    await upload.write(head("LT-NOPE"));
    const piece = Buffer.alloc(256 * 1024, 66);
    let answered = false;
    void upload.status.then(() => {
      answered = true;
    });
    // Up to ten times the limit; the answer must come long before.
    while (!answered && upload.written() < 10 * max) {
      await upload.write(piece);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await upload.status).toBe(413);
    expect(upload.written()).toBeLessThan(3 * max);
    upload.end();
  });

  it("answers busy at once, the body unread, past EKYC_UPLOADS_IN_FLIGHT uploads in flight", {
    timeout: 60_000,
  }, async () => {
    const limit = t.deps.config.ekyc.uploadsInFlight;
    const size = 1024 * 1024;
    const length = head("LT-NOPE").length + size + TAIL.length;
    // `limit` uploads that sent half of their body and wait.
    const slow = Array.from({ length: limit }, () => openUpload(port, { "content-length": length }));
    await Promise.all(slow.map((upload) => upload.write(Buffer.concat([head("LT-NOPE"), Buffer.alloc(size / 2)]))));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const extra = openUpload(port, { "content-length": length });
    await extra.write(head("LT-NOPE"));
    expect(await extra.status).toBe(200);
    expect(JSON.parse(await extra.body)).toMatchObject({ code: 240, data: { documentCode: "idg_system_busy" } });
    extra.end();
    // The ones in flight finish normally (400: no such draft), and the slot is free again.
    for (const upload of slow) upload.end(Buffer.concat([Buffer.alloc(size / 2), TAIL]));
    expect(await Promise.all(slow.map((upload) => upload.status))).toEqual(Array(limit).fill(400));
    const after = openUpload(port, {});
    after.end(Buffer.concat([head("LT-NOPE"), Buffer.alloc(10), TAIL]));
    expect(await after.status).toBe(400);
  });
});
