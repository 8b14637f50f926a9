import { pathToFileURL } from "node:url";
import { benchFunnels, funnelServerEnv, pgLeadCounter, startPartnerSim } from "./funnel";
import { RAMP_MS } from "./funnel-rows";
import { spawnServer } from "./http-load";
import { throwAwayDatabase } from "./pg-database";

/**
 * `npx tsx scripts/bench/funnel-standalone.ts [N] [thinkMinMs] [thinkMaxMs]`: starts the server
 * (PGlite, or with BENCH_DB=postgres a throw-away PostgreSQL database, see pg-database.ts, where
 * lost leads are counted), runs N concurrent funnels (arriving over BENCH_RAMP_MS when paced) and
 * prints the result as JSON. BENCH_SERVER_NODE_OPTIONS=--cpu-prof profiles the server (written when it stops).
 */
export async function runStandalone(funnels: number, thinkMs?: readonly [number, number]): Promise<void> {
  const database = process.env.BENCH_DB === "postgres" ? await throwAwayDatabase("bench_funnel") : null;
  if (process.env.BENCH_DB === "postgres" && !database) throw new Error("no PostgreSQL to bench against");
  const partners = await startPartnerSim();
  const server = await spawnServer("server/main.ts", {
    ...funnelServerEnv(funnels),
    PARTNER_SIM_URL: partners.url,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
  });
  try {
    const result = await benchFunnels(server.url, {
      funnels,
      ...(thinkMs ? { thinkMs, rampMs: RAMP_MS } : {}),
      ...(database ? { countLeads: pgLeadCounter(database.url) } : {}),
    });
    console.log(JSON.stringify({ database: database ? "postgres" : "pglite", ...result }, null, 2));
  } finally {
    await server.stop();
    partners.stop();
    await database?.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [n = "20", min, max] = process.argv.slice(2);
  await runStandalone(Number(n), min && max ? [Number(min), Number(max)] : undefined);
}
