/**
 * Partner delivery through the queue (issue 17): N leads recorded at once on an in-memory PGlite,
 * delivered by one worker to the partner simulator (its own process, loopback). Figures: leads
 * delivered per second and the p99 of delivery latency (recorded → the partner's answer stored).
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/connect";
import { migrate } from "../../server/db/migrate";
import { createLogger } from "../../server/log";
import { recordDelivery } from "../../server/services/partners/deliveries";
import { sampleEndpoints } from "../../server/services/partners/partners-config";
import { startPartnerQueue } from "../../server/services/partners/queue";
import { runSeeds } from "../../server/services/seed/run-seeds";

const LEADS = Number(process.env.BENCH_PARTNER_LEADS ?? 300);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startSim(port: number): Promise<() => void> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "scripts/partner-sim/main.ts", "--port", String(port), "--callback-delay-ms", "600000"],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 200; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) return () => child.kill("SIGKILL");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("partner simulator did not start");
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function partnerDeliveryBenchRows(): Promise<string[][]> {
  const port = await freePort();
  const stopSim = await startSim(port);
  const database = await openDatabase({ url: null, dataDir: null });
  try {
    await migrate(database);
    await runSeeds(database, { production: false });
    const base = loadConfig({ NODE_ENV: "test", STATIC_DIR: "./__no_static__" });
    const config = {
      ...base,
      partners: { ...base.partners, endpoints: sampleEndpoints(`http://127.0.0.1:${port}`), pollSeconds: 1 },
    };
    const db = database.db;
    const now = new Date();
    const codes = Array.from({ length: LEADS }, (_, i) => `LNBENCH${String(i).padStart(6, "0")}`);
    await db
      .insertInto("loan_tickets")
      .values(
        codes.map((code, i) => ({
          code,
          phone: `09${String(i).padStart(8, "0")}`,
          amount: 30_000_000,
          term: 18,
          created_at: now,
        })),
      )
      .execute();
    await db
      .insertInto("leads")
      .values(
        codes.map((code, i) => ({
          ticket_code: code,
          full_name: "Nguyễn Văn An",
          national_id: "001091123456",
          phone: `09${String(i).padStart(8, "0")}`,
          birth_year: 1991,
          gender: "Nam",
          address: "",
          city: "",
          job: "",
          email: "",
          income: 10_000_000,
          income_type: 0,
          loan_amount: 30_000_000,
          loan_term: 18,
          company: "",
          company_address: "",
          source_url: "",
          click_id: null,
          ip: null,
          district: "",
          ward: "",
          page_code: "bench",
          status: 1,
          score: 80,
          is_confirmed: "confirmed",
          pub_id: null,
          attribution_partner_id: null,
          utm_source: null,
          utm_campaign: null,
          utm_content: null,
          utm_term: null,
          utm_medium: null,
          sub1: null,
          sub2: null,
          sub3: null,
          sub4: null,
          sub5: null,
          outcome_partner_id: 1,
          outcome_partner_name: null,
          scorecard_version: "bench",
          score_points: JSON.stringify([]),
          created_at: now,
        })),
      )
      .execute();
    const queue = await startPartnerQueue({
      database,
      config,
      clock: { now: () => new Date() },
      log: createLogger("error", () => {}),
    });
    const started = Date.now();
    for (const code of codes) {
      const id = await recordDelivery(db, { kind: "lead", subjectCode: code, partnerId: 1, now: new Date() });
      if (id !== null) await queue.enqueue(id);
    }
    const deadline = Date.now() + 300_000;
    let done = 0;
    while (Date.now() < deadline) {
      const row = await db
        .selectFrom("partner_deliveries")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("status", "=", "sent")
        .executeTakeFirstOrThrow();
      done = Number(row.n);
      if (done >= LEADS) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const elapsed = (Date.now() - started) / 1000;
    await queue.stop();
    const rows = await db
      .selectFrom("partner_deliveries")
      .select(["created_at", "sent_at"])
      .where("status", "=", "sent")
      .execute();
    const latencies = rows
      .map((r) => new Date(r.sent_at as Date).getTime() - new Date(r.created_at).getTime())
      .sort((a, b) => a - b);
    return [
      [
        "Partner delivery through the queue (PGlite, 1 worker)",
        `${(done / elapsed).toFixed(1)} leads/s`,
        `${done}/${LEADS} leads delivered in ${elapsed.toFixed(1)} s to the simulator`,
      ],
      [
        "Partner delivery latency p99 (recorded → partner's answer stored)",
        `${percentile(latencies, 99)} ms`,
        `p50 ${percentile(latencies, 50)} ms, max ${latencies.at(-1) ?? 0} ms`,
      ],
    ];
  } finally {
    stopSim();
    await database.close();
  }
}

// npx tsx scripts/bench/partner-delivery.ts: this figure alone.
if (process.argv[1]?.endsWith("partner-delivery.ts")) {
  partnerDeliveryBenchRows().then(
    (rows) => {
      for (const row of rows) console.log(row.join(" | "));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
