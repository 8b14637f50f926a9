import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { PartnerCallError } from "../../server/services/partners/adapter";
import { createHttpAdapter } from "../../server/services/partners/http-adapter";
import { normaliseIdempotencyKey, signRequest, verifyRequest } from "../../server/services/partners/signing";
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
  const REQUEST = {
    timestamp: SECONDS,
    method: "POST",
    path: "/api/partners/1/callback",
    idempotencyKey: "evt-1",
    body: '{"a":1}',
  };
  const verify = (
    input: Partial<{
      timestamp: string | undefined;
      signature: string | undefined;
      idempotencyKey: string | undefined;
      method: string;
      path: string;
      body: string;
    }>,
  ) =>
    verifyRequest(KEY, { ...REQUEST, timestamp: String(SECONDS), signature: signRequest(KEY, REQUEST), ...input }, NOW);

  it("is HMAC-SHA256 over timestamp, method, path, normalised key and body, hex, prefixed sha256=", () => {
    // Independent oracle: the same HMAC computed by hand.
    const text = `partner-v2\n${SECONDS}\nPOST\n/api/partners/1/callback\nevt-1\n{"a":1}`;
    const expected = createHmac("sha256", KEY).update(text).digest("hex");
    expect(signRequest(KEY, REQUEST)).toBe(`sha256=${expected}`);
    expect(signRequest(KEY, { ...REQUEST, idempotencyKey: " EVT-1 " })).toBe(`sha256=${expected}`);
    expect(normaliseIdempotencyKey(" Lead-LN1 ")).toBe("lead-ln1");
    expect(normaliseIdempotencyKey("")).toBeNull();
    expect(normaliseIdempotencyKey("x".repeat(201))).toBeNull();
  });

  it("accepts the right signature within five minutes, and the key in any case", () => {
    const early = { ...REQUEST, timestamp: SECONDS - 299 };
    expect(verify({ timestamp: String(SECONDS - 299), signature: signRequest(KEY, early) })).toEqual({ ok: true });
    expect(verify({ idempotencyKey: "EVT-1" })).toEqual({ ok: true });
  });

  it("refuses another key, body, path or method, a stale or future timestamp and missing headers", () => {
    const bad = { ok: false, reason: "bad_signature" };
    expect(verify({ idempotencyKey: "evt-2" })).toEqual(bad);
    expect(verify({ body: '{"a":2}' })).toEqual(bad);
    expect(verify({ path: "/api/partners/2/callback" })).toEqual(bad);
    expect(verify({ method: "PUT" })).toEqual(bad);
    expect(verify({ signature: signRequest("x".repeat(40), REQUEST) })).toEqual(bad);
    for (const seconds of [SECONDS - 301, SECONDS + 301]) {
      const signature = signRequest(KEY, { ...REQUEST, timestamp: seconds });
      expect(verify({ timestamp: String(seconds), signature })).toEqual({ ok: false, reason: "stale" });
    }
    for (const missing of ["timestamp", "signature", "idempotencyKey"] as const) {
      expect(verify({ [missing]: undefined }), missing).toEqual({ ok: false, reason: "missing" });
    }
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

  it("signs a lead delivery with timestamp, signature and idempotency key headers over method, path, key and body", async () => {
    const { adapter, seen } = adapterWith(() => Response.json({ ref: "P-1", status: "received" }));
    expect(await adapter.deliverLead(LEAD)).toEqual({ ref: "P-1", status: "received", duplicate: false });
    const [request] = seen;
    expect(request?.url).toBe("https://partner.example/api/leads");
    expect(request?.method).toBe("POST");
    const body = (await request?.text()) ?? "";
    expect(JSON.parse(body)).toEqual(LEAD);
    expect(request?.headers.get("idempotency-key")).toBe("lead-LN1");
    expect(request?.headers.get("x-partner-timestamp")).toBe(String(SECONDS));
    const text = `partner-v2\n${SECONDS}\nPOST\n/api/leads\nlead-ln1\n${body}`;
    const expected = createHmac("sha256", KEY).update(text).digest("hex");
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
