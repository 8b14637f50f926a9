import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJourney, type Send, type Visitor } from "../../scripts/bench/funnel-journey";
import { siteListener } from "../../server/http/node-listener";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 32, logs: every request of the site's Node server writes one pino JSON line with its
 * request id (echoed in X-Request-Id), route pattern, status and duration; and along a whole
 * funnel (bot check, OTP, ID check, score, lead save), a sign-in with the account it made, a
 * registration with an e-mail and a card-list read, no phone number, national ID, e-mail, OTP
 * code, ticket token, session token or password reaches the log.
 */
interface Line {
  level: string;
  time: string;
  msg: string;
  pid: number;
  reqId?: string;
  route?: string;
  status?: number;
  ms?: number;
  method?: string;
}

describe.each(testDatabaseKinds())("the log along a whole funnel on %s", (kind) => {
  let t: TestApp;
  let server: Server;
  let base = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
    server = createServer(siteListener(t.deps, t.app.fetch, { hostname: "127.0.0.1" }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const answers: Response[] = [];
  const send: Send = async (path, init) => {
    const res = await fetch(`${base}${path}`, {
      method: init.method,
      headers: { ...(init.json === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
    });
    answers.push(res);
    return res;
  };

  const visitor: Visitor = {
    phone: "0987000333",
    nationalId: "079191000456",
    name: "Trần Thị Mai",
    income: "7 - 10 triệu",
    housing: "Nhà thuê",
    marital: "Độc thân",
    dependents: "Không có",
    amount: 15_000_000,
    term: 9,
  };

  it("writes request lines with id, route pattern, status and duration, and no personal data", async () => {
    const before = t.logLines.length;
    const result = await runJourney(send, visitor);
    const outbox = (await (await send(`/api/dev/outbox?phone=${visitor.phone}`, { method: "GET" })).json()) as {
      data: { otp: string | null }[];
    };
    const otp = outbox.data[0]?.otp ?? "";
    expect(otp).toMatch(/^\d{4,8}$/);
    expect(result.password).toBeTruthy();

    const login = await send("/api/auth/login", {
      method: "POST",
      json: { username: visitor.phone, password: result.password },
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().find((line) => line.startsWith("__Host-session=")) ?? "";
    const session = cookie.split(";")[0]?.split("=")[1] ?? "";
    expect(session.length).toBeGreaterThan(10);
    const email = "mai.tran.1991@example.vn";
    const password = "Mai@2026secret";
    await send("/api/auth/register", {
      method: "POST",
      json: { fullName: "Trần Thị Mai", phone: "0987000444", email, password, agree: true },
    });
    expect((await send("/api/v1/card/get-list", { method: "POST", json: {} })).status).toBe(200);

    const logged = t.logLines.slice(before);
    const text = logged.join("\n");
    for (const secret of [
      visitor.phone,
      "0987000444",
      visitor.nationalId,
      email,
      otp,
      result.ticketToken,
      result.password ?? "",
      password,
      session,
    ]) {
      expect(secret.length).toBeGreaterThan(3);
      expect(text).not.toContain(secret);
    }

    const lines = logged.map((line) => JSON.parse(line) as Line);
    const requests = lines.filter((line) => line.msg === "request");
    // One line per request, each with the id its answer carried.
    expect(requests).toHaveLength(answers.length);
    const echoed = answers.map((res) => res.headers.get("x-request-id"));
    expect(new Set(requests.map((line) => line.reqId))).toEqual(new Set(echoed));
    for (const line of requests) {
      expect(line).toMatchObject({ level: "info", pid: process.pid });
      expect(line.reqId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(typeof line.ms).toBe("number");
      expect(line.status).toBeGreaterThanOrEqual(200);
    }
    const routes = new Set(requests.map((line) => `${line.method} ${line.route}`));
    expect(routes).toContain("POST /api/loan/ticket/:ticketCode/verifyotp");
    expect(routes).toContain("POST /api/loan/ticket/:id/update");
    expect(routes).toContain("POST /api/v1/card/get-list");
    expect(routes).toContain("GET /api/dev/outbox");
  });

  it("takes X-Request-Id only from a trusted proxy", async () => {
    const untrusted = await fetch(`${base}/api/health/live`, { headers: { "x-request-id": "from-anyone-1" } });
    expect(untrusted.headers.get("x-request-id")).not.toBe("from-anyone-1");
    t.deps.config = { ...t.deps.config, trustedProxies: ["127.0.0.1", "::1", "::ffff:127.0.0.1"] };
    try {
      const trusted = await fetch(`${base}/api/v1/card/get-list`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-request-id": "4f2a9c0123456789012345678901abcd" },
        body: "{}",
      });
      expect(trusted.headers.get("x-request-id")).toBe("4f2a9c0123456789012345678901abcd");
      // Any other form (one that could forge a log line, or carry a phone number) is replaced.
      for (const forged of ['a" b', "0987000333"]) {
        const res = await fetch(`${base}/api/health/live`, { headers: { "x-request-id": forged } });
        expect(res.headers.get("x-request-id")).toMatch(/^[A-Za-z0-9_-]{22}$/);
      }
      const line = t.logLines
        .map((l) => JSON.parse(l) as Line)
        .find((l) => l.reqId === "4f2a9c0123456789012345678901abcd");
      expect(line).toMatchObject({ route: "/api/v1/card/get-list", status: 200 });
    } finally {
      t.deps.config = { ...t.deps.config, trustedProxies: [] };
    }
  });
});
