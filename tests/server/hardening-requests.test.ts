import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vi as catalogue } from "../../src/i18n/t";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 14: malformed and cross-site requests. A NUL byte anywhere (path parameter, query, body
 * field) answers 400, never 500; JSON endpoints refuse other bodies with 415; writes that a
 * browser marks as coming from another site answer 403.
 */
const HOME_CARDS = "/api/v1/card/get-list-home";

interface Answer {
  status: number;
  code: number;
  message?: string;
}

async function send(t: TestApp, path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await t.request(path, { ip: "198.51.100.60", ...init });
  const body = (await res.json()) as { code: number; message?: string };
  return { status: res.status, code: body.code, ...(body.message ? { message: body.message } : {}) };
}

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

describe.each(testDatabaseKinds())("request hardening on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { publicOrigin: "https://vaytieudung.vn" });
  });
  afterAll(() => t.close());

  it("sends a CSP without inline styles", async () => {
    const csp = (await t.request("/api/health")).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/(^|; )style-src 'self'(;|$)/);
    expect(csp).not.toContain("'unsafe-inline'");
  });

  describe("a NUL byte", () => {
    it.each([
      ["a path parameter", "/api/v1/financials/ab%00cd"],
      ["a ticket code", "/api/v1/ticket-draft/LN%00123"],
      ["a file name", "/api/v1/downloadFileLaaS/a%00.png"],
      ["the query", "/api/dev/outbox?phone=0912%00345678"],
    ])("in %s answers 400", async (_what, path) => {
      const method = path.includes("ticket-draft") ? "POST" : "GET";
      const answer = await send(t, path, { method });
      expect(answer).toEqual({ status: 400, code: 400, message: catalogue.invalid_characters });
    });

    it("in a username or any body field answers 400", async () => {
      const login = await send(t, "/api/auth/login", json({ username: "0912345678\u0000", password: "matkhau123" }));
      expect(login).toEqual({ status: 400, code: 400, message: catalogue.invalid_characters });
      const email = await send(t, "/api/auth/login", json({ username: "a\u0000@example.com", password: "x" }));
      expect(email.status).toBe(400);
      const key = await send(t, HOME_CARDS, json({ "page\u0000Size": 3 }));
      expect(key.status).toBe(400);
    });
  });

  it("refuses a name stacking combining marks and accepts a Vietnamese one", async () => {
    const register = (fullName: string) =>
      send(
        t,
        "/api/auth/register",
        json({ fullName, phone: "0912000111", email: "", password: "matkhau123", agree: true }),
      );
    const zalgo = await register(`Nguy${"\u0301\u0302\u0303\u0304".repeat(50)}en An`);
    expect(zalgo).toEqual({ status: 400, code: 400, message: catalogue.full_name_invalid });
    const real = await register("Nguyễn Thị Ánh Hồng".normalize("NFD"));
    expect(real).toMatchObject({ status: 200, code: 200 });
    const stored = await t.database.db
      .selectFrom("users")
      .select("full_name")
      .where("username", "=", "0912000111")
      .executeTakeFirstOrThrow();
    expect(stored.full_name).toBe("Nguyễn Thị Ánh Hồng".normalize("NFC"));
  });

  describe("bodies that are not JSON", () => {
    it.each([
      ["text/plain", '{"pageSize":3}'],
      ["application/x-www-form-urlencoded", "pageSize=3"],
      [
        "multipart/form-data; boundary=x",
        '--x\r\nContent-Disposition: form-data; name="pageSize"\r\n\r\n3\r\n--x--\r\n',
      ],
      ["application/jsonp", '{"pageSize":3}'],
    ])("%s answers 415", async (type, body) => {
      const answer = await send(t, HOME_CARDS, { method: "POST", headers: { "content-type": type }, body });
      expect(answer).toEqual({ status: 415, code: 415, message: catalogue.unsupported_media_type });
    });

    it("a body without a Content-Type answers 415; a write without a body passes", async () => {
      expect((await send(t, HOME_CARDS, { method: "POST", body: '{"pageSize":3}' })).status).toBe(415);
      expect((await send(t, HOME_CARDS, { method: "POST" })).status).toBe(200);
    });

    it("application/json, with or without a charset, passes", async () => {
      expect((await send(t, HOME_CARDS, json({ pageSize: 3 }))).status).toBe(200);
      const withCharset = json({ pageSize: 3 }, { "content-type": "application/json; charset=utf-8" });
      expect((await send(t, HOME_CARDS, withCharset)).status).toBe(200);
    });

    it("image uploads still take multipart", async () => {
      const form = new FormData();
      form.set("file", new Blob([new Uint8Array([1, 2, 3])], { type: "image/jpeg" }), "a.jpg");
      const res = await t.request("/api/v1/ocr/frontcheck/identification1", { method: "POST", body: form });
      expect(res.status).not.toBe(415);
    });
  });

  describe("cross-site writes", () => {
    it.each([
      ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site", origin: "https://evil.test" }],
      ["Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site", origin: "https://evil.vaytieudung.vn" }],
      ["a foreign Origin", { origin: "https://evil.test" }],
      ["Origin: null", { origin: "null" }],
    ])("%s answers 403 with the Vietnamese message", async (_what, headers) => {
      for (const method of ["POST", "PUT", "DELETE"]) {
        const answer = await send(t, HOME_CARDS, { ...json({ pageSize: 3 }, headers), method });
        expect(answer).toEqual({ status: 403, code: 403, message: catalogue.cross_site_refused });
      }
    });

    it("same-origin writes, and requests without those headers, pass", async () => {
      const sameOrigin: Record<string, string>[] = [
        { "sec-fetch-site": "same-origin", origin: "http://localhost" },
        { "sec-fetch-site": "none" },
        { origin: "https://vaytieudung.vn" },
        { origin: "http://localhost", host: "localhost" },
        {},
      ];
      for (const headers of sameOrigin) {
        expect((await send(t, HOME_CARDS, json({ pageSize: 3 }, headers))).status).toBe(200);
      }
    });

    it("reads stay open to other sites", async () => {
      const res = await t.request("/api/health", {
        headers: { "sec-fetch-site": "cross-site", origin: "https://x.test" },
      });
      expect(res.status).toBe(200);
    });
  });
});
