import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { createLogger } from "../../server/log";
import { createHttpSender } from "../../server/services/sms/http-sender";
import { SmsDeliveryError } from "../../server/services/sms/sms-sender";
import { vi as catalogue } from "../../src/i18n/t";
import { answer, apply, applyBody, solveCaptcha } from "./support/otp-flow";
import { staffApiToken } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

interface Received {
  authorization: string | undefined;
  body: { brand: string; phone: string; text: string };
}

/** A stand-in SMS gateway on a free local port: records what it gets, answers `status`. */
async function fakeGateway() {
  const received: Received[] = [];
  let status: 200 | 500 = 200;
  const app = new Hono();
  app.post("/sms", async (c) => {
    received.push({ authorization: c.req.header("authorization"), body: await c.req.json() });
    return c.json({ ok: status === 200 }, status);
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    received,
    fail: () => {
      status = 500;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds())("SMS delivery on %s", (kind) => {
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  let outbox: TestApp;
  let http: TestApp;
  beforeAll(async () => {
    gateway = await fakeGateway();
    outbox = await createTestApp(kind);
    http = await createTestApp(kind, {
      smsDelivery: "http",
      smsHttp: { url: gateway.url, key: "gateway-key-123", brand: "VAYTIEUDUNG" },
    });
  });
  afterAll(async () => {
    await outbox.close();
    await http.close();
    await gateway.close();
  });

  it("outbox: keeps every message and serves a phone's messages newest first", async () => {
    const first = await apply(outbox, { mobile: "0912000001" });
    outbox.clock.advance(10_000);
    await outbox.request(`/api/loan/ticket/${first.data.ticketCode}/resentotp`, {
      method: "POST",
      json: { ticketCode: first.data.ticketCode, transactionId: first.data.transactionId },
    });
    await apply(outbox, { mobile: "0912000002" });
    const res = await outbox.request("/api/dev/outbox?phone=0912000001");
    expect(res.status).toBe(200);
    const { code, data } = await answer<{ phone: string; text: string; otp: string; createdAt: string }[]>(res);
    expect(code).toBe(200);
    expect(data).toHaveLength(2);
    expect(data.every((m) => m.phone === "0912000001" && m.text.includes(m.otp))).toBe(true);
    expect(Date.parse(data[0]?.createdAt ?? "")).toBeGreaterThan(Date.parse(data[1]?.createdAt ?? ""));
    expect((await outbox.request("/api/dev/outbox?phone=abc")).status).toBe(400);
  });

  it("http: posts the message to the gateway with its key and brand; the outbox route does not exist", async () => {
    const applied = await apply(http, { mobile: "0912000003" });
    expect(applied.code).toBe(200);
    const last = gateway.received.at(-1);
    expect(last?.authorization).toBe("Bearer gateway-key-123");
    expect(last?.body).toMatchObject({ brand: "VAYTIEUDUNG", phone: "0912000003" });
    expect(last?.body.text).toMatch(/Ma xac thuc OTP cua ban la \d{6}, co hieu luc trong 5 phut/);
    expect((await http.request("/api/dev/outbox?phone=0912000003")).status).toBe(404);
    expect(await http.database.db.selectFrom("sms_outbox").select("id").execute()).toEqual([]);
  });

  it("http: a gateway failure answers 503 with a Vietnamese message, and logs no phone", async () => {
    gateway.fail();
    const res = await http.request("/api/loan/ticket/apply", {
      method: "POST",
      json: applyBody(await solveCaptcha(http), { mobile: "0912000004" }),
    });
    expect(res.status).toBe(503);
    expect(await answer(res)).toEqual({ code: 503, data: null, message: catalogue.sms_send_failed });
    expect(http.logLines.join("\n")).not.toContain("0912000004");
  });

  it("outbox in production: the route answers only an operator's staff API token", async () => {
    const production = { ...outbox.deps.config, nodeEnv: "production" as const };
    const guarded = createApp({ ...outbox.deps, config: production });
    expect((await guarded.request("/api/dev/outbox?phone=0912000001")).status).toBe(401);
    const { token } = await staffApiToken(outbox, "operator");
    const res = await guarded.request("/api/dev/outbox?phone=0912000001", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
  });

  it("http sender: an unreachable gateway is a delivery error", async () => {
    const sender = createHttpSender(
      { url: "http://127.0.0.1:9/sms", key: "k", brand: "B", timeoutMs: 2000 },
      createLogger("error", () => {}),
    );
    await expect(sender.send({ phone: "0912000005", text: "x", otp: null })).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});
