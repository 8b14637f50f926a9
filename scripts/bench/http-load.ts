import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort } from "../../tests/e2e/support/server";

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** CPU time (ms) the process has used so far, all its threads; null where /proc is not there. */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;
const SETTLE_STEP_MS = 500;
/** Below this share of one core over a step, the server counts as idle. */
const SETTLE_SHARE = 0.08;

/**
 * Waits until a server just started has finished its start-up work (outside NODE_ENV=test, as the
 * funnel bench starts it, the main server hashes a reservoir of temporary credentials in the
 * background, services/leads/temporary-credentials.ts: seconds of CPU on a shared 2-core machine),
 * so a load measures the steady state, not a start competing with itself. At most SETTLE_MAX_MS;
 * false when the server was still busy then.
 */
export async function settled(pid: number, maxMs = SETTLE_MAX_MS): Promise<boolean> {
  const started = Date.now();
  let last = cpuMs(pid);
  while (last !== null && Date.now() - started < maxMs) {
    await new Promise((r) => setTimeout(r, SETTLE_STEP_MS));
    const now = cpuMs(pid);
    if (now === null || now - last < SETTLE_STEP_MS * SETTLE_SHARE) return true;
    last = now;
  }
  return last === null;
}
const SETTLE_MAX_MS = 60_000;

export async function spawnServer(script: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "vay-bench-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  // Said, not hidden: a load measured while the start-up work still runs is not the steady state.
  if (child.pid !== undefined && !(await settled(child.pid)))
    process.stderr.write(`${script}: still busy ${SETTLE_MAX_MS / 1000} s after it answered; measuring anyway\n`);
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A bounded load from this process to a server on loopback. */
export async function load(url: string, seconds = 5, connections = 32): Promise<LoadResult> {
  const result = await autocannon({ url, duration: seconds, connections });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
