import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import * as v from "valibot";
import { SAMPLE_PARTNER_KEYS } from "../../server/services/partners/partners-config";
import { requestTarget, signRequest, verifyRequest } from "../../server/services/partners/signing";
import {
  type ApprovalStatus,
  PARTNER_HEADERS,
  partnerApplicationSchema,
  partnerDocumentCheckSchema,
  partnerLeadSchema,
  partnerSubscriberCheckSchema,
} from "../../src/contract/partners";
import { applicationDecision, documentReasons, leadDecision, signatureAccepted, subscriberAccepted } from "./rules";

export type SimMode = "normal" | "slow" | "fail";

export interface SimOptions {
  /** Our server's origin: callbacks go to {callbackOrigin}/api/partners/{id}/callback. */
  callbackOrigin: string;
  mode: SimMode;
  /** How long a slow answer takes. */
  delayMs: number;
  /** How long after an answer the decision is called back. */
  callbackDelayMs: number;
  log: (line: string) => void;
}

interface Held {
  key: string;
  partnerId: number;
  kind: "lead" | "application";
  subject: string;
  ref: string;
  /** Every request that carried this key (the first one recorded it). */
  attempts: number;
  status: ApprovalStatus["status"];
  /** The sequence of the last event called back for it (event time in ms, strictly growing). */
  sequence: number;
}

/**
 * The partner side, for every sample partner at /p/{id}: signed requests only, each delivery
 * recorded once per idempotency key, decisions by the stated rules, called back signed.
 */
