import { type ServerType, serve } from "@hono/node-server";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSimulator } from "../../scripts/partner-sim/server";
import { storeFile } from "../../server/services/loan-ticket/file-store";
import type { PartnerAdapter } from "../../server/services/partners/adapter";
import { listFailed, recordDelivery } from "../../server/services/partners/deliveries";
import { sampleEndpoints } from "../../server/services/partners/partners-config";
import { type PartnerQueue, startPartnerQueue } from "../../server/services/partners/queue";
import { type Caller, call, funnelCaller, newDraft } from "./support/loan-ticket-helpers";
import { eventually, freePort } from "./support/partner-sim";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Confirmed applications reach their partner (issue 17): the delivery is recorded with the
 * confirmation and its queue job created at once (not by the sweep); the partner gets the
 * application with its document links, asks for a SmartCA signature, and the customer signs; a job
 * that expires on its last try ends in the dead-letter list; several servers share one queue.
 */

async function dropBossSchema(t: TestApp | undefined): Promise<void> {
  const native = t?.database.native;
  if (native?.kind === "postgres" && native.schema) {
    const client = new pg.Client({ connectionString: native.url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${native.schema}_pgboss CASCADE`);
    await client.end();
  }
}

/** A draft turned into an application awaiting confirmation (its OTP verified). */
async function awaitingConfirmation(t: TestApp, caller: Caller, amount = 20_000_000): Promise<string> {
  const code = await newDraft(t, caller);
  await t.database.db
    .updateTable("loan_applications")
    .set({
      status: "contractPending",
      amount,
      term: 12,
      identity: JSON.stringify({ documentType: "cccd", idNumber: "001090012345", fullName: "Nguyễn Thị Hồng Nhung" }),
    })
    .where("code", "=", code)
    .execute();
  return code;
}

const deliveryOf = (t: TestApp, code: string) =>
  t.database.db.selectFrom("partner_deliveries").selectAll().where("subject_code", "=", code).executeTakeFirst();

describe.each(testDatabaseKinds())("applications reach their partner on %s", (kind) => {
  let t: TestApp;
  let http: ServerType;
  let partner: ServerType;
  let queue: PartnerQueue;
  let caller: Caller;
  let sim: ReturnType<typeof createSimulator>;

  beforeAll(async () => {
    const appPort = await freePort();
    const simPort = await freePort();
    t = await createTestApp(kind);
    t.clock.set(new Date());
    const origin = `http://127.0.0.1:${appPort}`;
    const partners = {
      ...t.deps.config.partners,
      endpoints: sampleEndpoints(`http://127.0.0.1:${simPort}`),
      retryDelaySeconds: 1,
      retryDelayMaxSeconds: 1,
      pollSeconds: 1,
      sweepSeconds: 3_600,
      superviseSeconds: 1,
      timeoutMs: 2_000,
    };
    t.deps.config = { ...t.deps.config, publicOrigin: origin, partners };
    http = serve({ fetch: t.app.fetch, port: appPort, hostname: "127.0.0.1" });
    sim = createSimulator({
      callbackOrigin: origin,
      mode: "normal",
      delayMs: 0,
      callbackDelayMs: 50,
      log: () => {},
    });
    partner = serve({ fetch: sim.app.fetch, port: simPort, hostname: "127.0.0.1" });
    caller = await funnelCaller(t);
  }, 60_000);

  afterAll(async () => {
    await queue?.stop();
    await new Promise((resolve) => partner?.close(resolve));
    await new Promise((resolve) => http?.close(resolve));
    await dropBossSchema(t);
    await t?.close();
  }, 30_000);

  it("records the delivery with the confirmation and creates its queue job at once", async () => {
    // An instance that only enqueues (no worker, no sweep): the job must come from the confirmation.
    queue = await startPartnerQueue({
      database: t.database,
      config: t.deps.config,
      clock: t.clock,
      log: t.deps.log,
      worker: false,
    });
    t.deps.partnerQueue = queue;
    const code = await awaitingConfirmation(t, caller);
    const confirmed = await call<{ loanCode: string }>(t, `/api/v1/ticket/${code}/confirm`, {
      caller,
      json: { email: "khachhang@example.com", agree: true },
    });
    expect(confirmed).toMatchObject({ status: 200, code: 200 });
    const row = await deliveryOf(t, code);
    expect(row).toMatchObject({ kind: "application", idempotency_key: `application-${code}`, status: "queued" });
    expect(row?.job_id).not.toBeNull();
    // A second confirmation is refused and records nothing more.
    await call(t, `/api/v1/ticket/${code}/confirm`, { caller, json: { email: "khachhang@example.com", agree: true } });
    const rows = await t.database.db
      .selectFrom("partner_deliveries")
      .select("id")
      .where("subject_code", "=", code)
      .execute();
    expect(rows).toHaveLength(1);
    await queue.stop();
  }, 30_000);

  it("delivers it with its document links, and the customer signs remotely once the partner asks (BIDV approval, SmartCA)", async () => {
    // The queue mints links on the real clock; the server checks them on the test's, set to now here.
    t.clock.set(new Date());
    queue = await startPartnerQueue({
      database: t.database,
      config: t.deps.config,
      clock: { now: () => new Date() },
      log: t.deps.log,
    });
    t.deps.partnerQueue = queue;
    const code = await awaitingConfirmation(t, caller);
    const pdf = new TextEncoder().encode("%PDF-1.4 hợp đồng mẫu");
    await storeFile(t.deps, { code, kind: "contract", bytes: pdf, mime: "application/pdf" });
    await t.request(`/api/v1/ticket/${code}/confirm`, {
      method: "POST",
      headers: caller.headers,
      json: { email: "khachhang@example.com", agree: true },
    });
    // At most 50,000,000 VND: the simulator approves it and asks for a SmartCA signature.
    const row = await eventually(
      () => deliveryOf(t, code),
      (r) => r?.status === "needs_signing",
    );
    expect(sim.held.get(`application-${code}`)).toMatchObject({ attempts: 1, kind: "application" });
    // The partner fetched the contract through its signed, short-lived link (GET {token}{id}).
    expect(
      await eventually(
        async () => sim.documents.get(code),
        (d) => d?.downloaded === 1,
      ),
    ).toEqual({ links: 1, downloaded: 1 });
    const approval = await call<{ status: string; ref: string }>(t, `/api/v1/ticket/getApproveBIDVTayHo/${code}`, {
      method: "POST",
      caller,
    });
    expect(approval.data).toEqual({ status: "needs_signing", ref: row?.partner_ref });
    const wrong = await call(t, `/api/smartCA/confirmBIDVTayHo/${code}`, {
      caller,
      json: { otp: "000000", transactionId: row?.partner_ref },
    });
    expect(wrong.data).toEqual({ status: "needs_signing" });
    const signed = await call(t, `/api/smartCA/confirmBIDVTayHo/${code}`, {
      caller,
      json: { otp: "246810", transactionId: row?.partner_ref },
    });
    expect(signed.data).toEqual({ status: "signed" });
    expect((await deliveryOf(t, code))?.status).toBe("signed");
    await queue.stop();
  }, 40_000);
});

