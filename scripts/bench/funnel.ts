import { spawn } from "node:child_process";
import pg from "pg";
import { BLACKLIST_FIXTURES } from "../../server/db/seed/funnel";
import { DEPENDENTS_OPTIONS, HOUSING_OPTIONS, INCOME_OPTIONS, MARITAL_OPTIONS } from "../../src/domain/options";
import { freePort } from "../../tests/e2e/support/server";
import {
  JOURNEY_CALLS,
  type JourneyCall,
  JourneyError,
  runJourney,
  type Send,
  solveCaptcha,
  solveCaptchaNatively,
  type Visitor,
} from "./funnel-journey";

/**
 * N concurrent complete lead funnels against a started server (see funnel-journey.ts for the
 * calls). Start the server with TRUSTED_PROXIES=127.0.0.1,::1 (the bench stands for the proxy: each
 * funnel sends its own X-Forwarded-For, as real visitors come from different addresses) and an SMS_GLOBAL_PER_HOUR above N; otherwise
 * the per-IP and global SMS limits refuse funnels, and they count as errors.
 *
 *   const result = await benchFunnels("http://127.0.0.1:3000", { funnels: 50 });
 *
 * The bot checks are fetched and solved one after the other before the funnels start (their
 * "captcha" timings are of the challenge call alone); the funnels then run concurrently.
 *
 * A lost lead is a funnel whose phone was verified but whose lead is not stored at the end:
 * checked in the database when `countLeads` is given (pgLeadCounter(url) for PostgreSQL),
 * otherwise judged from the answers (a verified funnel whose save did not answer 200).
 */

export interface FunnelBenchOptions {
  funnels: number;
  /** Funnels in flight at once (default: all of them). */
  concurrency?: number;
  /**
   * A visitor's pause before each call, drawn uniformly from [min, max] ms (default none: each
   * call right after the previous answer). Funnels also start spread over the first max ms.
   */
  thinkMs?: readonly [number, number];
  /**
   * Visitors arrive over this long (ms), each at a uniformly random moment (default: thinkMs's
   * max). With funnels lasting longer than the ramp, every funnel is in flight at once at its end.
   */
  rampMs?: number;
  /**
   * Each visitor solves its bot check when it arrives, with the native solver (solveCaptchaNatively),
   * as a browser does, instead of all checks being solved with altcha-lib before the clock starts.
   * For runs longer than a challenge lives (10 minutes) or with thousands of visitors.
   */
  solveOnArrival?: boolean;
  /** How many of these ticket codes have a row in `leads`. */
  countLeads?: (ticketCodes: string[]) => Promise<number>;
}

export interface CallStats {
  count: number;
  p50: number;
  p99: number;
}

export interface FunnelBenchResult {
  funnels: number;
  completed: number;
  errors: number;
  /** By the call that failed; "network" when the request itself failed. */
  errorsByCall: Partial<Record<JourneyCall | "network", number>>;
  lostLeads: number;
  wallMs: number;
  funnelsPerSecond: number;
  perCall: Record<JourneyCall, CallStats>;
  /** The first few error messages, to tell what failed. */
  sampleErrors: string[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[rank] ?? 0) * 10) / 10;
}

function visitorFor(index: number, run: number): Visitor {
  const pick = <T>(list: readonly T[], salt: number): T => list[(index + salt) % list.length] as T;
  return {
    phone: `09${String(run % 100).padStart(2, "0")}${String(index).padStart(6, "0")}`,
    nationalId: `001${pick(["0", "1"], 0)}${String(70 + (index % 30)).padStart(2, "0")}${String(index).padStart(6, "0")}`,
    name: "Nguyễn Văn Thử",
    income: pick(INCOME_OPTIONS, 0),
    housing: pick(HOUSING_OPTIONS, 1),
    marital: pick(MARITAL_OPTIONS, 2),
    dependents: pick(DEPENDENTS_OPTIONS, 3),
    amount: 10_000_000,
    term: 12,
  };
}

/**
 * Each funnel comes from an address, and a network (/24), of its own, as visitors do (the server
 * must trust the bench's loopback address as its proxy, so X-Forwarded-For is the address).
 */
const ipOf = (index: number) => `10.${(index >> 8) & 255}.${index & 255}.${1 + (index % 250)}`;

/** A call unanswered after this long fails its funnel (the bench must end). */
const CALL_TIMEOUT_MS = 60_000;

/**
 * The environment of a server the funnel benchmark drives: the server as `npm start` runs it
 * (NODE_ENV=development), the bench on loopback trusted as its proxy, and an SMS ceiling above the funnels.
 *
 * spawnServer starts its servers as test servers (NODE_ENV=test), and a test server does not make
 * the reservoir of temporary passwords at start (server/main.ts, warmTemporaryCredentials; decision
 * 016): every final score then waited for an argon2id hash made on demand, one at a time. Under
 * CPU contention a hash takes 0.1–0.3 s instead of ~11 ms, the final scores queued behind one
 * another, and they were the whole tail of the score calls (p99 3–7 s at a load average of 3–4)
 * of a server configured unlike the one it stands for. spawnServer waits for the reservoir to be
 * made (the server's CPU settles) before the funnels start.
 */
export function funnelServerEnv(funnels: number): Record<string, string> {
  return {
    NODE_ENV: "development",
    TRUSTED_PROXIES: "127.0.0.1,::1",
    SMS_GLOBAL_PER_HOUR: String(Math.max(500, funnels * 2)),
  };
}

