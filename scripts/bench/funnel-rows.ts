import { benchFunnels } from "./funnel";
import { JOURNEY_CALLS } from "./funnel-journey";
import { spawnServer } from "./http-load";

/** Concurrent complete funnels against a fresh server on PGlite, as rows of BENCHMARKS.md. */
export async function funnelBenchRows(funnels = 50): Promise<string[][]> {
  const server = await spawnServer("server/main.ts", {
    TRUST_PROXY_HOPS: "1",
    SMS_GLOBAL_PER_HOUR: String(Math.max(500, funnels * 2)),
  });
  try {
    const result = await benchFunnels(server.url, { funnels });
    const perCall = JOURNEY_CALLS.map((call) => {
      const stats = result.perCall[call];
      return [`Funnel call ${call} p50 / p99`, `${stats.p50} / ${stats.p99} ms`, `${stats.count} calls`];
    });
    return [
      [
        `${funnels} concurrent complete funnels (PGlite)`,
        `${result.funnelsPerSecond} funnels/s`,
        `${result.completed} completed, ${result.errors} errors, ${result.lostLeads} lost leads, wall ${result.wallMs} ms`,
      ],
      ...perCall,
    ];
  } finally {
    await server.stop();
  }
}
