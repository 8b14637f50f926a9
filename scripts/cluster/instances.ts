import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One server instance (node --import tsx server/main.ts) of the cluster test, on its own port. */
export class Instance {
  child: ChildProcess | null = null;
  output = "";
  readonly dataDir = mkdtempSync(join(tmpdir(), "cluster-instance-"));
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the instance and waits for GET /api/health/ready: the milliseconds it took. */
  async start(): Promise<number> {
    const started = Date.now();
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: "127.0.0.1", DATA_DIR: this.dataDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    // Generous: on a loaded 2-core machine a start (migrations checked, eKYC worker loaded) took 12–18 s,
    // and more than 120 s once at a load average of 24.
    const deadline = Date.now() + 300_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${this.name} exited at start:\n${this.output}`);
      const ready = await fetch(`${this.url}/api/health/ready`).catch(() => null);
      if (ready?.status === 200) return Date.now() - started;
      if (Date.now() > deadline) throw new Error(`${this.name} not ready in time:\n${this.output}`);
      await sleep(100);
    }
  }

  private exited(): Promise<number | null> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child?.exitCode ?? null);
    return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  }

  /** SIGKILL, as a crash or the OOM killer would. */
  async kill(): Promise<void> {
    const exit = this.exited();
    this.child?.kill("SIGKILL");
    await exit;
  }

  /** SIGTERM and wait for the exit: its code and the milliseconds it took. */
  async stop(): Promise<{ code: number | null; ms: number }> {
    const started = Date.now();
    const exit = this.exited();
    this.child?.kill("SIGTERM");
    const code = await exit;
    return { code, ms: Date.now() - started };
  }
}
