import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { clientIpOf, isTrustedProxy } from "../../server/http/client-ip";
import { answer, applyBody, solveCaptcha } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 14 item 2 and issue 30: X-Forwarded-For is written by the client. It is read only when the
 * socket peer is one of our proxies (TRUSTED_PROXIES), walked from the right past our proxies'
 * addresses; a client reaching the port directly counts under its socket address whatever it
 * writes (issue 30: 372 SMS to distinct phones from one socket with TRUST_PROXY_HOPS=1). A value
 * that is not an address falls back to the socket. In-process requests carry their socket address
 * as x-test-ip (server/http/client-ip.ts); the last tests go through a real socket.
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
  const app = async (trustedProxies: string[]) => {
    const t = await createTestApp(kind, { trustedProxies, rateLimits });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it("ignores X-Forwarded-For without trusted proxies: a fresh spoofed address per call still hits the socket's limit", async () => {
    const t = await app([]);
    const spoofed = Array.from({ length: LIMIT + 2 }, (_, i) => `203.0.113.${i + 1}`);
    expect(await statuses(t, spoofed)).toEqual([404, 404, 404, 429, 429]);
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy (a client reaching the port directly)", async () => {
    const t = await app(["10.0.0.0/8", "127.0.0.1"]);
    const spoofed = Array.from({ length: LIMIT + 2 }, (_, i) => `203.0.113.${i + 1}`);
    // The socket 192.0.2.10 is not one of the proxies: every call counts against it.
    expect(await statuses(t, spoofed)).toEqual([404, 404, 404, 429, 429]);
  });

  it("takes the rightmost entry behind one trusted proxy, whatever the client wrote to its left", async () => {
    const t = await app(["192.0.2.10"]);
    // The client changes the leftmost entry every time; the proxy appended the same real address.
    const sameClient = Array.from({ length: LIMIT + 1 }, (_, i) => `10.${i}.0.1, 198.51.100.7`);
    expect(await statuses(t, sameClient)).toEqual([404, 404, 404, 429]);
    // Another real client behind the same proxy (same socket) has a count of its own.
    expect(await statuses(t, ["198.51.100.8"])).toEqual([404]);
  });

  it("walks past every trusted proxy (a range) to the first address that is not one", async () => {
    const t = await app(["192.0.2.10", "10.0.0.0/8"]);
    // The edge proxy 10.0.0.x appended the client 198.51.100.20; what stands to its left the client wrote.
    const forwarded = Array.from({ length: LIMIT + 1 }, (_, i) => `1.1.1.${i}, 198.51.100.20, 10.0.0.${i + 1}`);
    expect(await statuses(t, forwarded)).toEqual([404, 404, 404, 429]);
  });

  it("falls back to the socket address for garbage or no header", async () => {
    const t = await app(["192.0.2.10"]);
    const garbage = ["not-an-ip", "<script>", "1.1.1.1, 999.1.1.1", "", "10.0.0.1, <b>"];
    // Every one of these counts against the socket 192.0.2.10: the fourth call is refused.
    expect(await statuses(t, garbage)).toEqual([404, 404, 404, 429, 429]);
  });

  it("stores the same address with the loan ticket and its consent", async () => {
    const t = await app(["192.0.2.1"]);
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

describe.each([
  ["no trusted proxy", []],
  ["a trusted range the peer is not in", ["10.0.0.0/8", "::1"]],
])("client address over a real socket, %s", (_, trustedProxies: string[]) => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp("pglite", { trustedProxies, rateLimits });
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
      const headers = { "x-forwarded-for": `10.0.${i}.1`, "x-test-ip": `203.0.114.${i}` };
      out.push((await fetch(`${base}/api/khong-co`, { headers })).status);
    }
    expect(out).toEqual([404, 404, 404, 429]);
  });
});

describe("client address over a real socket from a trusted proxy", () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp("pglite", { trustedProxies: ["127.0.0.1"], rateLimits });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it("counts each forwarded client on its own", async () => {
    const out: number[] = [];
    for (let i = 0; i < LIMIT + 1; i++) {
      out.push((await fetch(`${base}/api/khong-co`, { headers: { "x-forwarded-for": `198.51.100.${i}` } })).status);
    }
    expect(out).toEqual([404, 404, 404, 404]);
  });
});

describe("isTrustedProxy and clientIpOf (also the card list's fast path)", () => {
  const proxies = ["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8"];

  it("tells our proxies by address and range, IPv4-mapped included", () => {
    expect(isTrustedProxy(proxies, "10.20.30.40")).toBe(true);
    expect(isTrustedProxy(proxies, "::ffff:10.20.30.40")).toBe(true);
    expect(isTrustedProxy(proxies, "::1")).toBe(true);
    expect(isTrustedProxy(proxies, "fd12::5")).toBe(true);
    expect(isTrustedProxy(proxies, "127.0.0.2")).toBe(false);
    expect(isTrustedProxy(proxies, "11.0.0.1")).toBe(false);
    expect(isTrustedProxy(proxies, "not-an-ip")).toBe(false);
    expect(isTrustedProxy([], "127.0.0.1")).toBe(false);
  });

  it("reads X-Forwarded-For only from a trusted peer, walking past our proxies", () => {
    expect(clientIpOf("203.0.113.9", "198.51.100.1", proxies)).toBe("203.0.113.9");
    expect(clientIpOf("::ffff:127.0.0.1", "198.51.100.1", proxies)).toBe("198.51.100.1");
    expect(clientIpOf("127.0.0.1", "6.6.6.6, 198.51.100.1, 10.1.1.1", proxies)).toBe("198.51.100.1");
    expect(clientIpOf("127.0.0.1", "10.1.1.1, 10.2.2.2", proxies)).toBe("10.1.1.1");
    expect(clientIpOf("127.0.0.1", "junk", proxies)).toBe("127.0.0.1");
    expect(clientIpOf("127.0.0.1", undefined, proxies)).toBe("127.0.0.1");
  });
});
