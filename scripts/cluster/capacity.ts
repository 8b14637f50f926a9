/**
 * Capacity figures for docs/operations.md (issue 32, item 8): one instance on a fresh PostgreSQL
 * database, its own metrics read before and after (process_cpu_seconds_total and
 * db_query_duration_seconds_count): CPU time and statements per complete funnel and per card-list
 * read. Run: npx tsx scripts/cluster/capacity.ts (CAPACITY_FUNNELS, default 60).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { DEPENDENTS_OPTIONS, HOUSING_OPTIONS, INCOME_OPTIONS, MARITAL_OPTIONS } from "../../src/domain/options";
import { freePort } from "../../tests/e2e/support/server";
import { startPartnerSim } from "../bench/funnel";
import { runJourney, type Send } from "../bench/funnel-journey";
import { Instance } from "./instances";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FUNNELS = Number(process.env.CAPACITY_FUNNELS ?? 60);
const READS = 600;
const adminUrl =
  process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

async function scrape(url: string): Promise<{ cpu: number; statements: number }> {
  const text = await (await fetch(url)).text();
  const value = (pattern: RegExp) => [...text.matchAll(pattern)].reduce((sum, match) => sum + Number(match[1] ?? 0), 0);
  return {
    cpu: value(/^process_cpu_seconds_total (\S+)$/gm),
    statements: value(/^db_query_duration_seconds_count\{[^}]*\} (\S+)$/gm),
  };
}

const send =
  (base: string, ip: string): Send =>
  (path, init) =>
    fetch(`${base}${path}`, {
      method: init.method,
      headers: {
        "x-forwarded-for": ip,
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });

async function main(): Promise<void> {
  const name = `capacity_${randomBytes(5).toString("hex")}`;
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  await admin(`CREATE DATABASE ${name}`);
  const sim = await startPartnerSim();
  const metricsPort = await freePort();
  const instance = new Instance("instance", await freePort(), {
    NODE_ENV: "development",
    DATABASE_URL: dbUrl.toString(),
    TRUSTED_PROXIES: "127.0.0.1,::1",
    SMS_GLOBAL_PER_HOUR: String(FUNNELS * 4),
    PARTNER_SIM_URL: sim.url,
    METRICS_PORT: String(metricsPort),
    EKYC_WORKERS: "1",
    LOG_LEVEL: "warn",
  });
  const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
  try {
    await instance.start();
    // The reservoir of temporary passwords is hashed at start: wait until the CPU settles.
    for (let last = (await scrape(metrics)).cpu; ; ) {
      await sleep(3000);
      const now = (await scrape(metrics)).cpu;
      if (now - last < 0.15) break;
      last = now;
    }
    const run = 10 + Math.floor(Math.random() * 89);
    const visitor = (i: number) => ({
      phone: `096${run}${String(i).padStart(5, "0")}`,
      nationalId: `0011${String(70 + (i % 30))}${run}${String(i).padStart(4, "0")}`,
      name: "Nguyễn Văn Thử",
      income: INCOME_OPTIONS[i % 4] ?? INCOME_OPTIONS[0],
      housing: HOUSING_OPTIONS[(i + 1) % 4] ?? HOUSING_OPTIONS[0],
      marital: MARITAL_OPTIONS[(i + 2) % 3] ?? MARITAL_OPTIONS[0],
      dependents: DEPENDENTS_OPTIONS[(i + 3) % 5] ?? DEPENDENTS_OPTIONS[0],
      amount: 10_000_000,
      term: 12,
    });
    const ip = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.9`;
    const before = await scrape(metrics);
    let next = 0;
    let failed = 0;
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < FUNNELS) {
          const i = next++;
          await runJourney(send(instance.url, ip(i)), visitor(i)).catch(() => {
            failed += 1;
          });
        }
      }),
    );
    const funnelWall = Date.now() - started;
    const mid = await scrape(metrics);
    for (let i = 0; i < READS; i++) {
      const res = await send(instance.url, ip(9000 + (i % 50)))("/api/v1/card/get-list", { method: "POST", json: {} });
      await res.text();
    }
    const after = await scrape(metrics);
    const ok = FUNNELS - failed;
    console.log(`funnels ${ok} ok, ${failed} failed, in ${funnelWall} ms (4 at a time)`);
    console.log(
      `per funnel: CPU ${(((mid.cpu - before.cpu) / ok) * 1000).toFixed(1)} ms of the instance, statements ${((mid.statements - before.statements) / ok).toFixed(1)} (Kysely statements, the partner delivery of the leads delivered by then included; pg-boss's own queries not counted)`,
    );
    console.log(
      `per card-list read: CPU ${(((after.cpu - mid.cpu) / READS) * 1000).toFixed(2)} ms, statements ${((after.statements - mid.statements) / READS).toFixed(2)}`,
    );
  } finally {
    await instance.kill();
    sim.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  }
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
