/**
 * npm run test:cluster (issue 32; outside npm test): 3 instances on a fresh PostgreSQL database
 * behind an unprivileged nginx (the plain-http variant of deploy/nginx.conf), the partner
 * simulator, 300 complete funnels (bot check solved here, OTP read from the dev outbox), sign-ins
 * and card-list reads through nginx while one instance is SIGKILLed and started again, then a
 * rolling SIGTERM restart of all 3 under load. Prints lost, duplicated and failed counts and the
 * restart timings; exits 1 when a check fails.
 * Env: CLUSTER_DATABASE_URL (default TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres),
 * CLUSTER_FUNNELS (300), CLUSTER_CONCURRENCY (6).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { DEPENDENTS_OPTIONS, HOUSING_OPTIONS, INCOME_OPTIONS, MARITAL_OPTIONS } from "../../src/domain/options";
import { freePort } from "../../tests/e2e/support/server";
import { startPartnerSim } from "../bench/funnel";
import { runJourney, type Send, solveCaptcha, type Visitor } from "../bench/funnel-journey";
import { Instance } from "./instances";
import { startNginx } from "./nginx";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FUNNELS = Number(process.env.CLUSTER_FUNNELS ?? 300);
const CONCURRENCY = Number(process.env.CLUSTER_CONCURRENCY ?? 6);
const SMS_PER_PHONE = 3;
const adminUrl =
  process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Calls a visitor sent again after nginx's 502 (a call in flight on the SIGKILLed instance). */
let visitorRetries = 0;

/**
 * Sends through `base` as a visitor at `ip` (as a CDN hop in front of nginx would: the instances trust nginx, on loopback, and nginx passes the header on).
 * On a 502 (the call reached an instance that died under it: nginx does not resend a POST,
 * decision 020) the visitor presses again once, as the site's error message asks.
 */
const sender =
  (base: string, ip: string): Send =>
  async (path, init) => {
    const once = () => plainSend(base, ip)(path, init);
    const res = await once();
    if (res.status !== 502) return res;
    visitorRetries += 1;
    await res.text();
    return once();
  };

const plainSend =
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
      signal: AbortSignal.timeout(30_000),
    });

const run = 10 + Math.floor(Math.random() * 89);
function visitorFor(index: number): Visitor {
  const pick = <T>(list: readonly T[], salt: number): T => list[(index + salt) % list.length] as T;
  return {
    phone: `097${String(run).padStart(2, "0")}${String(index).padStart(5, "0")}`,
    nationalId: `0010${String(70 + (index % 30)).padStart(2, "0")}${String(run).padStart(2, "0")}${String(index).padStart(4, "0")}`,
    name: "Nguyễn Văn Thử",
    income: pick(INCOME_OPTIONS, 0),
    housing: pick(HOUSING_OPTIONS, 1),
    marital: pick(MARITAL_OPTIONS, 2),
    dependents: pick(DEPENDENTS_OPTIONS, 3),
    amount: 10_000_000,
    term: 12,
  };
}
const ipOf = (index: number) => `10.${(index >> 8) & 255}.${index & 255}.${1 + (index % 250)}`;

interface Tally {
  funnelsOk: number;
  funnelsFailed: number;
  signInsOk: number;
  signInsFailed: number;
  readsOk: number;
  readsFailed: number;
  errors: string[];
}
const newTally = (): Tally => ({
  funnelsOk: 0,
  funnelsFailed: 0,
  signInsOk: 0,
  signInsFailed: 0,
  readsOk: 0,
  readsFailed: 0,
  errors: [],
});
const note = (tally: Tally, error: unknown) => {
  if (tally.errors.length < 10) tally.errors.push(error instanceof Error ? error.message : String(error));
};

