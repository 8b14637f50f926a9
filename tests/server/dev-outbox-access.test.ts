import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { apply } from "./support/otp-flow";
import { staffApiToken } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Issue 30: without NODE_ENV (development) anyone reaching the port read OTP codes at
 * /api/dev/outbox. It answers a caller on this machine (the socket peer is loopback, whatever
 * X-Forwarded-For says) or an operator's staff API token (issue 31: ADMIN_TOKEN is gone), and
 * refuses anyone else as every staff endpoint does (401). In-process requests carry their socket
 * address as x-test-ip; the last tests go through real sockets.
 */
const PHONE = "0912000071";
const REFUSED = { code: 401, data: null, message: "Vui lòng đăng nhập trang quản trị" };
const OUTBOX = `/api/dev/outbox?phone=${PHONE}`;

describe("the development outbox answers only this machine or an operator's API token", () => {
  let t: TestApp;
  let operator = "";
  let editor = "";
  beforeAll(async () => {
    t = await createTestApp("pglite", { nodeEnv: "development" });
    operator = (await staffApiToken(t, "operator")).token;
    editor = (await staffApiToken(t, "editor")).token;
    expect((await apply(t, { mobile: PHONE })).code).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it("refuses a caller on another machine without a staff credential", async () => {
    const res = await t.request(OUTBOX, { ip: "203.0.113.5" });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(REFUSED);
  });

  it("believes no X-Forwarded-For, even from a trusted proxy", async () => {
    const behindProxy = createApp({ ...t.deps, config: { ...t.deps.config, trustedProxies: ["10.0.0.0/8"] } });
    const res = await behindProxy.request(OUTBOX, {
      headers: { "x-test-ip": "10.0.0.2", "x-forwarded-for": "127.0.0.1" },
    });
    expect(res.status).toBe(401);
    const spoofed = await t.request(OUTBOX, { ip: "203.0.113.5", headers: { "x-forwarded-for": "127.0.0.1" } });
    expect(spoofed.status).toBe(401);
  });

  it("answers a loopback peer (IPv4, IPv6 and IPv4-mapped)", async () => {
    for (const ip of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const res = await t.request(OUTBOX, { ip });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { otp: string }[] };
      expect(body.data[0]?.otp).toMatch(/^\d{6}$/);
    }
  });

  it("answers an operator's API token from anywhere, not a wrong one nor another role's", async () => {
    const auth = (token: string) => ({ ip: "203.0.113.5", headers: { authorization: `Bearer ${token}` } });
    const res = await t.request(OUTBOX, auth(operator));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { otp: string }[] }).data[0]?.otp).toMatch(/^\d{6}$/);
    expect((await t.request(OUTBOX, auth(`${operator}x`))).status).toBe(401);
    expect((await t.request(OUTBOX, auth(editor))).status).toBe(403);
  });

  it("in production answers only staff, loopback included (a proxy on this host is loopback)", async () => {
    const production = createApp({ ...t.deps, config: { ...t.deps.config, nodeEnv: "production" } });
    expect((await production.request(OUTBOX, { headers: { "x-test-ip": "127.0.0.1" } })).status).toBe(401);
    const staff = { headers: { "x-test-ip": "127.0.0.1", authorization: `Bearer ${operator}` } };
    expect((await production.request(OUTBOX, staff)).status).toBe(200);
  });
});

/** A non-loopback IPv4 address of this machine, when it has one. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i !== undefined && i.family === "IPv4" && !i.internal)?.address;

describe("the development outbox over real sockets", () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp("pglite", { nodeEnv: "development" });
    expect((await apply(t, { mobile: PHONE })).code).toBe(200);
    await new Promise<void>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: "0.0.0.0" }, () => resolve());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it("answers a client connected over loopback (the e2e tests and the bench)", async () => {
    const res = await fetch(`http://127.0.0.1:${port}${OUTBOX}`, { headers: { "x-forwarded-for": "198.51.100.1" } });
    expect(res.status).toBe(200);
  });

  it.skipIf(lanAddress === undefined)(
    "refuses a client connected from another address, whatever it writes",
    async () => {
      const headers = { "x-forwarded-for": "127.0.0.1", "x-test-ip": "127.0.0.1" };
      const res = await fetch(`http://${lanAddress}:${port}${OUTBOX}`, { headers });
      expect(res.status).toBe(401);
    },
  );
});
