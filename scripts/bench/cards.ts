/**
 * The cards rows of `npm run bench`: POST /api/v1/card/get-list against a catalogue of 10 000
 * cards (p50/p99 and req/s beside the hello-world baseline), and the JS the card page adds.
 * Run from scripts/bench/run.ts after `vite build`.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { openDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";
import { importCatalogue } from "../../server/services/cards/import";
import { runSeeds } from "../../server/services/seed/run-seeds";
import type { CardImportInput } from "../../src/contract/cards-import";
import { homeBundleSize } from "./bundle-size";
import type { LoadResult } from "./http-load";
import { load, spawnServer } from "./http-load";
import type { GoalRow } from "./report";

const CATALOGUE_SIZE = 10_000;
const PROVINCE_CODES = [1, 31, 48, 79, 92, 2, 4, 6, 8, 10, 22, 38, 40, 56, 74, 75];

/** A deterministic pseudo-random sequence (mulberry32), so every run loads the same catalogue. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export function benchCatalogue(size = CATALOGUE_SIZE): CardImportInput[] {
  const next = random(2026);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: size }, (_, index) => {
    const id = index + 1;
    const types = ([1, 2, 3] as const).filter(() => next() < 0.45);
    const incomeMillions = pick([null, 3, 5, 8, 12, 20, 40]);
    return {
      id,
      name: `Thẻ thử tải ${id}`,
      cardIssuer: `Ngân hàng ${1 + (id % 40)}`,
      productImage: `the-thu-tai-${id}.svg`,
      maxAmount: pick([20, 50, 100, 200, 500, 1000]) * 1_000_000,
      annualFee: pick([0, 199, 499, 999, 1999]) * 1000,
      gifts: "Tặng 200.000 VND",
      annualFeeOffers: "Miễn phí năm đầu",
      features: [{ info: "Hoàn tiền 5%" }, { info: "Miễn lãi 45 ngày" }, { info: "Trả góp 0%" }],
      highlight: next() < 0.1,
      affiliateLink: `https://example.com/apply/${id}`,
      minIncomeConditions: incomeMillions === null ? null : incomeMillions * 1_000_000,
      minAge: pick([null, 18, 20, 22]),
      maxAge: pick([null, 55, 60, 65]),
      regions: next() < 0.7 ? [] : [pick(PROVINCE_CODES), pick(PROVINCE_CODES)],
      cardTypes: types,
      position: Math.floor(next() * 10_000),
      active: next() < 0.95,
    };
  });
}

/** A PGlite data directory holding the migrated, seeded database with the 10 000-card catalogue. */
export async function prepareDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "vay-bench-cards-"));
  const database = await openDatabase({ url: null, dataDir: `${dir}/pglite` });
  await migrate(database);
  await runSeeds(database, { production: false });
  const result = await importCatalogue(database.db, benchCatalogue(), { replace: true, now: new Date() });
  await database.close();
  if (!result.ok) throw new Error(result.errors.join("\n"));
  return dir;
}

/** What a browser sends: the list answers compressed when over 1 KB, as they are in use. */
const BROWSER_ENCODING = "gzip, deflate, br, zstd";

