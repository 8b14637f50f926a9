import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { answer, applyBody, solveCaptcha } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 14 item 2: X-Forwarded-For is written by the client. With TRUST_PROXY_HOPS=0 it must not
 * change the address a limit counts; with N hops only the Nth entry from the right counts, and a
 * value that is not an address falls back to the socket. In-process requests carry their socket
 * address as x-test-ip (server/http/client-ip.ts); one test goes through a real socket.
 */
/** Calls go to an unknown /api path (404): the general tier counts every /api call. */
const LIMIT = 3;
const rateLimits = { ...loadConfig({ NODE_ENV: "test" }).rateLimits, apiPerIpPerMinute: LIMIT };

async function statuses(t: TestApp, forwarded: string[], socket = "192.0.2.10"): Promise<number[]> {
  const out: number[] = [];
  for (const xff of forwarded) {
    const res = await t.request("/api/khong-co", { ip: socket, headers: { "x-forwarded-for": xff } });
    out.push(res.status);
  }
  return out;
}

describe.each(testDatabaseKinds())("client address on %s", (kind) => {
  const apps: TestApp[] = [];
  const app = async (hops: number) => {
    const t = await createTestApp(kind, { trustProxyHops: hops, rateLimits });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it("ignores X-Forwarded-For at 0 hops: a fresh spoofed address per call still hits the socket's limit", async () => {
    const t = await app(0);
    const spoofed = Array.from({ length: LIMIT + 2 }, (_, i) => `203.0.113.${i + 1}`);
    expect(await statuses(t, spoofed)).toEqual([404, 404, 404, 429, 429]);
  });

  it("takes the rightmost entry at 1 hop, whatever the client wrote to its left", async () => {
    const t = await app(1);
    // The client changes the leftmost entry every time; the proxy appended the same real address.
    const sameClient = Array.from({ length: LIMIT + 1 }, (_, i) => `10.${i}.0.1, 198.51.100.7`);
    expect(await statuses(t, sameClient)).toEqual([404, 404, 404, 429]);
    // Another real client behind the same proxy (same socket) has a count of its own.
    expect(await statuses(t, ["198.51.100.8"])).toEqual([404]);
  });

  it("takes the second entry from the right at 2 hops", async () => {
    const t = await app(2);
    const forwarded = Array.from({ length: LIMIT + 1 }, (_, i) => `1.1.1.${i}, 198.51.100.20, 10.0.0.${i + 1}`);
    expect(await statuses(t, forwarded)).toEqual([404, 404, 404, 429]);
  });

  it("falls back to the socket address for garbage or a header too short", async () => {
    const t = await app(2);
    const garbage = ["not-an-ip", "198.51.100.30", "<script>, 10.0.0.1", "", "999.1.1.1, 10.0.0.1"];
    // Every one of these counts against the socket 192.0.2.10: the fourth call is refused.
    expect(await statuses(t, garbage)).toEqual([404, 404, 404, 429, 429]);
  });

  it("stores the same address with the loan ticket and its consent", async () => {
    const t = await app(1);
    const res = await t.request("/api/loan/ticket/apply", {
      method: "POST",
      json: applyBody(await solveCaptcha(t)),
      ip: "192.0.2.1",
      headers: { "x-forwarded-for": "10.9.9.9, 192.0.2.99" },
    });
    const applied = await answer<{ ticketCode: string }>(res);
    expect(applied.code).toBe(200);
    const db = t.database.db;
    const code = applied.data.ticketCode;
    const consent = await db
      .selectFrom("consents")
      .select("ip")
      .where("ticket_code", "=", code)
      .executeTakeFirstOrThrow();
    const ticket = await db.selectFrom("loan_tickets").select("ip").where("code", "=", code).executeTakeFirstOrThrow();
    expect(consent.ip).toBe("192.0.2.99");
    expect(ticket.ip).toBe("192.0.2.99");
  });
});

describe("client address over a real socket", () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp("pglite", { trustProxyHops: 0, rateLimits });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it("counts the socket peer, not the spoofed header nor x-test-ip", async () => {
    const out: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      const headers = { "x-forwarded-for": `203.0.113.${i}`, "x-test-ip": `203.0.114.${i}` };
      out.push((await fetch(`${base}/api/khong-co`, { headers })).status);
    }
    expect(out).toEqual([404, 404, 404, 429]);
  });
});
