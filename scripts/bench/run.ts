/**
 * npm run bench: builds the SPA, measures what the home page downloads and how fast the API
 * answers beside a bare Hono hello-world in the same run, and writes BENCHMARKS.md.
 * Figures, not assertions: targets are read here, never timed in tests.
 */
import { execSync } from "node:child_process";
import { cpus } from "node:os";
import { homeBundleSize } from "./bundle-size";
import { cardBenchRows } from "./cards";
import { faceDecisionBenchRows } from "./face-decision";
import { funnelBenchRows } from "./funnel-rows";
import { load, spawnServer } from "./http-load";
import { writeReport } from "./report";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  execSync("npx vite build --logLevel error", { stdio: "inherit" });
  const bundle = homeBundleSize();

  const baseline = await spawnServer("scripts/bench/hello-server.ts");
  const helloResult = await load(`${baseline.url}/api/health`);
  await baseline.stop();

  const ours = await spawnServer("server/main.ts");
  const healthResult = await load(`${ours.url}/api/health`);
  await ours.stop();

  const rows: string[][] = [
    ["Home route initial JS (gzip)", kb(bundle.jsGzip), `${bundle.jsFiles.length} files, ${kb(bundle.jsRaw)} raw`],
    ["Home route initial CSS (gzip)", kb(bundle.cssGzip), `${bundle.cssFiles.length} files, ${kb(bundle.cssRaw)} raw`],
    [
      "GET /api/health req/s",
      String(healthResult.requestsPerSecond),
      `p50 ${healthResult.p50} ms, p99 ${healthResult.p99} ms, errors ${healthResult.errors + healthResult.non2xx}`,
    ],
    [
      "Bare Hono hello-world req/s (baseline)",
      String(helloResult.requestsPerSecond),
      `p50 ${helloResult.p50} ms, p99 ${helloResult.p99} ms`,
    ],
    [
      "Health / baseline ratio",
      (healthResult.requestsPerSecond / Math.max(1, helloResult.requestsPerSecond)).toFixed(2),
      "1.00 would be as fast as a bare hello-world",
    ],
  ];
  rows.push(...(await cardBenchRows(helloResult)));
  rows.push(...(await funnelBenchRows()));
  rows.push(...(await faceDecisionBenchRows()));
  writeReport(
    "Foundation",
    rows,
    `${cpus().length} cores, Node ${process.version}, autocannon 32 connections, 5 s each`,
  );
  console.log(rows.map((r) => r.join(" | ")).join("\n"));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
