import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Kysely, PostgresDialect } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { benchCatalogue } from "../../scripts/bench/cards";
import { loadConfig } from "../../server/config";
import type { DB } from "../../server/db/schema";
import { siteListener } from "../../server/http/node-listener";
import { importCatalogue } from "../../server/services/cards/import";
import type { CardListItem } from "../../src/contract/cards";
import { t as vi } from "../../src/i18n/t";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * POST /api/v1/card/get-list is answered on Node's HTTP server itself, ahead of @hono/node-server
 * and the middleware chain (issue 16). A caller must see no difference: over a real server made as
 * main.ts makes it (http/node-listener.ts), the same status, headers and decompressed body as an
 * answer that went through the whole chain (`?via=chain` is routed by Hono), for answers and
 * refusals alike; the API's per-IP limit counts both; each query gets its own answer, and an import
 * is in the next. Every call the chain must judge (a session, a cross-site page, a body over the
 * limit…) reaches it.
 */
const PATH = "/api/v1/card/get-list";
const BROWSER = "gzip, deflate, br, zstd";
/** Headers Node writes for the connection and the moment, which differ between any two answers. */
const PER_ANSWER = new Set(["date", "connection", "keep-alive", "x-request-id"]);

interface Listed {
  code: number;
  data: { totalItems: number; result: CardListItem[] } | null;
  message?: string;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Listed;
  /** The body's bytes as sent, before decompression. */
  sentBytes: number;
}

function decoded(bytes: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return brotliDecompressSync(bytes).toString("utf8");
  if (encoding === "gzip") return gunzipSync(bytes).toString("utf8");
  return bytes.toString("utf8");
}

/**
 * A POST over Node's HTTP client, headers exactly as given (none added but Host and the length),
 * the body sent in `parts`, each after the previous one went out; the answer decompressed by its
 * Content-Encoding.
 */
