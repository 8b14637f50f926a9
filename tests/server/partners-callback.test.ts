import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_PARTNER_KEYS } from "../../server/services/partners/partners-config";
import { t as text } from "../../src/i18n/t";
import {
  type CallbackOptions,
  type CallbackRequest,
  deliveryStatus,
  leadDelivery,
  sendCallback,
  signedCallback,
} from "./support/partner-callback";
import { staffApiToken } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

let serial = 0;

describe.each(testDatabaseKinds())("partner callbacks and the dead-letter list on %s", (kind) => {
  let t: TestApp;
  let operatorToken = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
    operatorToken = (await staffApiToken(t, "operator")).token;
  });
  afterAll(() => t.close());

  const delivery = () => {
    serial += 1;
    return leadDelivery(t, `LNCB${serial}${kind}`);
  };
  const statusOf = (id: number) => deliveryStatus(t, id);

  /** A signed callback; a body without a sequence gets the next one. */
  function signed(body: unknown, options: Partial<CallbackOptions> = {}): CallbackRequest {
    serial += 1;
    const withSequence =
      typeof body === "object" && body !== null && !("sequence" in body) ? { ...body, sequence: serial } : body;
    return signedCallback(t, withSequence, { idempotencyKey: `cb-${serial}`, ...options });
  }
  const callback = (body: unknown, options: Partial<CallbackOptions> = {}) => sendCallback(t, signed(body, options));

  it("applies a correctly signed callback to the delivery's status", async () => {
    const { id, key } = await delivery();
    const res = await callback({ deliveryKey: key, status: "needs_signing", ref: "BIDV-1" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 200, data: null });
    expect(await statusOf(id)).toBe("needs_signing");
  });

  it("refuses a forged callback (another key) with 401 and leaves the status alone", async () => {
    const { id, key } = await delivery();
    const res = await callback(
      { deliveryKey: key, status: "approved" },
      { key: "forged-key-forged-key-forged-key-0000" },
    );
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe(text("partner_signature_invalid"));
    expect(await statusOf(id)).toBe("queued");
  });

  it("refuses a body changed after signing, and a signature of partner 2 sent as partner 1", async () => {
    const { id, key } = await delivery();
    const captured = signed({ deliveryKey: key, status: "declined", sequence: 1 });
    const raw = JSON.stringify({ deliveryKey: key, status: "approved", sequence: 1 });
    const tampered = await sendCallback(t, { ...captured, raw });
    expect(tampered.status).toBe(401);
    const otherPartner = await callback({ deliveryKey: key, status: "approved" }, { key: SAMPLE_PARTNER_KEYS[2] });
    expect(otherPartner.status).toBe(401);
    expect(await statusOf(id)).toBe("queued");
  });

  it("refuses a callback signed more than five minutes ago", async () => {
    const { id, key } = await delivery();
    const res = await callback({ deliveryKey: key, status: "approved" }, { secondsAgo: 301 });
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe(text("partner_callback_stale"));
    expect(await statusOf(id)).toBe("queued");
  });

  it("refuses a replayed idempotency key with 409", async () => {
    const { id, key } = await delivery();
    expect((await callback({ deliveryKey: key, status: "received" }, { idempotencyKey: "once-only" })).status).toBe(
      200,
    );
    const replay = await callback({ deliveryKey: key, status: "declined" }, { idempotencyKey: "once-only" });
    expect(replay.status).toBe(409);
    expect((await replay.json()).message).toBe(text("partner_callback_replayed"));
    expect(await statusOf(id)).toBe("received");
  });

  it("answers 404 for an unknown partner or delivery and 400 for a body outside the contract", async () => {
    const { key } = await delivery();
    expect((await callback({ deliveryKey: key, status: "approved" }, { partner: 99 })).status).toBe(404);
    expect((await callback({ deliveryKey: "lead-NOPE", status: "approved" })).status).toBe(404);
    const bad = await callback({ deliveryKey: key, status: "paid" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe(text("partner_callback_invalid"));
  });

  it("lists failed deliveries to an operator's API token and puts one back in the queue, audited", async () => {
    const { id, key } = await delivery();
    await t.database.db
      .updateTable("partner_deliveries")
      .set({ status: "failed", attempts: 13, last_error: "partner 1 answered 500" })
      .where("id", "=", id)
      .execute();
    expect((await t.request("/api/admin/partners/dead")).status).toBe(401);
    const editor = { authorization: `Bearer ${(await staffApiToken(t, "editor", `editor-${kind}@vay.test`)).token}` };
    expect((await t.request("/api/admin/partners/dead", { headers: editor })).status).toBe(403);
    const auth = { authorization: `Bearer ${operatorToken}` };
    const list = await (await t.request("/api/admin/partners/dead", { headers: auth })).json();
    expect(list.data).toContainEqual(
      expect.objectContaining({ id, idempotencyKey: key, attempts: 13, lastError: "partner 1 answered 500" }),
    );
    const retry = await t.request(`/api/admin/partners/dead/${id}/retry`, { method: "POST", headers: auth });
    expect(await retry.json()).toEqual({ code: 200, data: { id, status: "queued" } });
    expect(await statusOf(id)).toBe("queued");
    const audit = await t.database.db
      .selectFrom("audit_log")
      .select(["action", "staff_email"])
      .where("target", "=", `delivery:${id}`)
      .execute();
    expect(audit).toEqual([{ action: "partner-delivery.retry", staff_email: "operator-script@vay.test" }]);
    const again = await t.request(`/api/admin/partners/dead/${id}/retry`, { method: "POST", headers: auth });
    expect(again.status).toBe(404);
    const after = await (await t.request("/api/admin/partners/dead", { headers: auth })).json();
    expect(after.data.map((row: { id: number }) => row.id)).not.toContain(id);
  });
});
