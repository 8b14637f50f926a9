import { type ServerType, serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordDelivery } from "../../server/services/partners/deliveries";
import { requestTarget, verifyRequest } from "../../server/services/partners/signing";
import { t as text } from "../../src/i18n/t";
import { type Caller, call, funnelCaller, newDraft } from "./support/loan-ticket-helpers";
import { freePort } from "./support/partner-sim";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const KEY = "partner-key-for-the-calls-test-0123456789";

/** A partner that checks our signature and answers by the rules of this test. */
function fakePartner(seen: string[]) {
  const app = new Hono();
  app.use("*", async (c, next) => {
    const body = c.req.method === "GET" ? "" : await c.req.raw.clone().text();
    const check = verifyRequest(
      KEY,
      {
        timestamp: c.req.header("x-partner-timestamp"),
        signature: c.req.header("x-partner-signature"),
        idempotencyKey: c.req.header("idempotency-key"),
        method: c.req.method,
        path: requestTarget(c.req.url),
        body,
      },
      new Date(),
    );
    if (!check.ok) return c.json({ message: "bad signature" }, 401);
    seen.push(`${c.req.method} ${c.req.path} ${body}`);
    await next();
  });
  app.get("/applications/:ref/status", (c) => c.json({ ref: c.req.param("ref"), status: "needs_signing" }));
  app.post("/applications/:ref/signature", async (c) => {
    const { otp } = (await c.req.json()) as { otp: string };
    return c.json({ ref: c.req.param("ref"), status: otp === "123456" ? "signed" : "needs_signing" });
  });
  return app;
}

describe.each(testDatabaseKinds())("BIDV Tây Hồ approval and SmartCA signing on %s", (kind) => {
  let t: TestApp;
  let partner: ServerType;
  let caller: Caller;
  const seen: string[] = [];

  beforeAll(async () => {
    const port = await freePort();
    partner = serve({ fetch: fakePartner(seen).fetch, port, hostname: "127.0.0.1" });
    t = await createTestApp(kind);
    t.clock.set(new Date());
    t.deps.config = {
      ...t.deps.config,
      partners: { ...t.deps.config.partners, endpoints: [{ id: 1, url: `http://127.0.0.1:${port}`, key: KEY }] },
    };
    caller = await funnelCaller(t);
  });
  afterAll(async () => {
    await new Promise((resolve) => partner.close(resolve));
    await t.close();
  });

  async function applicationWith(status: "queued" | "sent" | "needs_signing" | null): Promise<string> {
    const code = await newDraft(t, caller);
    if (status !== null) {
      const id = await recordDelivery(t.database.db, {
        kind: "application",
        subjectCode: code,
        partnerId: 1,
        now: t.clock.now(),
      });
      await t.database.db
        .updateTable("partner_deliveries")
        .set({ status, partner_ref: status === "queued" ? null : `BIDV-${code}` })
        .where("id", "=", id as number)
        .execute();
    }
    return code;
  }

  it("answers 401 without a caller and 404 for an application that is not the caller's", async () => {
    const code = await applicationWith(null);
    expect((await call(t, `/api/v1/ticket/getApproveBIDVTayHo/${code}`, { method: "POST" })).status).toBe(401);
    const other = await funnelCaller(t);
    const answer = await call(t, `/api/v1/ticket/getApproveBIDVTayHo/${code}`, { method: "POST", caller: other });
    expect(answer).toMatchObject({ status: 404, code: 404, message: text("ticket_not_found") });
  });

  it("answers no status before the application is handed to the partner, and the queued status while it waits", async () => {
    const none = await applicationWith(null);
    expect((await call(t, `/api/v1/ticket/getApproveBIDVTayHo/${none}`, { method: "POST", caller })).data).toEqual({
      status: null,
      ref: null,
    });
    const queued = await applicationWith("queued");
    expect((await call(t, `/api/v1/ticket/getApproveBIDVTayHo/${queued}`, { method: "POST", caller })).data).toEqual({
      status: "queued",
      ref: null,
    });
  });

  it("asks the partner (signed) once it holds the application and stores its answer", async () => {
    const code = await applicationWith("sent");
    const answer = await call(t, `/api/v1/ticket/getApproveBIDVTayHo/${code}`, { method: "POST", caller });
    expect(answer).toMatchObject({ status: 200, code: 200, data: { status: "needs_signing", ref: `BIDV-${code}` } });
    expect(seen).toContain(`GET /applications/BIDV-${code}/status `);
    const mine = await call<{ code: string; partnerStatus: string }[]>(t, "/api/v1/ticket/mine", { caller });
    expect(mine.data.find((row) => row.code === code)?.partnerStatus).toBe("needs_signing");
  });

  it("confirms the SmartCA signature with the customer's code, and refuses a bad body or an application not awaiting it", async () => {
    const code = await applicationWith("needs_signing");
    const bad = await call(t, `/api/smartCA/confirmBIDVTayHo/${code}`, {
      caller,
      json: { otp: "12", transactionId: "tx" },
    });
    expect(bad).toMatchObject({ status: 400, message: text("partner_sign_otp_invalid") });
    const signed = await call(t, `/api/smartCA/confirmBIDVTayHo/${code}`, {
      caller,
      json: { otp: "123456", transactionId: "tx-1" },
    });
    expect(signed).toMatchObject({ status: 200, code: 200, data: { status: "signed" } });
    expect(seen).toContain(`POST /applications/BIDV-${code}/signature {"otp":"123456","transactionId":"tx-1"}`);
    const again = await call(t, `/api/smartCA/confirmBIDVTayHo/${code}`, {
      caller,
      json: { otp: "123456", transactionId: "tx-2" },
    });
    expect(again).toMatchObject({ status: 409, message: text("partner_signing_not_ready") });
  });

  it("tells whether the product's partner service is available before the wizard starts", async () => {
    const up = await call(t, "/api/check/load/service", { json: { productId: 1 } });
    expect(up).toMatchObject({ status: 200, code: 200, data: { available: true } });
    const unknown = await call(t, "/api/check/load/service", { json: { productId: 999 } });
    expect(unknown).toMatchObject({ status: 404, message: text("product_not_found") });
    const bad = await call(t, "/api/check/load/service", { json: { productId: "x" } });
    expect(bad).toMatchObject({ status: 400, message: text("partner_product_invalid") });
    // Product 2 belongs to partner 2, which has no endpoint in this test's configuration.
    const down = await call(t, "/api/check/load/service", { json: { productId: 2 } });
    expect(down).toMatchObject({
      status: 200,
      data: { available: false },
      message: text("partner_service_unavailable"),
    });
  });
});