describe.each(testDatabaseKinds())("a job that expires on its last try on %s", (kind) => {
  let t: TestApp;
  let queue: PartnerQueue;
  afterAll(async () => {
    await queue?.stop();
    await dropBossSchema(t);
    await t?.close();
  }, 30_000);

  it("ends in the dead-letter list, not queued", async () => {
    t = await createTestApp(kind);
    const partners = {
      ...t.deps.config.partners,
      retryLimit: 0,
      jobExpireSeconds: 1,
      pollSeconds: 1,
      superviseSeconds: 1,
      sweepSeconds: 3_600,
    };
    t.deps.config = { ...t.deps.config, partners };
    // A partner that never answers (a stuck call): pg-boss expires the job, with no try left.
    const stuck = new Promise<never>(() => {});
    const adapter = {
      deliverLead: () => stuck,
      deliverApplication: () => stuck,
    } as unknown as PartnerAdapter;
    queue = await startPartnerQueue({
      database: t.database,
      config: t.deps.config,
      clock: { now: () => new Date() },
      log: t.deps.log,
      adapterFor: () => adapter,
    });
    const caller = await funnelCaller(t);
    const code = await newDraft(t, caller);
    await t.database.db
      .updateTable("loan_applications")
      .set({ status: "submitted", loan_code: "VT251123000001", amount: 20_000_000, term: 12 })
      .set({
        identity: JSON.stringify({ documentType: "cccd", idNumber: "001090012345", fullName: "Nguyễn Thị Hồng Nhung" }),
      })
      .where("code", "=", code)
      .execute();
    const id = (await recordDelivery(t.database.db, {
      kind: "application",
      subjectCode: code,
      partnerId: 1,
      now: new Date(),
    })) as number;
    await queue.enqueue(id);
    const row = await eventually(
      () => deliveryOf(t, code),
      (r) => r?.status !== "queued",
      30_000,
    );
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.last_error).toMatch(/expired/);
    expect((await listFailed(t.database.db)).map((d) => d.id)).toContain(id);
  }, 45_000);
});