async function main(): Promise<void> {
  const name = `cluster_${randomBytes(5).toString("hex")}`;
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${name}`;
  await admin(`CREATE DATABASE ${name}`);
  const sim = await startPartnerSim();
  const ports = [await freePort(), await freePort(), await freePort()];
  const env = {
    NODE_ENV: "development",
    DATABASE_URL: dbUrl.toString(),
    TRUSTED_PROXIES: "127.0.0.1,::1",
    SMS_GLOBAL_PER_HOUR: String(FUNNELS * 4),
    SMS_PER_PHONE_PER_HOUR: String(SMS_PER_PHONE),
    // The same secrets on every instance (sessions, OTP hashes, bot-check challenges, ticket tokens).
    TOKEN_SECRET: randomBytes(24).toString("hex"),
    OTP_HASH_KEY: randomBytes(24).toString("hex"),
    CAPTCHA_HMAC_KEY: randomBytes(24).toString("hex"),
    PARTNER_SIM_URL: sim.url,
    SHUTDOWN_DRAIN_MS: "1000",
    SHUTDOWN_TIMEOUT_MS: "15000",
    EKYC_WORKERS: "1",
    LOG_LEVEL: "warn",
    // As deploy/vay.env.example: 3 × (25 + 4 for pg-boss) stays under max_connections 100.
    DB_POOL_SIZE: "25",
  };
  const instances = ports.map((port, i) => new Instance(`instance ${i + 1}`, port, env));
  const nginxDir = mkdtempSync(join(tmpdir(), "cluster-nginx-"));
  const nginxPort = await freePort();
  let nginx: ReturnType<typeof startNginx> | null = null;
  const checks: string[] = [];
  const timings: string[] = [];
  try {
    // The first instance migrates the fresh database; the others start beside it.
    timings.push(`start ${instances[0]?.name}: ${await instances[0]?.start()} ms (migrations)`);
    const rest = await Promise.all(instances.slice(1).map((instance) => instance.start()));
    for (const [i, ms] of rest.entries()) timings.push(`start ${instances[i + 1]?.name}: ${ms} ms`);
    nginx = startNginx(nginxDir, nginxPort, ports);
    const base = `http://127.0.0.1:${nginxPort}`;
    for (let i = 0; i < 100; i++) {
      if ((await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
      await sleep(100);
    }

    const runStarted = Date.now();
    const acked: string[] = [];
    const accounts: { user: string; password: string }[] = [];
    let next = 0;
    let done = 0;
    const funnel = async (index: number, tally: Tally) => {
      const send = sender(base, ipOf(index));
      try {
        const result = await runJourney(send, visitorFor(index));
        acked.push(result.ticketCode);
        tally.funnelsOk += 1;
        if (result.userName && result.password) {
          accounts.push({ user: result.userName, password: result.password });
          const login = await send("/api/auth/login", {
            method: "POST",
            json: { username: result.userName, password: result.password },
          });
          const body = (await login.json()) as { code: number };
          if (body.code === 200) tally.signInsOk += 1;
          else {
            tally.signInsFailed += 1;
            note(tally, `sign-in: HTTP ${login.status} code ${body.code}`);
          }
        }
      } catch (error) {
        tally.funnelsFailed += 1;
        note(tally, error);
      }
    };
    const phase = async (until: number, tally: Tally, during: () => Promise<void>) => {
      let reading = true;
      const reader = async () => {
        let i = 0;
        while (reading) {
          i += 1;
          try {
            const res = await sender(base, ipOf(5000 + (i % 200)))("/api/v1/card/get-list", {
              method: "POST",
              json: {},
            });
            await res.text();
            if (res.status === 200) tally.readsOk += 1;
            else {
              tally.readsFailed += 1;
              note(tally, `card list: HTTP ${res.status}`);
            }
          } catch (error) {
            tally.readsFailed += 1;
            note(tally, error);
          }
          await sleep(50);
        }
      };
      const readers = [reader(), reader()];
      const workers = Array.from({ length: CONCURRENCY }, async () => {
        while (next < until) {
          const index = next++;
          await funnel(index, tally);
          done += 1;
          if (done % 25 === 0)
            console.log(`  ${done} funnels done (${Math.round((Date.now() - runStarted) / 1000)} s)`);
        }
      });
      await Promise.all([...workers, during()]);
      reading = false;
      await Promise.all(readers);
    };
    const waitDone = async (count: number) => {
      while (done < count) await sleep(100);
    };

    // Phase 1: one instance SIGKILLed mid-load, started again.
    const half = Math.floor(FUNNELS / 2);
    const killed = newTally();
    const retriesBefore = visitorRetries;
    const phase1Started = Date.now();
    await phase(half, killed, async () => {
      await waitDone(Math.floor(half / 3));
      const victim = instances[1] as Instance;
      await victim.kill();
      timings.push(`SIGKILL ${victim.name} after ${done} funnels`);
      await sleep(2000);
      timings.push(`restart ${victim.name}: ready in ${await victim.start()} ms`);
    });
    timings.push(`phase 1 (${half} funnels, SIGKILL): ${Date.now() - phase1Started} ms`);

    const killRetries = visitorRetries - retriesBefore;
    // Phase 2: rolling SIGTERM restart of all 3 under load.
    const rolling = newTally();
    const phase2Started = Date.now();
    await phase(FUNNELS, rolling, async () => {
      await waitDone(half + 10);
      for (const instance of instances) {
        const stopped = await instance.stop();
        const ready = await instance.start();
        timings.push(
          `rolling ${instance.name}: SIGTERM to exit ${stopped.ms} ms (code ${stopped.code}), ready again in ${ready} ms`,
        );
        if (stopped.code !== 0) checks.push(`${instance.name} exited ${stopped.code} on SIGTERM`);
      }
    });
    timings.push(`phase 2 (${FUNNELS - half} funnels, rolling restart): ${Date.now() - phase2Started} ms`);
    const rollingRetries = visitorRetries - retriesBefore - killRetries;

    // Leads: every acknowledged save is in the database once, and reaches the partner once.
    const client = new pg.Client({ connectionString: dbUrl.toString() });
    await client.connect();
    const found = await client.query<{ ticket_code: string; n: number }>(
      "SELECT ticket_code, count(*)::int AS n FROM leads WHERE ticket_code = ANY($1::text[]) GROUP BY ticket_code",
      [acked],
    );
    const lost = acked.length - found.rows.length;
    const duplicated = found.rows.filter((row) => row.n > 1).length;
    let delivered = new Map<string, number>();
    const deliveryDeadline = Date.now() + 90_000;
    while (Date.now() < deliveryDeadline) {
      const control = (await (await fetch(`${sim.url}/control`)).json()) as {
        held: { kind: string; subject: string; attempts: number }[];
      };
      delivered = new Map();
      for (const item of control.held)
        if (item.kind === "lead") delivered.set(item.subject, (delivered.get(item.subject) ?? 0) + 1);
      const expected = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM leads WHERE ticket_code = ANY($1::text[]) AND outcome_partner_id IS NOT NULL",
        [acked],
      );
      if (delivered.size >= (expected.rows[0]?.n ?? 0)) break;
      await sleep(1000);
    }
    // A lead goes to a partner when its outcome named one (server/services/leads/save-lead.ts).
    const withPartner = (
      await client.query<{ ticket_code: string }>(
        "SELECT ticket_code FROM leads WHERE ticket_code = ANY($1::text[]) AND outcome_partner_id IS NOT NULL",
        [acked],
      )
    ).rows.map((row) => row.ticket_code);
    const undelivered = withPartner.filter((code) => !delivered.has(code)).length;
    const deliveredTwice = [...delivered.values()].filter((n) => n > 1).length;
    const sentRows = await client.query<{ status: string; n: number }>(
      "SELECT status, count(*)::int AS n FROM partner_deliveries WHERE kind = 'lead' GROUP BY status",
    );

    // A session made on one instance is valid on the others.
    const account = accounts[0];
    let sessionOk = 0;
    if (account) {
      const login = await fetch(`${instances[0]?.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.250.0.1" },
        body: JSON.stringify({ username: account.user, password: account.password }),
      });
      const cookie =
        login.headers
          .getSetCookie()
          .find((line) => line.startsWith("__Host-session="))
          ?.split(";")[0] ?? "";
      for (const instance of instances) {
        const me = await fetch(`${instance.url}/api/me/data`, { headers: { cookie, "x-forwarded-for": "10.250.0.1" } });
        const body = (await me.json()) as { code: number };
        if (me.status === 200 && body.code === 200) sessionOk += 1;
      }
    }

    // Per-phone SMS limit across instances: SMS_PER_PHONE sends accepted, then refused, wherever sent.
    const phone = `097${String(run).padStart(2, "0")}99999`;
    const smsAnswers: number[] = [];
    for (let i = 0; i < SMS_PER_PHONE + 2; i++) {
      const instance = instances[i % 3] as Instance;
      const send = sender(instance.url, ipOf(7000 + i * 256));
      const captchaResponse = await solveCaptcha(send);
      const res = await send("/api/loan/ticket/apply", {
        method: "POST",
        json: { amount: 10_000_000, inMonths: 12, mobile: phone, email: "", agreeChecked: true, captchaResponse },
      });
      smsAnswers.push(res.status === 200 ? ((await res.json()) as { code: number }).code : res.status);
    }
    const smsAccepted = smsAnswers.filter((code) => code === 200).length;

    // A card change made through one instance's database is served by every instance within 2 s.
    const list = (await (
      await fetch(`${instances[0]?.url}/api/v1/card/get-list`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      })
    ).json()) as unknown;
    const firstCard = JSON.stringify(list).match(/\{"id":(\d+),"name":"([^"]+)"/);
    let cardMs = -1;
    if (firstCard) {
      const newName = `${firstCard[2]} ${run}`;
      await client.query("UPDATE cards SET name = $1 WHERE id = $2", [newName, Number(firstCard[1])]);
      const changed = Date.now();
      const seen = new Set<number>();
      while (seen.size < 3 && Date.now() - changed < 10_000) {
        await Promise.all(
          instances.map(async (instance, i) => {
            if (seen.has(i)) return;
            const text = await (
              await fetch(`${instance.url}/api/v1/card/get-list`, {
                method: "POST",
                headers: { "content-type": "application/json" },
                body: "{}",
              })
            ).text();
            if (text.includes(JSON.stringify(newName))) seen.add(i);
          }),
        );
        if (seen.size < 3) await sleep(100);
      }
      cardMs = seen.size === 3 ? Date.now() - changed : -1;
    }
    await client.end();

    const failed = killed.funnelsFailed + rolling.funnelsFailed;
    console.log("\n== npm run test:cluster ==");
    console.log(`instances 3 (ports ${ports.join(", ")}), nginx on ${nginxPort}, database ${name}`);
    for (const line of timings) console.log(`  ${line}`);
    for (const [label, tally] of [
      ["SIGKILL phase", killed],
      ["rolling restart phase", rolling],
    ] as const) {
      console.log(
        `${label}: funnels ok ${tally.funnelsOk} failed ${tally.funnelsFailed}; sign-ins ok ${tally.signInsOk} failed ${tally.signInsFailed}; card-list reads ok ${tally.readsOk} failed ${tally.readsFailed}`,
      );
      for (const error of tally.errors) console.log(`    ${error}`);
    }
    console.log(
      `calls a visitor had to send again after nginx's 502: SIGKILL phase ${killRetries}, rolling restart phase ${rollingRetries}`,
    );
    console.log(`acknowledged leads ${acked.length}: lost ${lost}, duplicated ${duplicated}`);
    console.log(
      `partner deliveries: leads with a partner ${withPartner.length} (without ${acked.length - withPartner.length}), delivered ${delivered.size}, undelivered ${undelivered}, delivered twice ${deliveredTwice} (rows ${sentRows.rows.map((r) => `${r.status} ${r.n}`).join(", ")})`,
    );
    console.log(
      `failed: funnels ${failed}, sign-ins ${killed.signInsFailed + rolling.signInsFailed}, reads ${killed.readsFailed + rolling.readsFailed}`,
    );
    console.log(`session made on instance 1 valid on ${sessionOk} of 3 instances`);
    console.log(
      `per-phone SMS limit ${SMS_PER_PHONE} across instances: answers ${smsAnswers.join(", ")} (accepted ${smsAccepted})`,
    );
    console.log(`card change served by all 3 instances after ${cardMs} ms`);

    if (lost !== 0) checks.push(`${lost} acknowledged leads lost`);
    if (duplicated !== 0) checks.push(`${duplicated} leads duplicated`);
    if (undelivered !== 0 || deliveredTwice !== 0) checks.push("partner delivery not exactly once");
    if (rolling.funnelsFailed + rolling.signInsFailed + rolling.readsFailed !== 0)
      checks.push("failed requests during the rolling restart");
    if (killed.funnelsFailed + killed.signInsFailed + killed.readsFailed !== 0)
      checks.push("failed requests around the SIGKILL");
    if (sessionOk !== 3) checks.push("session not valid on every instance");
    if (smsAccepted !== SMS_PER_PHONE) checks.push("per-phone SMS limit not counted across instances");
    if (cardMs < 0 || cardMs > 2000) checks.push("card change not served by every instance within 2 s");
  } finally {
    nginx?.kill("SIGTERM");
    for (const instance of instances) await instance.kill().catch(() => {});
    sim.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  }
  if (checks.length > 0) {
    console.log(`FAILED: ${checks.join("; ")}`);
    process.exit(1);
  }
  console.log("all checks passed");
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