export function createSimulator(options: SimOptions) {
  const state = {
    mode: options.mode,
    delayMs: options.delayMs,
    callbackDelayMs: options.callbackDelayMs,
    /** closed: GET /service answers available: false (check/load/service). */
    service: "open" as "open" | "closed",
  };
  /** Document links of applications, and how many of their files were downloaded (GET {token}{id}). */
  const documents = new Map<string, { links: number; downloaded: number }>();
  const held = new Map<string, Held>();
  const byRef = new Map<string, Held>();
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function callBack(item: Held, status: ApprovalStatus["status"]): Promise<void> {
    const key = SAMPLE_PARTNER_KEYS[item.partnerId] as string;
    // The event time in milliseconds, kept growing: a restarted simulator still reports newer events.
    item.sequence = Math.max(item.sequence + 1, Date.now());
    const body = JSON.stringify({ deliveryKey: item.key, status, sequence: item.sequence, ref: item.ref });
    const timestamp = Math.floor(Date.now() / 1000);
    const url = `${options.callbackOrigin}/api/partners/${item.partnerId}/callback`;
    const idempotencyKey = randomUUID();
    const signature = signRequest(key, { timestamp, method: "POST", path: requestTarget(url), idempotencyKey, body });
    try {
      const res = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [PARTNER_HEADERS.timestamp]: String(timestamp),
          [PARTNER_HEADERS.signature]: signature,
          [PARTNER_HEADERS.idempotencyKey]: idempotencyKey,
        },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      options.log(`callback ${item.key} ${status}: ${res.status}`);
    } catch (error) {
      options.log(`callback ${item.key} ${status} failed: ${(error as Error).message}`);
    }
  }

  const app = new Hono();
  app.get("/health", (c) => c.json({ ok: true }));
  app.get("/control", (c) =>
    c.json({
      mode: state.mode,
      delayMs: state.delayMs,
      service: state.service,
      held: [...held.values()],
      documents: Object.fromEntries(documents),
    }),
  );
  app.post("/control", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Partial<typeof state>;
    if (body.mode === "normal" || body.mode === "slow" || body.mode === "fail") state.mode = body.mode;
    if (typeof body.delayMs === "number") state.delayMs = body.delayMs;
    if (typeof body.callbackDelayMs === "number") state.callbackDelayMs = body.callbackDelayMs;
    if (body.service === "open" || body.service === "closed") state.service = body.service;
    options.log(`control: ${JSON.stringify(state)}`);
    return c.json(state);
  });
  app.post("/control/exit", (c) => {
    options.log("control: going away");
    setTimeout(() => process.exit(0), 50);
    return c.json({ ok: true });
  });

  // Every partner route: a valid signature with the partner's key (over timestamp, method, path, key and body), or 401.
  app.use("/p/:id/*", async (c, next) => {
    const id = Number(c.req.param("id"));
    const key = SAMPLE_PARTNER_KEYS[id];
    if (!key) return c.json({ message: "unknown partner" }, 404);
    const body = c.req.method === "GET" ? "" : await c.req.raw.clone().text();
    const check = verifyRequest(
      key,
      {
        timestamp: c.req.header(PARTNER_HEADERS.timestamp),
        signature: c.req.header(PARTNER_HEADERS.signature),
        idempotencyKey: c.req.header(PARTNER_HEADERS.idempotencyKey),
        method: c.req.method,
        path: requestTarget(c.req.url),
        body,
      },
      new Date(),
    );
    if (!check.ok) return c.json({ message: `refused: ${check.reason}` }, 401);
    if (state.mode === "fail") return c.json({ message: "simulated failure" }, 500);
    await next();
  });

  async function deliver(
    partnerId: number,
    key: string,
    kind: Held["kind"],
    subject: string,
    decide: () => ApprovalStatus["status"],
  ): Promise<{ ref: string; status: "received"; duplicate: boolean }> {
    const known = held.get(key);
    if (known) {
      known.attempts += 1;
      options.log(`duplicate ${key} (attempt ${known.attempts})`);
    } else {
      const item: Held = {
        key,
        partnerId,
        kind,
        subject,
        ref: `SIM-${randomUUID().slice(0, 8)}`,
        attempts: 1,
        status: "received",
        sequence: 0,
      };
      held.set(key, item);
      byRef.set(item.ref, item);
      options.log(`received ${key}`);
      setTimeout(async () => {
        await callBack(item, "received");
        item.status = decide();
        await callBack(item, item.status);
      }, state.callbackDelayMs);
    }
    if (state.mode === "slow") await sleep(state.delayMs);
    const item = held.get(key) as Held;
    return { ref: item.ref, status: "received", duplicate: known !== undefined };
  }

  app.post("/p/:id/leads", async (c) => {
    const parsed = v.safeParse(partnerLeadSchema, await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: "bad lead" }, 400);
    const lead = parsed.output;
    return c.json(
      await deliver(Number(c.req.param("id")), lead.idempotencyKey, "lead", lead.ticketCode, () => leadDecision(lead)),
    );
  });
  app.post("/p/:id/applications", async (c) => {
    const parsed = v.safeParse(partnerApplicationSchema, await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: "bad application" }, 400);
    const application = parsed.output;
    if (!held.has(application.idempotencyKey)) void download(application.applicationCode, application.documents);
    return c.json(
      await deliver(
        Number(c.req.param("id")),
        application.idempotencyKey,
        "application",
        application.applicationCode,
        () => applicationDecision(application),
      ),
    );
  });
  app.get("/p/:id/applications/:ref/status", (c) => {
    const item = byRef.get(c.req.param("ref")) ?? held.get(c.req.param("ref"));
    if (!item) return c.json({ message: "unknown application" }, 404);
    return c.json({ ref: item.ref, status: item.status });
  });
  app.post("/p/:id/applications/:ref/signature", async (c) => {
    const item = byRef.get(c.req.param("ref")) ?? held.get(c.req.param("ref"));
    if (!item) return c.json({ message: "unknown application" }, 404);
    const body = (await c.req.json().catch(() => ({}))) as { otp?: unknown };
    if (item.status !== "needs_signing" && item.status !== "signed") {
      return c.json({ ref: item.ref, status: item.status, message: "nothing to sign" });
    }
    if (typeof body.otp !== "string" || !signatureAccepted(body.otp)) {
      return c.json({ ref: item.ref, status: item.status, message: "wrong code" });
    }
    if (item.status !== "signed") {
      item.status = "signed";
      void callBack(item, "signed");
    }
    return c.json({ ref: item.ref, status: item.status });
  });

  /** Fetches each document link of a new application once, as a partner files them. */
  async function download(code: string, links: Array<{ kind: string; url: string }>): Promise<void> {
    const entry = { links: links.length, downloaded: 0 };
    documents.set(code, entry);
    for (const link of links) {
      try {
        const res = await fetch(link.url, { signal: AbortSignal.timeout(5_000) });
        if (res.ok) entry.downloaded += 1;
        options.log(`document ${code} ${link.kind}: ${res.status}`);
      } catch (error) {
        options.log(`document ${code} ${link.kind} failed: ${(error as Error).message}`);
      }
    }
  }

  app.get("/p/:id/service", (c) => c.json({ available: state.service === "open" }));
  app.post("/p/:id/documents/check", async (c) => {
    const parsed = v.safeParse(partnerDocumentCheckSchema, await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: "bad document check" }, 400);
    const reasons = documentReasons({ ...parsed.output, now: new Date() });
    options.log(`document ${parsed.output.applicationCode} ${parsed.output.side}: ${reasons.join(",") || "ok"}`);
    return c.json({ accepted: reasons.length === 0, reasons });
  });
  app.post("/p/:id/subscribers/check", async (c) => {
    const parsed = v.safeParse(partnerSubscriberCheckSchema, await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ message: "bad subscriber check" }, 400);
    const accepted = subscriberAccepted(parsed.output.phone);
    options.log(`subscriber ${parsed.output.applicationCode}: ${accepted ? "ok" : "refused"}`);
    return c.json({ accepted, reasons: [] });
  });

  return { app, held, documents };
}
