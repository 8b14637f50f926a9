import { type ServerType, serve } from "@hono/node-server";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleEndpoints } from "../../server/services/partners/partners-config";
import { type PartnerQueue, startPartnerQueue } from "../../server/services/partners/queue";
import { SCORE_STEP } from "../../src/contract/funnel";
import { ALL_ANSWERS, createTicket, leadRecord, post, score, scoreRequest } from "./support/funnel-fixtures";
import { eventually, freePort, type SimProcess, startSimulator } from "./support/partner-sim";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const ID = "001091123456";
const SAVE = "/api/callback/loan/save-hub-log";

/**
 * Leads reach the partner simulator (a real separate process) through the pg-boss queue, exactly
 * once, and wait while it is down; the simulator's signed callbacks move the lead's status.
 */
describe.each(testDatabaseKinds())("partner delivery on %s", (kind) => {
  let t: TestApp;
  let http: ServerType;
  let sim: SimProcess;
  let simPort: number;
  let callbackOrigin: string;
  let queue: PartnerQueue;

  beforeAll(async () => {
    simPort = await freePort();
    const appPort = await freePort();
    callbackOrigin = `http://127.0.0.1:${appPort}`;
    t = await createTestApp(kind);
    t.clock.set(new Date());
    const partners = {
      ...t.deps.config.partners,
      endpoints: sampleEndpoints(`http://127.0.0.1:${simPort}`),
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 1,
      pollSeconds: 1,
      sweepSeconds: 1,
      superviseSeconds: 1,
      timeoutMs: 2_000,
    };
    t.deps.config = { ...t.deps.config, partners };
    http = serve({ fetch: t.app.fetch, port: appPort, hostname: "127.0.0.1" });
    sim = await startSimulator({ callbackOrigin, port: simPort, args: ["--callback-delay-ms", "50"] });
    queue = await startPartnerQueue({
      database: t.database,
      config: t.deps.config,
      clock: { now: () => new Date() },
      log: t.deps.log,
    });
    t.deps.partnerQueue = queue;
  }, 60_000);

  afterAll(async () => {
    await queue?.stop();
    await sim?.stop();
    // pg-boss keeps its tables in a schema beside the test's own: drop it too.
    const native = t?.database.native;
    if (native?.kind === "postgres" && native.schema) {
      const client = new pg.Client({ connectionString: native.url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${native.schema}_pgboss CASCADE`);
      await client.end();
    }
    await new Promise((resolve) => http?.close(resolve));
    await t?.close();
  }, 30_000);

  async function saveLead(amount = 30_000_000): Promise<string> {
    const ticket = await createTicket(t, { amount, term: 18 });
    expect((await score(t, ticket, scoreRequest(ID, ALL_ANSWERS, SCORE_STEP.final))).code).toBe(200);
    const res = await post(t, SAVE, leadRecord(ticket, ID, { loanAmount: amount, loanTerm: 18 }), ticket.token);
    expect(res.status).toBe(200);
    return ticket.code;
  }
  const statusOf = async (code: string) =>
    (
      await t.database.db
        .selectFrom("partner_deliveries")
        .selectAll()
        .where("subject_code", "=", code)
        .executeTakeFirstOrThrow()
    ).status;

  it("a funnel lead reaches the partner exactly once and its status follows the partner's callbacks", async () => {
    const code = await saveLead();
    const held = await eventually(
      () => sim.held(),
      (items) => items.some((item) => item.subject === code),
    );
    const mine = held.filter((item) => item.subject === code);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ key: `lead-${code}`, kind: "lead", partnerId: 1, attempts: 1 });
    // Score at least 58 and 30,000,000 VND: the simulator's rules approve it.
    expect(
      await eventually(
        () => statusOf(code),
        (s) => s === "approved",
      ),
    ).toBe("approved");
  }, 30_000);

  it("with the partner down the lead waits in the queue and arrives once when it comes back", async () => {
    await sim.stop();
    const code = await saveLead();
    await eventually(
      () =>
        t.database.db
          .selectFrom("partner_deliveries")
          .selectAll()
          .where("subject_code", "=", code)
          .executeTakeFirstOrThrow(),
      (row) => row.attempts >= 2 && row.last_error !== null,
    );
    expect(await statusOf(code)).toBe("queued");
    sim = await startSimulator({ callbackOrigin, port: simPort, args: ["--callback-delay-ms", "50"] });
    const held = await eventually(
      () => sim.held(),
      (items) => items.some((item) => item.subject === code),
    );
    expect(held.filter((item) => item.subject === code)).toEqual([
      expect.objectContaining({ key: `lead-${code}`, attempts: 1 }),
    ]);
    expect(
      await eventually(
        () => statusOf(code),
        (s) => s === "approved",
      ),
    ).toBe("approved");
  }, 40_000);

  it("a lead above the partner's amount rule is declined by the partner", async () => {
    const code = await saveLead(80_000_000);
    expect(
      await eventually(
        () => statusOf(code),
        (s) => s === "declined",
      ),
    ).toBe("declined");
  }, 30_000);
});
