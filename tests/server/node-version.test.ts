import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MIN_NODE_MAJOR, nodeVersionRefusal } from "../../server/node-version";

/**
 * Issue 30: on Node 20 every image job failed (the workers load .ts files) while /api/health said
 * 200. The server refuses to start below the supported Node (package.json engines) with one line.
 */
describe("the supported Node", () => {
  it("is the one package.json's engines names", () => {
    const engines = (JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } }).engines;
    expect(engines.node).toBe(`>=${MIN_NODE_MAJOR}`);
  });

  it.each(["v24.0.0", "v24.21.0", "v25.1.0", "24.3.1", "v100.0.0"])("accepts %s", (version) => {
    expect(nodeVersionRefusal(version)).toBeNull();
  });

  it.each(["v20.20.2", "v22.12.0", "v23.11.1", "v8.0.0", "", "vNext"])("refuses %s with one line", (version) => {
    expect(nodeVersionRefusal(version)).toBe(
      `Unsupported Node.js ${version}: this server needs Node.js ${MIN_NODE_MAJOR} or newer (package.json engines)`,
    );
  });

  // The system Node of this machine is 20; the project runs on the node devDependency (24).
  const oldNode = "/usr/bin/node";
  const oldVersion = existsSync(oldNode) ? execFileSync(oldNode, ["--version"]).toString().trim() : "";
  it.skipIf(!oldVersion || nodeVersionRefusal(oldVersion) === null)(
    `stops server/main.ts under ${oldNode} (${oldVersion}) before it starts`,
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), "old-node-"));
      let status: number | null = 0;
      let stderr = "";
      try {
        execFileSync(oldNode, ["--import", "tsx", "server/main.ts"], {
          env: { ...process.env, NODE_ENV: "test", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir },
          stdio: "pipe",
          timeout: 60_000,
        });
      } catch (error) {
        const failed = error as { status: number | null; stderr: Buffer };
        status = failed.status;
        stderr = failed.stderr.toString();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
      expect(status).toBe(1);
      expect(stderr.trim()).toBe(nodeVersionRefusal(oldVersion));
    },
    70_000,
  );
});
