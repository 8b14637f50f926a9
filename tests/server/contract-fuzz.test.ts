import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Endpoint, isEndpoint } from "../../src/contract/endpoint";
import { vi as catalogue } from "../../src/i18n/t";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Every endpoint any module of src/contract exports is fuzzed here: random and malformed bodies,
 * queries and path parameters must never produce a 5xx, always an envelope, and a 400 always
 * carries a Vietnamese message. A new route is covered as soon as its contract exists.
 */
const modules = import.meta.glob<Record<string, unknown>>("../../src/contract/**/*.ts", { eager: true });
const endpoints: Endpoint[] = Object.values(modules).flatMap((mod) => Object.values(mod).filter(isEndpoint));

const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;
const knownMessages = new Set<string>(Object.values(catalogue));

const malformed = fc.constantFrom("{", "[1,2", "null", '"text"', '{"a":}', "\u0000", "true", "{}", "[]");
const bodyArb = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.anything({ maxDepth: 2 }).map((value) => JSON.stringify(value) ?? "null"),
  malformed,
  fc.string(),
);
const segmentArb = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.integer().map(String), fc.constant("1"));

function expandPath(path: string, values: string[]): string {
  let index = 0;
  return path.replace(/\{\w+\}/g, () => encodeURIComponent(values[index++] ?? "x"));
}

describe("contract fuzz", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(() => t.close());

  it("finds the endpoints of the contract", () => {
    expect(endpoints.length).toBeGreaterThan(0);
    expect(endpoints.map((e) => e.path)).toContain("/health");
  });

  it.each(endpoints.map((e) => [`${e.method} ${e.path}`, e] as const))(
    "%s survives random input",
    async (_name, endpoint) => {
      await fc.assert(
        fc.asyncProperty(
          bodyArb,
          fc.array(segmentArb, { minLength: 3, maxLength: 3 }),
          fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 4 }),
          fc.ipV4(),
          async (body, segments, query, ip) => {
            const url = new URL(`http://localhost/api${expandPath(endpoint.path, segments)}`);
            for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
            const withBody = endpoint.method !== "GET";
            const res = await t.request(url.pathname + url.search, {
              method: endpoint.method,
              ip,
              headers: { "content-type": "application/json" },
              ...(withBody ? { body } : {}),
            });
            expect(res.status).toBeLessThan(500);
            const type = res.headers.get("content-type") ?? "";
            if (res.status >= 300 && res.status < 400) return;
            if (!type.includes("application/json")) return;
            const envelope = (await res.json()) as { code: unknown; message?: unknown };
            expect(typeof envelope.code).toBe("number");
            if (res.status === 400) {
              expect(typeof envelope.message).toBe("string");
              const message = envelope.message as string;
              expect(VIETNAMESE.test(message) || knownMessages.has(message)).toBe(true);
              expect(message).not.toMatch(/at .*\.(ts|js):\d+|SELECT |INSERT |syntax error/i);
            }
          },
        ),
        { numRuns: 25 },
      );
    },
  );

  it("refuses a body over the limit with 413 and a Vietnamese message", async () => {
    const body = "x".repeat(t.deps.config.bodyLimitBytes + 1);
    const res = await t.request("/api/health", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", "content-length": String(body.length) },
    });
    expect(res.status).toBe(413);
    const answer = (await res.json()) as { message: string };
    expect(answer.message).toMatch(VIETNAMESE);
  });
});
