import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchCatalogue } from "../../scripts/bench/cards";
import { loadConfig } from "../../server/config";
import { cardListFastPath } from "../../server/http/card-list-fast-path";
import { importCatalogue } from "../../server/services/cards/import";
import type { CardListItem } from "../../src/contract/cards";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * POST /api/v1/card/get-list is answered ahead of the middleware chain (issue 16). A caller must
 * see no difference: over a real Node server, the same status, headers and body as an answer that
 * went through the whole chain (`?via=chain` is routed by Hono), for answers and refusals alike;
 * the API's per-IP limit counts both; each query gets its own answer, and an import is in the next.
 */
const PATH = "/api/v1/card/get-list";
const BROWSER = "gzip, deflate, br, zstd";
const sameHeaders = (res: Response) =>
  Object.fromEntries([...res.headers].filter(([name]) => !["date", "connection", "keep-alive"].includes(name)));

interface Listed {
  code: number;
  data: { totalItems: number; result: CardListItem[] } | null;
  message?: string;
}

async function listen(t: TestApp): Promise<{ base: string; server: ServerType }> {
  let server: ServerType | undefined;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve());
  });
  if (!server) throw new Error("no server");
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", body, headers: { "content-type": "application/json", ...headers } });

describe.each(testDatabaseKinds())("the card list's fast path on %s", (kind) => {
  let t: TestApp;
  let server: ServerType;
  let base = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ base, server } = await listen(t));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  /** The same call by the fast path and through the chain: both answers, checked equal. */
  async function both(body: string, headers: Record<string, string> = {}) {
    const fast = await post(`${base}${PATH}`, body, headers);
    const chain = await post(`${base}${PATH}?via=chain`, body, headers);
    const fastBody = (await fast.json()) as Listed;
    expect(fastBody).toEqual(await chain.json());
    expect(fast.status).toBe(chain.status);
    expect(sameHeaders(fast)).toEqual(sameHeaders(chain));
    return { res: fast, body: fastBody };
  }

  it.each([
    ["a browser (brotli)", BROWSER, "br"],
    ["gzip only", "gzip", "gzip"],
    ["no compression", "identity", null],
  ])("answers %s exactly as the chain does, compressed by Accept-Encoding", async (_name, accept, encoding) => {
    const { res, body } = await both(JSON.stringify({ pageIndex: 1, pageSize: 24 }), { "accept-encoding": accept });
    expect(res.status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.data?.result.length).toBeGreaterThan(0);
    expect(res.headers.get("content-encoding")).toBe(encoding);
    expect(res.headers.get("vary")).toBe(encoding ? "Accept-Encoding" : null);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it("adds HSTS behind a proxy that says https, as the chain does", async () => {
    const { res } = await both("{}", { "accept-encoding": BROWSER, "x-forwarded-proto": "https" });
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it.each([
    ["a page size out of range", JSON.stringify({ pageSize: 0 }), 400],
    ["a sort that does not exist", JSON.stringify({ sortFeatureBy: 9 }), 400],
    ["text that is not JSON", "{pageIndex: 1", 400],
    ["a NUL character", JSON.stringify({ pageIndex: 1, x: "a\u0000b" }), 400],
  ])("refuses %s with the chain's status and Vietnamese message", async (_name, body, status) => {
    const { res, body: answer } = await both(body, { "accept-encoding": BROWSER });
    expect(res.status).toBe(status);
    expect(answer.code).toBe(status);
    expect(answer.data).toBeNull();
    expect(answer.message).toMatch(/[àáảãạăâđèéêìíòóôơùúưỳý]/i);
  });

  it.each([
    ["a cross-site page", { "sec-fetch-site": "cross-site" }, 403],
    ["a form's content type", { "content-type": "text/plain" }, 415],
    ["another site's Origin", { origin: "https://evil.example" }, 403],
  ])("leaves %s to the chain, which refuses it", async (_name, headers, status) => {
    const { res } = await both(JSON.stringify({ pageIndex: 1 }), headers);
    expect(res.status).toBe(status);
  });

  it("gives each query its own answer, asked in turns", async () => {
    const queries = [
      { pageIndex: 1, pageSize: 6 },
      { pageIndex: 2, pageSize: 6 },
      { pageIndex: 1, pageSize: 6, sortFeatureBy: 2 },
      { pageIndex: 1, pageSize: 6, cardType: 2 },
      { pageIndex: 1, pageSize: 6, areaType: 79, incomeCondition: 15_000_000, age: 30 },
    ];
    const first = [];
    for (const query of queries) first.push((await both(JSON.stringify(query), { "accept-encoding": BROWSER })).body);
    // Asked again in another order: each still gets its own (cached) answer.
    for (const [index, query] of [...queries.entries()].reverse()) {
      const { body } = await both(JSON.stringify(query), { "accept-encoding": BROWSER });
      expect(body).toEqual(first[index]);
    }
    // Every query here asks for a different page of the sample catalogue.
    const pages = first.map((answer) =>
      JSON.stringify([answer.data?.totalItems, answer.data?.result.map((c) => c.id)]),
    );
    expect(new Set(pages).size).toBe(queries.length);
  });

  it("answers an import in the very next list, by both ways", async () => {
    const query = JSON.stringify({ pageIndex: 1, pageSize: 6 });
    const before = (await both(query, { "accept-encoding": BROWSER })).body;
    const catalogue = benchCatalogue(40).map((card) => ({ ...card, active: true }));
    // A highlighted card at the front of the display order heads the default list.
    catalogue[0] = { ...catalogue[0]!, name: "Thẻ mới nhập", highlight: true, position: 0 };
    expect((await importCatalogue(t.database.db, catalogue, { replace: true, now: t.clock.now() })).ok).toBe(true);
    const after = (await both(query, { "accept-encoding": BROWSER })).body;
    expect(after.data?.totalItems).toBe(40);
    expect(after.data?.result[0]?.name).toBe("Thẻ mới nhập");
    expect(after).not.toEqual(before);
  });
});

describe("the card list's fast path and the API limit", () => {
  let t: TestApp;
  let server: ServerType;
  let base = "";
  beforeAll(async () => {
    const defaults = loadConfig({ NODE_ENV: "test" }).rateLimits;
    t = await createTestApp("pglite", { rateLimits: { ...defaults, apiPerIpPerMinute: 3 } });
    ({ base, server } = await listen(t));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it("spends the same per-IP limit as the chain and refuses past it with Retry-After", async () => {
    const body = JSON.stringify({ pageIndex: 1 });
    expect((await post(`${base}${PATH}`, body)).status).toBe(200);
    expect((await post(`${base}${PATH}?via=chain`, body)).status).toBe(200);
    expect((await post(`${base}${PATH}`, body)).status).toBe(200);
    const fast = await post(`${base}${PATH}`, body);
    const chain = await post(`${base}${PATH}?via=chain`, body);
    expect(fast.status).toBe(429);
    expect(chain.status).toBe(429);
    expect(fast.headers.get("retry-after")).toMatch(/^\d+$/);
    const fastBody = await fast.json();
    expect(fastBody).toEqual(await chain.json());
    expect(fastBody).toMatchObject({ code: 429, data: null });
    expect(sameHeaders(fast)).toEqual(sameHeaders(chain));
  });
});

describe("which calls the card list's fast path takes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  /** A call as @hono/node-server hands it over, with the Node request beside it. */
  async function route(headers: string[], url = PATH, method = "POST") {
    let passedOn = 0;
    const fetchOf = cardListFastPath(t.deps, () => {
      passedOn += 1;
      return new Response("chain");
    });
    const body = JSON.stringify({ pageIndex: 1 });
    const request = new Request(`http://127.0.0.1${url}`, {
      method,
      ...(method === "POST" ? { body } : {}),
    });
    const raw = ["Host", "127.0.0.1", "Content-Length", String(body.length), ...headers];
    const headerObject = Object.fromEntries(
      Array.from({ length: raw.length / 2 }, (_, i) => [raw[2 * i]!.toLowerCase(), raw[2 * i + 1]!]),
    );
    const incoming = { url, method, rawHeaders: raw, headers: headerObject, socket: { remoteAddress: "127.0.0.1" } };
    const res = await fetchOf(request, { incoming });
    return { passedOn, status: res.status };
  }

  it("answers a plain JSON call itself", async () => {
    expect(await route(["Content-Type", "application/json; charset=utf-8"])).toEqual({ passedOn: 0, status: 200 });
    expect(await route(["Content-Type", "application/json", "Sec-Fetch-Site", "same-origin"])).toEqual({
      passedOn: 0,
      status: 200,
    });
  });

  it.each([
    ["a header sent twice", ["Content-Type", "application/json", "content-type", "text/plain"]],
    ["a session cookie", ["Content-Type", "application/json", "Cookie", "__Host-session=abc"]],
    ["a cross-site call", ["Content-Type", "application/json", "Sec-Fetch-Site", "same-site"]],
    ["an Origin without Sec-Fetch-Site", ["Content-Type", "application/json", "Origin", "http://127.0.0.1"]],
    ["chunked transfer", ["Content-Type", "application/json", "Transfer-Encoding", "chunked"]],
    ["no JSON content type", ["Content-Type", "text/plain"]],
  ])("passes %s on to the chain", async (_name, headers) => {
    expect((await route(headers)).passedOn).toBe(1);
  });

  it("passes other paths and methods on to the chain", async () => {
    expect((await route(["Content-Type", "application/json"], `${PATH}?x=1`)).passedOn).toBe(1);
    expect((await route(["Content-Type", "application/json"], PATH, "GET")).passedOn).toBe(1);
  });
});
