import { benchFunnels } from "./funnel";
import { spawnServer } from "./http-load";

/** Concurrent complete funnels against a fresh server on PGlite, as rows of BENCHMARKS.md. */
export async function funnelBenchRows(funnels = 50): Promise<string[][]> {
  const server = await spawnServer("server/main.ts", {
    TRUST_PROXY: "true",
    SMS_GLOBAL_PER_HOUR: String(Math.max(500, funnels * 2)),
  });
  try {
    const result = await benchFunnels(server.url, { funnels });
    const { save, score, verifyotp } = result.perCall;
    return [
      [
        `${funnels} concurrent complete funnels (PGlite)`,
        `${result.funnelsPerSecond} funnels/s`,
        `${result.completed} completed, ${result.errors} errors, ${result.lostLeads} lost leads, wall ${result.wallMs} ms`,
      ],
      [
        "Funnel call latency p50 / p99",
        `save ${save.p50} / ${save.p99} ms`,
        `score ${score.p50} / ${score.p99} ms, verifyotp ${verifyotp.p50} / ${verifyotp.p99} ms`,
      ],
    ];
  } finally {
    await server.stop();
  }
}