function sender(baseUrl: string, ip: string): Send {
  return (path, init) =>
    fetch(`${baseUrl}${path}`, {
      method: init.method,
      headers: {
        "x-forwarded-for": ip,
        ...(init.json === undefined ? {} : { "content-type": "application/json" }),
        ...init.headers,
      },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
      // Keeps the bench bounded: a call that takes longer counts as a failed funnel.
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
}

/**
 * A random run number (the phones' third and fourth digits) whose visitors include no phone or
 * national ID of the development blacklist fixtures: with run 11, visitors 201 and 202 had the
 * fixture phones 0911000201 and 0911000202, and their phone checks were refused (two errors).
 */
function runNumber(funnels: number): number {
  const phones = new Set<string>(BLACKLIST_FIXTURES.phones.map((row) => row.phone));
  const ids = new Set<string>(BLACKLIST_FIXTURES.nationalIds.map((row) => row.national_id));
  for (;;) {
    const run = Math.floor(Math.random() * 100);
    const visitors = Array.from({ length: funnels }, (_, index) => visitorFor(index, run));
    if (!visitors.some((visitor) => phones.has(visitor.phone) || ids.has(visitor.nationalId))) return run;
  }
}

export async function benchFunnels(baseUrl: string, options: FunnelBenchOptions): Promise<FunnelBenchResult> {
  const run = runNumber(options.funnels);
  const timings = new Map<JourneyCall, number[]>(JOURNEY_CALLS.map((call) => [call, []]));
  const errorsByCall: FunnelBenchResult["errorsByCall"] = {};
  const sampleErrors: string[] = [];
  const verifiedCodes: string[] = [];
  let completed = 0;
  let lostByAnswer = 0;
  let next = 0;

  // The bot checks are solved before the clock starts: proof of work is the browser's CPU, and
  // solving it here would stall this process's event loop and inflate every timing in flight.
  const captchas: (string | null)[] = [];
  for (let index = 0; index < (options.solveOnArrival ? 0 : options.funnels); index++) {
    captchas.push(
      await solveCaptcha(sender(baseUrl, ipOf(index)), (call, ms) => timings.get(call)?.push(ms)).catch(
        (error: unknown) => {
          errorsByCall.captcha = (errorsByCall.captcha ?? 0) + 1;
          if (sampleErrors.length < 5) sampleErrors.push(error instanceof Error ? error.message : String(error));
          return null;
        },
      ),
    );
  }

  const [thinkMin, thinkMax] = options.thinkMs ?? [0, 0];
  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const think = thinkMax > 0 ? () => pause(thinkMin + Math.random() * (thinkMax - thinkMin)) : undefined;
  const one = async (index: number) => {
    if (!options.solveOnArrival && !captchas[index]) return;
    const ramp = options.rampMs ?? thinkMax;
    if (ramp > 0) await pause(Math.random() * ramp);
    const verified = { ticketCode: null as string | null };
    try {
      const captcha =
        captchas[index] ??
        (await solveCaptchaNatively(sender(baseUrl, ipOf(index)), (call, ms) => timings.get(call)?.push(ms)));
      await runJourney(
        sender(baseUrl, ipOf(index)),
        visitorFor(index, run),
        (call, ms, data) => {
          timings.get(call)?.push(ms);
          if (call === "verifyotp" && typeof data.ticketCode === "string") {
            verified.ticketCode = data.ticketCode;
            verifiedCodes.push(data.ticketCode);
          }
        },
        captcha,
        think,
      );
      completed += 1;
    } catch (error) {
      const call = error instanceof JourneyError ? error.call : "network";
      errorsByCall[call] = (errorsByCall[call] ?? 0) + 1;
      if (verified.ticketCode !== null) lostByAnswer += 1;
      if (sampleErrors.length < 5) sampleErrors.push(error instanceof Error ? error.message : String(error));
    }
  };
  const worker = async () => {
    while (next < options.funnels) await one(next++);
  };

  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? options.funnels, options.funnels) }, worker));
  const wallMs = performance.now() - started;

  const lostLeads = options.countLeads
    ? verifiedCodes.length - (await options.countLeads(verifiedCodes))
    : lostByAnswer;
  const perCall = Object.fromEntries(
    JOURNEY_CALLS.map((call) => {
      const sorted = [...(timings.get(call) ?? [])].sort((a, b) => a - b);
      return [call, { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }];
    }),
  ) as Record<JourneyCall, CallStats>;
  const errors = Object.values(errorsByCall).reduce((a, b) => a + b, 0);
  return {
    funnels: options.funnels,
    completed,
    errors,
    errorsByCall,
    lostLeads,
    wallMs: Math.round(wallMs),
    funnelsPerSecond: Math.round((completed / (wallMs / 1000)) * 10) / 10,
    perCall,
    sampleErrors,
  };
}

/** countLeads for a server on PostgreSQL (the database URL the server was started with). */
export function pgLeadCounter(databaseUrl: string): (ticketCodes: string[]) => Promise<number> {
  return async (ticketCodes) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>(
        "SELECT count(*) AS n FROM leads WHERE ticket_code = ANY($1::text[])",
        [ticketCodes],
      );
      return Number(rows[0]?.n ?? 0);
    } finally {
      await client.end();
    }
  };
}

/**
 * The partner simulator (scripts/partner-sim) in a process of its own on a free loopback port, so
 * the leads the funnels save are delivered as in production (one delivery each), not retried
 * against a partner that is not there. Its callbacks are put off past the bench's end.
 */
export async function startPartnerSim(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/partner-sim/main.ts", "--port", String(port), "--callback-delay-ms", "3600000"],
    { stdio: "ignore" },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${url}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return { url, stop: () => child.kill("SIGTERM") };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("partner simulator did not start");
}
