import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inject } from "vitest";

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  /** Everything the server printed. */
  output: () => string;
  /** SIGTERM, wait for the exit, and remove the data directory unless the caller gave it. */
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an OOM kill would: no shutdown, nothing flushed by the server. */
  kill(): Promise<void>;
}

export interface StartOptions {
  /** Reuse this data directory (kept on stop), e.g. to restart on the same embedded database. */
  dataDir?: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A new temporary data directory holding a copy of the migrated and seeded embedded database made
 * once by tests/e2e/global-setup.ts: what a fresh server would make itself, in half its start time.
 */
export function freshDataDir(prefix = "vay-e2e-"): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const template = inject("e2eDataTemplate");
  if (template) cpSync(join(template, "pglite"), join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}

/** Starts the real server (tsx server/main.ts) on a free port with a fresh temporary database. */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? freshDataDir();
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, NODE_ENV: "test", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 100_000; // a cold PGlite start on a busy 2-core CI machine
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left behind to load the machine for the tests after this one.
      child.kill("SIGKILL");
      throw new Error(`server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill(name);
    await exited;
  };
  return {
    url,
    port,
    dataDir,
    output: () => output,
    stop: async () => {
      await signal("SIGTERM");
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => signal("SIGKILL"),
  };
}
