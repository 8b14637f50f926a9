import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../e2e/support/server";

/**
 * SIGTERM on the real server (tsx server/main.ts, issue 32): readiness turns 503 at once while the
 * instance still answers; then the port closes; a request in flight (its body half sent) still gets
 * its answer; the process exits 0.
 */
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("graceful shutdown of a spawned server", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "shutdown-"));
  let child: ChildProcess | null = null;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 on readiness, closes the port, finishes the request in flight and exits 0", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let output = "";
    const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SHUTDOWN_DRAIN_MS: "1500",
        SHUTDOWN_TIMEOUT_MS: "8000",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = server;
    server.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    server.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exit = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
    const deadline = Date.now() + 100_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      const ready = await fetch(`${base}/api/health/ready`).catch(() => null);
      if (ready?.status === 200) break;
      if (Date.now() > deadline) throw new Error(`server not ready in time:\n${output}`);
      await sleep(200);
    }

    // A card-list read whose body is only half sent when SIGTERM comes.
    const body = `{${" ".repeat(100)}}`;
    const req = request(`${base}/api/v1/card/get-list`, {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(body.length) },
    });
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on("response", (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on("error", reject);
    });
    req.write(body.slice(0, 50));
    await sleep(200);

    const signalled = Date.now();
    server.kill("SIGTERM");
    await sleep(300);
    // Draining: not ready, still answering.
    const draining = await fetch(`${base}/api/health/ready`);
    expect(draining.status).toBe(503);
    expect((await draining.json()).data.accepting).toBe("fail");
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);

    // After the drain the port is closed: a new connection is refused.
    await sleep(Math.max(0, 1500 - (Date.now() - signalled)) + 500);
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();
    expect(server.exitCode).toBeNull();

    // The request in flight is answered in full.
    req.end(body.slice(50));
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text).code).toBe(200);

    expect(await exit).toBe(0);
    expect(output).toMatch(/"msg":"stopped"/);
  }, 150_000);
});