async function post(url: string, body: unknown, seconds: number): Promise<LoadResult> {
  const result = await autocannon({
    url,
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": BROWSER_ENCODING },
    body: JSON.stringify(body),
    duration: seconds,
    connections: 32,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The JS a visit to /the-tin-dung loads beyond the home bundle: its lazy chunk and the chunks it imports. */
export function cardPageJs(distDir = "dist"): { files: string[]; raw: number; gzip: number } {
  const assets = join(distDir, "assets");
  const entry = readdirSync(assets).find((file) => /^card-list-page-.*\.js$/.test(file));
  if (!entry) throw new Error("no card-list-page chunk in dist/assets: build first");
  const home = new Set(homeBundleSize(distDir).jsFiles.map((file) => file.replace(/^\/assets\//, "")));
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || home.has(file) || !existsSync(join(assets, file))) continue;
    seen.add(file);
    const code = readFileSync(join(assets, file), "utf8");
    for (const match of code.matchAll(/from\s*["']\.\/([^"']+\.js)["']/g)) queue.push(match[1]!);
  }
  const files = [...seen];
  const bytes = files.map((file) => readFileSync(join(assets, file)));
  return {
    files,
    raw: bytes.reduce((sum, b) => sum + b.length, 0),
    gzip: bytes.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Issue 16 item 5: every filter and sort at least half a bare Hono hello-world, p99 at most 20 ms. */
export const CARD_LIST_GOAL = { ratio: 0.5, p99Ms: 20 } as const;

/** The filters and sorts of the card list page, one load each. */
export const CARD_LIST_SCENARIOS: { name: string; body: Record<string, number> }[] = [
  { name: "no filter, default sort", body: { pageIndex: 1, pageSize: 6 } },
  { name: "sort by annual fee", body: { pageIndex: 1, pageSize: 6, sortFeatureBy: 2 } },
  { name: "sort by limit", body: { pageIndex: 1, pageSize: 6, sortFeatureBy: 3 } },
  { name: "card type", body: { pageIndex: 1, pageSize: 6, cardType: 2 } },
  { name: "region", body: { pageIndex: 1, pageSize: 6, areaType: 79 } },
  { name: "income", body: { pageIndex: 1, pageSize: 6, incomeCondition: 15_000_000 } },
  { name: "age", body: { pageIndex: 1, pageSize: 6, age: 30 } },
  {
    name: "every filter + sort by limit, page 3",
    body: {
      pageIndex: 3,
      pageSize: 6,
      incomeCondition: 15_000_000,
      age: 30,
      areaType: 79,
      cardType: 2,
      sortFeatureBy: 3,
    },
  },
  { name: "page 700 by annual fee", body: { pageIndex: 700, pageSize: 6, sortFeatureBy: 2 } },
];

/**
 * Rounds per scenario: the card call and the bare Hono hello-world take turns, and the best of each
 * is compared, so each row's baseline is measured beside it (a baseline measured minutes before, in
 * the health section, moved by a tenth on this shared machine).
 */
export const CARD_LIST_ROUNDS = 2;

const best = (results: LoadResult[]) => results.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));

/** The card page's JS row (no goal this round) and one goal row per card list scenario. */
export async function cardBenchRows(seconds = 5, distDir = "dist"): Promise<{ info: string[][]; goals: GoalRow[] }> {
  const js = existsSync(join(distDir, "assets")) ? cardPageJs(distDir) : null;
  const dir = await prepareDataDir();
  // One client address sends everything: lift the per-IP API limit (its bookkeeping stays in).
  const server = await spawnServer("server/main.ts", { DATA_DIR: dir, API_PER_IP_PER_MINUTE: "1000000000" });
  const hello = await spawnServer("scripts/bench/hello-server.ts");
  const url = `${server.url}/api/v1/card/get-list`;
  const helloUrl = `${hello.url}/api/health`;
  try {
    // The first call builds the in-memory index (10 000 rows read once); then a warm-up for the JIT.
    await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    await post(url, { pageIndex: 1, pageSize: 6 }, 2);
    await load(helloUrl, 1);
    const goals: GoalRow[] = [];
    for (const scenario of CARD_LIST_SCENARIOS) {
      const hellos: LoadResult[] = [];
      const calls: LoadResult[] = [];
      for (let round = 0; round < CARD_LIST_ROUNDS; round++) {
        hellos.push(await load(helloUrl, seconds));
        calls.push(await post(url, scenario.body, seconds));
      }
      const baseline = best(hellos);
      const r = best(calls);
      const ratio = r.requestsPerSecond / Math.max(1, baseline.requestsPerSecond);
      // The worst p99 and every error of the rounds, not only the best round's.
      const p99 = Math.max(...calls.map((call) => call.p99));
      const failed = calls.reduce((sum, call) => sum + call.errors + call.non2xx, 0);
      goals.push({
        measure: `get-list, 10 000 cards, ${scenario.name}`,
        goal: `≥ ${CARD_LIST_GOAL.ratio} of hello-world, p99 ≤ ${CARD_LIST_GOAL.p99Ms} ms`,
        value: `${ratio.toFixed(2)}, p99 ${p99} ms`,
        detail: `${r.requestsPerSecond} vs ${baseline.requestsPerSecond} req/s (hello-world beside it), p50 ${r.p50} ms, errors ${failed}`,
        met: ratio >= CARD_LIST_GOAL.ratio && p99 <= CARD_LIST_GOAL.p99Ms && failed === 0,
      });
    }
    return {
      info: js
        ? [["Card page JS beyond the home bundle (gzip)", kb(js.gzip), `${js.files.length} files, ${kb(js.raw)} raw`]]
        : [],
      goals,
    };
  } finally {
    await Promise.all([server.stop(), hello.stop()]);
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * `npx tsx scripts/bench/cards.ts [seconds]`: the card list rows alone, each beside a bare Hono
 * hello-world (no build; the card page JS row needs one).
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const seconds = Number(process.argv[2] ?? 5);
  const { goals } = await cardBenchRows(seconds, "__no_dist__");
  for (const row of goals) console.log(`${row.met ? "met" : "NOT"} | ${row.measure} | ${row.value} | ${row.detail}`);
}
