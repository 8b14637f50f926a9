import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PartnerAdapter } from "../../server/services/partners/adapter";
import { type PartnerQueue, startPartnerQueue } from "../../server/services/partners/queue";
import { SCORE_STEP } from "../../src/contract/funnel";
import type { PartnerLead } from "../../src/contract/partners";
import { ALL_ANSWERS, createTicket, leadRecord, post, score, scoreRequest } from "./support/funnel-fixtures";
import { eventually } from "./support/partner-sim";
import { createTestApp, type TestApp } from "./support/test-app";

const ID = "001091123456";
const SAVE = "/api/callback/loan/save-hub-log";
const LEADS = 24;

/**
 * Several server instances share one delivery queue on PostgreSQL (issue 17): three pg-boss
 * workers on the same database, each lead handed to the partner exactly once whichever takes it.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("several servers sharing one queue on PostgreSQL", () => {
  let t: TestApp;
  const queues: PartnerQueue[] = [];
  /** Every delivery the partner saw: idempotency key -> which instance delivered it, once per call. */
  const seen = new Map<string, string[]>();

  function countingAdapter(instance: string): PartnerAdapter {
    return {
      deliverLead: async (lead: PartnerLead) => {
        const calls = seen.get(lead.idempotencyKey) ?? [];
        calls.push(instance);
        seen.set(lead.idempotencyKey, calls);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return { ref: `REF-${lead.ticketCode}`, status: "received" as const, duplicate: calls.length > 1 };
      },
    } as unknown as PartnerAdapter;
  }

  beforeAll(async () => {
    t = await createTestApp("postgres");
    t.clock.set(new Date());
    const partners = { ...t.deps.config.partners, pollSeconds: 1, sweepSeconds: 3_600, superviseSeconds: 1 };
    t.deps.config = { ...t.deps.config, partners };
    for (const instance of ["a", "b", "c"]) {
      queues.push(
        await startPartnerQueue({
          database: t.database,
          config: t.deps.config,
          clock: { now: () => new Date() },
          log: t.deps.log,
          adapterFor: () => countingAdapter(instance),
        }),
      );
    }
  }, 60_000);

  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    const native = t?.database.native;
    if (native?.kind === "postgres" && native.schema) {
      const client = new pg.Client({ connectionString: native.url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${native.schema}_pgboss CASCADE`);
      await client.end();
    }
    await t?.close();
  }, 30_000);

  it("delivers each lead exactly once", async () => {
    const codes: string[] = [];
    for (let i = 0; i < LEADS; i += 1) {
      // Each lead enqueued by one of the instances, as the server that saved it would.
      t.deps.partnerQueue = queues[i % queues.length];
      const ticket = await createTicket(t, { amount: 30_000_000, term: 18 });
      expect((await score(t, ticket, scoreRequest(ID, ALL_ANSWERS, SCORE_STEP.final))).code).toBe(200);
      const res = await post(t, SAVE, leadRecord(ticket, ID, { loanAmount: 30_000_000, loanTerm: 18 }), ticket.token);
      expect(res.status).toBe(200);
      codes.push(ticket.code);
    }
    const rows = await eventually(
      () => t.database.db.selectFrom("partner_deliveries").select(["subject_code", "status"]).execute(),
      (all) => codes.every((code) => all.some((row) => row.subject_code === code && row.status === "sent")),
      40_000,
    );
    expect(rows.filter((row) => codes.includes(row.subject_code))).toHaveLength(LEADS);
    expect([...seen.keys()].sort()).toEqual(codes.map((code) => `lead-${code}`).sort());
    for (const [key, calls] of seen) expect({ key, calls: calls.length }).toEqual({ key, calls: 1 });
  }, 90_000);
});
