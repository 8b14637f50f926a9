import { benchFunnels, type FunnelBenchResult, funnelServerEnv, pgLeadCounter, startPartnerSim } from "./funnel";
import { JOURNEY_CALLS } from "./funnel-journey";
import { spawnServer } from "./http-load";
import { throwAwayDatabase } from "./pg-database";
import type { GoalRow } from "./report";

/** Goals of issue 16 item 6: p99 of every funnel call, by database. */
const P99_GOAL_MS = { pglite: 1000, postgres: 250 } as const;

/**
 * A visitor's pause before each call (ms): typing a phone number, reading the SMS, answering a
 * question. People take longer; without any pause the run measures a queue, not a funnel (500
 * calls always in flight: each waits for the 499 before it).
 */
export const THINK_MS: readonly [number, number] = (() => {
  // BENCH_THINK_MS="min,max" overrides it (short runs while developing).
  const [min, max] = (process.env.BENCH_THINK_MS ?? "").split(",").map(Number);
  return min !== undefined && max !== undefined && max > 0 ? [min, max] : [2000, 8000];
})();

/**
 * Visitors arrive over this long (ms): 500 visitors within 30 s, each funnel lasting about a
 * minute, so all of them are in the funnel at once (docs/decisions/016-funnel-load.md).
 */
export const RAMP_MS = Number(process.env.BENCH_RAMP_MS ?? 30_000);

type Kind = keyof typeof P99_GOAL_MS;

async function run(
  kind: Kind,
  funnels: number,
  thinkMs?: readonly [number, number],
): Promise<FunnelBenchResult | null> {
  const database = kind === "postgres" ? await throwAwayDatabase("bench_funnel") : null;
  if (kind === "postgres" && !database) return null;
  const partners = await startPartnerSim();
  const server = await spawnServer("server/main.ts", {
    ...funnelServerEnv(funnels),
    PARTNER_SIM_URL: partners.url,
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  try {
    return await benchFunnels(server.url, {
      funnels,
      ...(thinkMs ? { thinkMs, rampMs: RAMP_MS } : {}),
      ...(database ? { countLeads: pgLeadCounter(database.url) } : {}),
    });
  } finally {
    await server.stop();
    partners.stop();
    await database?.drop();
  }
}

function rowsOf(kind: Kind, funnels: number, result: FunnelBenchResult, paced: boolean): GoalRow[] {
  const name = kind === "pglite" ? "PGlite" : "PostgreSQL";
  const pacing = paced
    ? `, arriving over ${RAMP_MS / 1000} s, pausing ${THINK_MS[0] / 1000}–${THINK_MS[1] / 1000} s before each call`
    : ", no pause";
  const clean = result.completed === funnels && result.errors === 0 && result.lostLeads === 0;
  const rows: GoalRow[] = [
    {
      measure: `${funnels} concurrent complete funnels (${name}${pacing})`,
      goal: paced ? `${funnels} completed, 0 errors, 0 lost leads` : "",
      value: `${result.completed} completed, ${result.errors} errors, ${result.lostLeads} lost leads`,
      detail: `wall ${result.wallMs} ms, ${result.funnelsPerSecond} funnels/s${result.sampleErrors.length ? `; e.g. ${result.sampleErrors[0]}` : ""}`,
      met: paced ? clean : null,
    },
  ];
  for (const call of JOURNEY_CALLS) {
    const stats = result.perCall[call];
    rows.push({
      measure: `  ${name} ${funnels} funnels${paced ? "" : " (no pause)"}: ${call} p99`,
      goal: paced ? `≤ ${P99_GOAL_MS[kind]} ms` : "",
      value: `${stats.p99} ms`,
      detail: `p50 ${stats.p50} ms, ${stats.count} calls`,
      met: paced ? stats.count > 0 && stats.p99 <= P99_GOAL_MS[kind] : null,
    });
  }
  return rows;
}

/**
 * Concurrent complete funnels against a fresh server, on PGlite and on a throw-away PostgreSQL
 * database (BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped without one), as goal rows. Also one
 * run of `unpaced` funnels without any pause, the figure earlier benchmarks printed.
 */
export async function funnelBenchRows(funnels = 500, unpaced = 50): Promise<GoalRow[]> {
  const rows: GoalRow[] = [];
  for (const kind of ["pglite", "postgres"] as const) {
    const result = await run(kind, funnels, THINK_MS);
    if (!result) {
      rows.push({
        measure: `${funnels} concurrent complete funnels (PostgreSQL)`,
        goal: `p99 ≤ ${P99_GOAL_MS.postgres} ms`,
        value: "not run",
        detail: "set BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL; a database is created and dropped)",
        met: false,
      });
      continue;
    }
    rows.push(...rowsOf(kind, funnels, result, true));
  }
  if (unpaced > 0) {
    const result = await run("pglite", unpaced);
    if (result) rows.push(...rowsOf("pglite", unpaced, result, false));
  }
  return rows;
}
