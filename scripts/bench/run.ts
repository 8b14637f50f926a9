/**
 * npm run bench: builds the SPA (`npm run build`: vite, then the precompressed copies), measures
 * what the home page downloads and how fast the API answers beside a bare Hono hello-world in the
 * same run, prints every figure beside its goal (issue 16) and writes BENCHMARKS.md.
 * Figures, not assertions: targets are read here, never timed in tests.
 *
 * BENCH_SECONDS (default 5) sets each HTTP load; BENCH_FUNNELS (default 500) the concurrent
 * funnels. PostgreSQL runs need BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL on loopback;
 * the bench creates a database and drops it).
 */
import { execSync } from "node:child_process";
import { cpus } from "node:os";
import { homeBundleSize } from "./bundle-size";
import { cardBenchRows } from "./cards";
import { compressionRows } from "./compression";
import { faceDecisionBenchRows } from "./face-decision";
import { funnelBenchRows, THINK_MS } from "./funnel-rows";
import { type LoadResult, load, spawnServer } from "./http-load";
import { partnerDeliveryBenchRows } from "./partner-delivery";
import { type GoalRow, goalTable, writeReport } from "./report";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const FUNNELS = Number(process.env.BENCH_FUNNELS ?? 500);
const HEALTH_GOAL = 0.8;

const best = (results: LoadResult[]) => results.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));

async function measure(script: string, path: string): Promise<LoadResult> {
  const server = await spawnServer(script);
  try {
    await load(`${server.url}${path}`, 1); // warm-up
    return await load(`${server.url}${path}`, SECONDS);
  } finally {
    await server.stop();
  }
}

function print(title: string, header: readonly string[], rows: readonly string[][]) {
  console.log(`\n${title}\n${header.join(" | ")}\n${rows.map((r) => r.join(" | ")).join("\n")}`);
}

async function main() {
  const started = Date.now();
  execSync("npm run build --silent", { stdio: "inherit" });
  const bundle = homeBundleSize();

  // Side by side, twice each, alternating: the best of each, so a neighbour's burst on a shared
  // machine does not decide the ratio.
  const hellos: LoadResult[] = [];
  const healths: LoadResult[] = [];
  for (let round = 0; round < 2; round++) {
    hellos.push(await measure("scripts/bench/hello-server.ts", "/api/health"));
    healths.push(await measure("server/main.ts", "/api/health"));
  }
  const hello = best(hellos);
  const health = best(healths);
  const healthRatio = health.requestsPerSecond / Math.max(1, hello.requestsPerSecond);

  const ours = await spawnServer("server/main.ts");
  const compression = await compressionRows(ours.url).finally(() => ours.stop());

  const goals: GoalRow[] = [
    ...compression,
    {
      measure: "GET /api/health beside a bare Hono hello-world",
      goal: `≥ ${HEALTH_GOAL}`,
      value: healthRatio.toFixed(2),
      detail: `${health.requestsPerSecond} vs ${hello.requestsPerSecond} req/s; p99 ${health.p99} vs ${hello.p99} ms; errors ${health.errors + health.non2xx}`,
      met: healthRatio >= HEALTH_GOAL,
    },
  ];
  const cards = await cardBenchRows(hello, SECONDS);
  goals.push(...cards.goals);
  goals.push(...(await funnelBenchRows(FUNNELS)));

  const table = goalTable(goals);
  writeReport(
    "Performance (issue 16)",
    table.rows,
    `${cpus().length} cores, Node ${process.version}; autocannon 32 connections, ${SECONDS} s each, browser Accept-Encoding on the card list; funnels: visitors pause ${THINK_MS[0] / 1000}–${THINK_MS[1] / 1000} s before each call (the bot check solved beforehand)`,
    table.header,
  );
  print("Performance (issue 16)", table.header, table.rows);

  const rows: string[][] = [
    ["Home route initial JS (gzip)", kb(bundle.jsGzip), `${bundle.jsFiles.length} files, ${kb(bundle.jsRaw)} raw`],
    ["Home route initial CSS (gzip)", kb(bundle.cssGzip), `${bundle.cssFiles.length} files, ${kb(bundle.cssRaw)} raw`],
    ...cards.info,
  ];
  rows.push(...(await faceDecisionBenchRows()));
  rows.push(...(await partnerDeliveryBenchRows()));
  writeReport("Foundation", rows, `${cpus().length} cores, Node ${process.version}`);
  print("Foundation", ["Measure", "Value", "Detail"], rows);
  console.log(`\nnpm run bench took ${Math.round((Date.now() - started) / 1000)} s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
