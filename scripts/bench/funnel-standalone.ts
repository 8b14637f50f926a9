import { pathToFileURL } from "node:url";
import { benchFunnels, funnelServerEnv, pgLeadCounter } from "./funnel";
import { spawnServer } from "./http-load";
import { throwAwayDatabase } from "./pg-database";

/**
 * `npx tsx scripts/bench/funnel-standalone.ts [N] [thinkMinMs] [thinkMaxMs]`: starts the server
 * (PGlite, or a throw-away PostgreSQL database when TEST_DATABASE_URL or BENCH_DATABASE_URL is
 * set, so lost leads are counted in the database), runs N concurrent funnels and prints the result
 * as JSON. BENCH_SERVER_NODE_OPTIONS=--cpu-prof profiles the server (written when it stops).
 */
export async function runStandalone(funnels: number, thinkMs?: readonly [number, number]): Promise<void> {
  const database = await throwAwayDatabase("bench_funnel");
  const server = await spawnServer("server/main.ts", {
    ...funnelServerEnv(funnels),
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
  });
  try {
    const result = await benchFunnels(server.url, {
      funnels,
      ...(thinkMs ? { thinkMs } : {}),
      ...(database ? { countLeads: pgLeadCounter(database.url) } : {}),
    });
    console.log(JSON.stringify({ database: database ? "postgres" : "pglite", ...result }, null, 2));
  } finally {
    await server.stop();
    await database?.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [n = "20", min, max] = process.argv.slice(2);
  await runStandalone(Number(n), min && max ? [Number(min), Number(max)] : undefined);
}