function call(base: string, path: string, parts: string[], headers: Record<string, string>): Promise<Answer> {
  const length = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { method: "POST", headers: { "content-length": String(length), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const kept: IncomingHttpHeaders = {};
          for (const [name, value] of Object.entries(res.headers)) if (!PER_ANSWER.has(name)) kept[name] = value;
          resolve({
            status: res.statusCode ?? 0,
            headers: kept,
            body: JSON.parse(decoded(bytes, res.headers["content-encoding"])) as Listed,
            sentBytes: bytes.length,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    const send = (index: number) => {
      if (index === parts.length - 1) return req.end(parts[index]);
      req.write(parts[index], () => setTimeout(() => send(index + 1), 20));
    };
    if (parts.length === 0) req.end();
    else send(0);
  });
}

const JSON_TYPE = { "content-type": "application/json" };

/** A server as main.ts makes it, counting the card list calls without a query that reach the Hono app. */
async function listen(t: TestApp): Promise<{ base: string; server: Server; reachedChain: () => number }> {
  let reached = 0;
  const fetch: typeof t.app.fetch = (request, ...rest) => {
    const url = new URL(request.url);
    if (url.pathname === PATH && url.search === "") reached += 1;
    return t.app.fetch(request, ...rest);
  };
  const server = createServer(siteListener(t.deps, fetch, { hostname: "127.0.0.1" }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    reachedChain: () => reached,
  };
}

describe.each(testDatabaseKinds())("the card list answered on Node's HTTP server, on %s", (kind) => {
  let t: TestApp;
  let server: Server;
  let base = "";
  let reachedChain: () => number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ base, server, reachedChain } = await listen(t));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  /** The same call by the fast path and through the chain: both answers, checked equal. */
  async function both(body: string | string[], headers: Record<string, string> = JSON_TYPE) {
    const parts = typeof body === "string" ? [body] : body;
    const fast = await call(base, PATH, parts, headers);
    const chain = await call(base, `${PATH}?via=chain`, parts, headers);
    expect(fast.body).toEqual(chain.body);
    expect(fast.status).toBe(chain.status);
    expect(fast.headers).toEqual(chain.headers);
    return fast;
  }

  /** Whether `run` took the chain for the call without a query (the fast path left it). */
  async function leftToChain(run: () => Promise<unknown>): Promise<boolean> {
    const before = reachedChain();
    await run();
    return reachedChain() > before;
  }

  it.each([
    ["a browser (brotli)", BROWSER, "br"],
    ["gzip only", "gzip", "gzip"],
    ["no Accept-Encoding", null, undefined],
    ["identity only", "identity", undefined],
  ])("answers %s exactly as the chain does, compressed by Accept-Encoding", async (_name, accept, encoding) => {
    const headers = accept === null ? JSON_TYPE : { ...JSON_TYPE, "accept-encoding": accept };
    let res: Answer | undefined;
    expect(
      await leftToChain(async () => (res = await both(JSON.stringify({ pageIndex: 1, pageSize: 24 }), headers))),
    ).toBe(false);
    if (!res) throw new Error("no answer");
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data?.result.length).toBeGreaterThan(0);
    expect(res.headers["content-encoding"]).toBe(encoding);
    expect(res.headers.vary).toBe(encoding ? "Accept-Encoding" : undefined);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-length"]).toBe(String(res.sentBytes));
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });

  it("answers the same page, byte for byte, when asked the same text again", async () => {
    const body = JSON.stringify({ pageIndex: 2, pageSize: 6 });
    const first = await both(body, { ...JSON_TYPE, "accept-encoding": BROWSER });
    const again = await both(body, { ...JSON_TYPE, "accept-encoding": BROWSER });
    expect(again).toEqual(first);
  });

  it("waits for a body sent in several packets", async () => {
    const body = JSON.stringify({ pageIndex: 1, pageSize: 6, sortFeatureBy: 3 });
    const parts = [body.slice(0, 7), body.slice(7, 20), body.slice(20)];
    const whole = await both(body, { ...JSON_TYPE, "accept-encoding": "gzip" });
    let split: Answer | undefined;
    expect(
      await leftToChain(async () => (split = await both(parts, { ...JSON_TYPE, "accept-encoding": "gzip" }))),
    ).toBe(false);
    expect(split).toEqual(whole);
  });

  it("drops a call whose client goes away before its body is in, and answers the next one", async () => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    const head = `POST ${PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 40\r\n\r\n`;
    await new Promise<void>((resolve) => socket.write(`${head}{"pageIndex":`, () => resolve()));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.destroy();
    await closed;
    const next = await both(JSON.stringify({ pageIndex: 1 }));
    expect(next.status).toBe(200);
    expect(t.logLines.filter((line) => line.includes("unhandled error"))).toEqual([]);
  });

  it("adds HSTS behind a proxy that says https, as the chain does", async () => {
    const res = await both("{}", { ...JSON_TYPE, "accept-encoding": BROWSER, "x-forwarded-proto": "https" });
    expect(res.headers["strict-transport-security"]).toContain("max-age=");
    const plain = await both("{}", { ...JSON_TYPE, "accept-encoding": BROWSER, "x-forwarded-proto": "http" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });

  it.each([
    ["a page size out of range", JSON.stringify({ pageSize: 0 })],
    ["a sort that does not exist", JSON.stringify({ sortFeatureBy: 9 })],
    ["text that is not JSON", "{pageIndex: 1"],
    ["a NUL character", JSON.stringify({ pageIndex: 1, x: "a\u0000b" })],
  ])("refuses %s with 400 and the chain's Vietnamese message", async (_name, body) => {
    const res = await both(body, { ...JSON_TYPE, "accept-encoding": BROWSER });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.body.message).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("refuses a body over the limit with 413, as the chain does", async () => {
    const huge = JSON.stringify({ pageIndex: 1, pad: "x".repeat(t.deps.config.bodyLimitBytes) });
    let res: Answer | undefined;
    expect(await leftToChain(async () => (res = await both(huge)))).toBe(true);
    expect(res?.status).toBe(413);
    expect(res?.body).toEqual({ code: 413, data: null, message: vi("payload_too_large") });
  });

  it.each([
    ["a cross-site page", { ...JSON_TYPE, "sec-fetch-site": "cross-site" }, 403, "cross_site_refused"],
    ["another site's Origin", { ...JSON_TYPE, origin: "https://evil.example" }, 403, "cross_site_refused"],
    ["a form's content type", { "content-type": "text/plain" }, 415, "unsupported_media_type"],
    ["no content type", {}, 415, "unsupported_media_type"],
  ] as const)("leaves %s to the chain, which refuses it", async (_name, headers, status, message) => {
    let res: Answer | undefined;
    expect(await leftToChain(async () => (res = await both(JSON.stringify({ pageIndex: 1 }), headers)))).toBe(true);
    expect(res?.status).toBe(status);
    expect(res?.body).toEqual({ code: status, data: null, message: vi(message) });
  });

  it.each([
    ["a session cookie", { ...JSON_TYPE, cookie: "theme=dark; __Host-session=not-a-session" }],
    ["a page of our own site", { ...JSON_TYPE, "sec-fetch-site": "same-origin", origin: "http://127.0.0.1" }],
    ["a header sent twice", { ...JSON_TYPE, "x-forwarded-for": "203.0.113.9", "X-Forwarded-For": "1.2.3.4" }],
  ])("answers a call with %s as the chain does", async (_name, headers) => {
    const res = await both(JSON.stringify({ pageIndex: 1 }), headers);
    expect(res.status).toBe(200);
    expect(res.body.data?.result.length).toBeGreaterThan(0);
  });

  it("leaves a call with a session cookie to the chain, which looks the session up", async () => {
    const headers = { ...JSON_TYPE, cookie: "__Host-session=not-a-session" };
    expect(await leftToChain(() => call(base, PATH, ["{}"], headers))).toBe(true);
    // Another cookie alone is no session.
    expect(await leftToChain(() => call(base, PATH, ["{}"], { ...JSON_TYPE, cookie: "theme=dark" }))).toBe(false);
  });

  it("leaves other paths and methods to the app", async () => {
    const res = await call(base, `${PATH}/`, ["{}"], JSON_TYPE);
    const chain = await call(base, `${PATH}/?via=chain`, ["{}"], JSON_TYPE);
    expect(res.status).toBe(chain.status);
    const get = await fetch(`${base}${PATH}`);
    expect(get.status).toBe(404);
    expect(await get.json()).toMatchObject({ code: 404, data: null });
  });

  it("gives each query its own answer, asked in turns", async () => {
    const queries = [
      { pageIndex: 1, pageSize: 6 },
      { pageIndex: 2, pageSize: 6 },
      { pageIndex: 1, pageSize: 6, sortFeatureBy: 2 },
      { pageIndex: 1, pageSize: 6, cardType: 2 },
      { pageIndex: 1, pageSize: 6, areaType: 79, incomeCondition: 15_000_000, age: 30 },
    ];
    const headers = { ...JSON_TYPE, "accept-encoding": BROWSER };
    const first = [];
    for (const query of queries) first.push((await both(JSON.stringify(query), headers)).body);
    // Asked again in another order: each still gets its own (cached) answer.
    for (const [index, query] of [...queries.entries()].reverse()) {
      expect((await both(JSON.stringify(query), headers)).body).toEqual(first[index]);
    }
    // Every query here asks for a different page of the sample catalogue.
    const pages = first.map((answer) =>
      JSON.stringify([answer.data?.totalItems, answer.data?.result.map((c) => c.id)]),
    );
    expect(new Set(pages).size).toBe(queries.length);
  });

  it("answers an import in the very next list, by both ways", async () => {
    const query = JSON.stringify({ pageIndex: 1, pageSize: 6 });
    const headers = { ...JSON_TYPE, "accept-encoding": BROWSER };
    const before = (await both(query, headers)).body;
    const catalogue = benchCatalogue(40).map((card) => ({ ...card, active: true }));
    // A highlighted card at the front of the display order heads the default list.
    catalogue[0] = { ...catalogue[0]!, name: "Thẻ mới nhập", highlight: true, position: 0 };
    expect((await importCatalogue(t.database.db, catalogue, { replace: true, now: t.clock.now() })).ok).toBe(true);
    const after = (await both(query, headers)).body;
    expect(after.data?.totalItems).toBe(40);
    expect(after.data?.result[0]?.name).toBe("Thẻ mới nhập");
    expect(after).not.toEqual(before);
  });
});

describe("the card list on Node's HTTP server and the API limit", () => {
  let t: TestApp;
  let server: Server;
  let base = "";
  beforeEach(async () => {
    const defaults = loadConfig({ NODE_ENV: "test" }).rateLimits;
    t = await createTestApp("pglite", { rateLimits: { ...defaults, apiPerIpPerMinute: 3 } });
    ({ base, server } = await listen(t));
    return async () => {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    };
  });

  it("spends the same per-IP limit as the chain and refuses past it with 429 and Retry-After", async () => {
    const body = [JSON.stringify({ pageIndex: 1 })];
    const headers = { ...JSON_TYPE, "accept-encoding": BROWSER };
    expect((await call(base, PATH, body, headers)).status).toBe(200);
    expect((await call(base, `${PATH}?via=chain`, body, headers)).status).toBe(200);
    expect((await call(base, PATH, body, headers)).status).toBe(200);
    const fast = await call(base, PATH, body, headers);
    const chain = await call(base, `${PATH}?via=chain`, body, headers);
    expect(fast.status).toBe(429);
    expect(chain.status).toBe(429);
    expect(fast.headers["retry-after"]).toMatch(/^\d+$/);
    expect(fast.body).toEqual({ code: 429, data: null, message: vi("rate_limited") });
    expect(fast.body).toEqual(chain.body);
    expect(fast.headers).toEqual(chain.headers);
    // The connection still carries the next call after a refusal that left the body unread.
    expect((await call(base, PATH, body, headers)).status).toBe(429);
  });

  it("refuses a call whose body is still on its way, and answers the next one after it", async () => {
    const headers = { ...JSON_TYPE, "accept-encoding": BROWSER };
    const body = JSON.stringify({ pageIndex: 1 });
    for (let i = 0; i < 3; i++) expect((await call(base, PATH, [body], headers)).status).toBe(200);
    const refused = await call(base, PATH, [body.slice(0, 5), body.slice(5)], headers);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ code: 429, data: null, message: vi("rate_limited") });
    const next = await call(base, PATH, [body.slice(0, 5), body.slice(5)], headers);
    expect(next.status).toBe(429);
    expect(next.body).toEqual(refused.body);
  });
});

describe("the card list on Node's HTTP server when the database is away", () => {
  it("answers 503 with the envelope and the API headers, as app.ts's onError does", async () => {
    const t = await createTestApp("pglite");
    // The database refuses connections (a restart, a failover): every query fails as pg fails then.
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const pool = { connect: () => Promise.reject(refused), end: async () => {}, options: {} };
    t.deps.database = { ...t.database, db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }) };
    const { base, server } = await listen(t);
    try {
      const headers = { ...JSON_TYPE, "accept-encoding": BROWSER };
      const body = JSON.stringify({ pageIndex: 1, pageSize: 7 });
      const fast = await call(base, PATH, [body], headers);
      const chain = await call(base, `${PATH}?via=chain`, [body], headers);
      expect(fast.status).toBe(503);
      expect(fast.body).toEqual({ code: 503, data: null, message: vi("service_unavailable") });
      expect(fast.headers["cache-control"]).toBe("no-store");
      expect(fast.headers["x-frame-options"]).toBe("DENY");
      expect(fast.body).toEqual(chain.body);
      expect(fast.status).toBe(chain.status);
      expect(fast.headers).toEqual(chain.headers);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await t.close();
    }
  });
});
