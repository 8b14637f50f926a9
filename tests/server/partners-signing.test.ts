import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { PartnerCallError } from "../../server/services/partners/adapter";
import { createHttpAdapter } from "../../server/services/partners/http-adapter";
import { signBody, verifySignature } from "../../server/services/partners/signing";
import type { PartnerLead } from "../../src/contract/partners";

const KEY = "k".repeat(40);
const NOW = new Date("2026-11-23T10:00:00Z");
const SECONDS = NOW.getTime() / 1000;

const LEAD: PartnerLead = {
  idempotencyKey: "lead-LN1",
  ticketCode: "LN1",
  fullName: "Nguyễn Văn An",
  nationalId: "001091123456",
  phone: "0912345678",
  email: "",
  birthYear: 1991,
  gender: "Nam",
  city: "",
  income: 10_000_000,
  amount: 30_000_000,
  term: 18,
  score: 87,
  createdAt: NOW.toISOString(),
};

describe("request signing", () => {
  it("is HMAC-SHA256 over timestamp.body with the partner's key, hex, prefixed sha256=", () => {
    // Independent oracle: the same HMAC computed by hand.
    const expected = createHmac("sha256", KEY).update(`${SECONDS}.{"a":1}`).digest("hex");
    expect(signBody(KEY, SECONDS, '{"a":1}')).toBe(`sha256=${expected}`);
  });

  it("accepts the right signature within five minutes", () => {
    const body = '{"deliveryKey":"lead-LN1","status":"approved"}';
    const signature = signBody(KEY, SECONDS - 299, body);
    expect(verifySignature(KEY, { timestamp: String(SECONDS - 299), signature, body }, NOW)).toEqual({ ok: true });
  });

  it("refuses a changed body, another key, a stale or future timestamp and missing headers", () => {
    const body = '{"status":"approved"}';
    const signature = signBody(KEY, SECONDS, body);
    const check = (input: Partial<{ timestamp: string; signature: string; body: string }>) =>
      verifySignature(KEY, { timestamp: String(SECONDS), signature, body, ...input }, NOW);
    expect(check({ body: '{"status":"declined"}' })).toEqual({ ok: false, reason: "bad_signature" });
    expect(check({ signature: signBody("x".repeat(40), SECONDS, body) })).toEqual({
      ok: false,
      reason: "bad_signature",
    });
    expect(check({ timestamp: String(SECONDS - 301), signature: signBody(KEY, SECONDS - 301, body) })).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(check({ timestamp: String(SECONDS + 301), signature: signBody(KEY, SECONDS + 301, body) })).toEqual({
      ok: false,
      reason: "stale",
    });
    expect(verifySignature(KEY, { timestamp: undefined, signature, body }, NOW)).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(verifySignature(KEY, { timestamp: String(SECONDS), signature: undefined, body }, NOW)).toEqual({
      ok: false,
      reason: "missing",
    });
  });
});

describe("HTTP partner adapter", () => {
  function adapterWith(answer: (request: Request) => Response | Promise<Response>) {
    const seen: Request[] = [];
    const adapter = createHttpAdapter(
      { id: 7, url: "https://partner.example/api", key: KEY },
      {
        timeoutMs: 1_000,
        now: () => NOW,
        fetch: async (input, init) => {
          const request = new Request(input as string, init);
          seen.push(request.clone());
          return answer(request);
        },
      },
    );
    return { adapter, seen };
  }

  it("signs a lead delivery with timestamp, signature and idempotency key headers over the exact body", async () => {
    const { adapter, seen } = adapterWith(() => Response.json({ ref: "P-1", status: "received" }));
    expect(await adapter.deliverLead(LEAD)).toEqual({ ref: "P-1", status: "received", duplicate: false });
    const [request] = seen;
    expect(request?.url).toBe("https://partner.example/api/leads");
    expect(request?.method).toBe("POST");
    const body = (await request?.text()) ?? "";
    expect(JSON.parse(body)).toEqual(LEAD);
    expect(request?.headers.get("idempotency-key")).toBe("lead-LN1");
    expect(request?.headers.get("x-partner-timestamp")).toBe(String(SECONDS));
    const expected = createHmac("sha256", KEY).update(`${SECONDS}.${body}`).digest("hex");
    expect(request?.headers.get("x-partner-signature")).toBe(`sha256=${expected}`);
  });

  it("reports 5xx and network failures as retryable, 4xx and unexpected bodies as not", async () => {
    const outcome = async (answer: () => Response | Promise<Response>) =>
      adapterWith(answer)
        .adapter.deliverLead(LEAD)
        .then(
          () => "ok",
          (error: PartnerCallError) => ({ retryable: error.retryable, status: error.status }),
        );
    expect(await outcome(() => new Response("x", { status: 500 }))).toEqual({ retryable: true, status: 500 });
    expect(await outcome(() => new Response("x", { status: 429 }))).toEqual({ retryable: true, status: 429 });
    expect(await outcome(() => new Response("x", { status: 400 }))).toEqual({ retryable: false, status: 400 });
    expect(await outcome(() => Response.json({ unexpected: true }))).toEqual({ retryable: false, status: null });
    expect(
      await outcome(() => {
        throw new TypeError("fetch failed");
      }),
    ).toEqual({ retryable: true, status: null });
  });

  it("asks for the approval status and confirms a remote signature on the partner's paths", async () => {
    const { adapter, seen } = adapterWith(() => Response.json({ ref: "P-1", status: "signed" }));
    expect(await adapter.approvalStatus("P-1")).toEqual({ ref: "P-1", status: "signed" });
    expect(await adapter.confirmRemoteSignature("P-1", { otp: "123456", transactionId: "tx1" })).toEqual({
      ref: "P-1",
      status: "signed",
    });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      "GET https://partner.example/api/applications/P-1/status",
      "POST https://partner.example/api/applications/P-1/signature",
    ]);
  });
});
