import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

/** A free loopback port (taken and released; good enough for a test). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface HeldItem {
  key: string;
  partnerId: number;
  kind: "lead" | "application";
  subject: string;
  ref: string;
  attempts: number;
  status: string;
}

export interface SimProcess {
  url: string;
  port: number;
  held(): Promise<HeldItem[]>;
  control(body: Record<string, unknown>): Promise<void>;
  /** Ends the process (SIGTERM) and waits for it. */
  stop(): Promise<void>;
  output: string[];
}

/** Starts `scripts/partner-sim/main.ts` as its own process on loopback and waits until it answers. */
export async function startSimulator(options: {
  callbackOrigin: string;
  port?: number;
  args?: string[];
}): Promise<SimProcess> {
  const port = options.port ?? (await freePort());
  const output: string[] = [];
  const child: ChildProcess = spawn(
    "node_modules/.bin/tsx",
    [
      "scripts/partner-sim/main.ts",
      "--port",
      String(port),
      "--callback",
      options.callbackOrigin,
      ...(options.args ?? []),
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const up = await fetch(`${url}/health`, { signal: AbortSignal.timeout(500) })
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill("SIGKILL");
      throw new Error(`partner simulator did not start: ${output.join("")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    output,
    held: async () => ((await (await fetch(`${url}/control`)).json()) as { held: HeldItem[] }).held,
    control: async (body) => {
      await fetch(`${url}/control`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
        setTimeout(() => child.kill("SIGKILL"), 3_000).unref();
      }),
  };
}

/** Polls until `check` answers true, or throws after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
