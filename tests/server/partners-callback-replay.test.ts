import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyPartnerStatus } from "../../server/services/partners/deliveries";
import { PARTNER_CALLBACK_CODE } from "../../src/contract/partners";
import { t as text } from "../../src/i18n/t";
import { deliveryStatus, leadDelivery, sendCallback, signedCallback } from "./support/partner-callback";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * Issue 30, items 2 and 3: a captured callback replayed under a fresh idempotency key (or the same
 * key in other case), and callback statuses applied in any order.
 */
let serial = 0;

describe.each(testDatabaseKinds())("partner callbacks cannot be replayed or reordered on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const delivery = () => {
    serial += 1;
    return leadDelivery(t, `LNRP${serial}${kind}`);
  };
  const statusOf = (id: number) => deliveryStatus(t, id);
  const send = (body: object, idempotencyKey: string) => sendCallback(t, signedCallback(t, body, { idempotencyKey }));

  it("refuses a captured callback sent again under a fresh key or the same key in other case", async () => {
    const { id, key } = await delivery();
    const approved = signedCallback(
      t,
      { deliveryKey: key, status: "approved", sequence: 2 },
      { idempotencyKey: "evt-a1" },
    );
    expect((await sendCallback(t, approved)).status).toBe(200);
    expect((await send({ deliveryKey: key, status: "declined", sequence: 3 }, "evt-a2")).status).toBe(200);

    // The attacker holds the captured "approved" (signature included) and changes only the key.
    const newKey = await sendCallback(t, {
      ...approved,
      headers: { ...approved.headers, "idempotency-key": "evt-fresh-2" },
    });
    expect(newKey.status).toBe(401);
    expect((await newKey.json()).message).toBe(text("partner_signature_invalid"));
    const otherCase = await sendCallback(t, {
      ...approved,
      headers: { ...approved.headers, "idempotency-key": " EVT-A1" },
    });
    expect(otherCase.status).toBe(409);
    expect((await otherCase.json()).message).toBe(text("partner_callback_replayed"));
    expect(await statusOf(id)).toBe("declined");
  });

  it("refuses the same event re-signed under a new key: an older one with 261, the last one as replayed", async () => {
    const { id, key } = await delivery();
    expect((await send({ deliveryKey: key, status: "approved", sequence: 2 }, "evt-b1")).status).toBe(200);
    expect((await send({ deliveryKey: key, status: "declined", sequence: 3 }, "evt-b2")).status).toBe(200);
    const older = await send({ deliveryKey: key, status: "approved", sequence: 2 }, "evt-b3");
    expect(older.status).toBe(409);
    expect(await older.json()).toEqual({
      code: PARTNER_CALLBACK_CODE.outOfOrder,
      data: null,
      message: text("partner_callback_out_of_order"),
    });
    const last = await send({ deliveryKey: key, status: "declined", sequence: 3 }, "evt-b4");
    expect(last.status).toBe(409);
    expect((await last.json()).message).toBe(text("partner_callback_replayed"));
    expect(await statusOf(id)).toBe("declined");
  });

  it("applies statuses in order and refuses a move the table does not allow (262), the same way every time", async () => {
    const { id, key } = await delivery();
    expect((await send({ deliveryKey: key, status: "received", sequence: 1 }, "evt-c1")).status).toBe(200);
    expect((await send({ deliveryKey: key, status: "needs_signing", sequence: 2 }, "evt-c2")).status).toBe(200);
    expect((await send({ deliveryKey: key, status: "signed", sequence: 3 }, "evt-c3")).status).toBe(200);
    for (let i = 0; i < 2; i += 1) {
      const back = await send({ deliveryKey: key, status: "received", sequence: 4 }, "evt-c4");
      expect(back.status).toBe(409);
      expect(await back.json()).toEqual({
        code: PARTNER_CALLBACK_CODE.moveRefused,
        data: null,
        message: text("partner_callback_move_refused"),
      });
    }
    expect(await statusOf(id)).toBe("signed");

    const decided = await delivery();
    expect((await send({ deliveryKey: decided.key, status: "declined", sequence: 5 }, "evt-d1")).status).toBe(200);
    const undo = await send({ deliveryKey: decided.key, status: "approved", sequence: 6 }, "evt-d2");
    expect((await undo.json()).code).toBe(PARTNER_CALLBACK_CODE.moveRefused);
    expect(await statusOf(decided.id)).toBe("declined");
  });

  it("a status the partner answers to a poll follows the same table", async () => {
    const { id, key } = await delivery();
    expect((await send({ deliveryKey: key, status: "declined", sequence: 1 }, "evt-e1")).status).toBe(200);
    const input = { partnerId: 1, key, status: "approved" as const, ref: null, now: t.clock.now() };
    expect(await applyPartnerStatus(t.database.db, input)).toBe(false);
    expect(await statusOf(id)).toBe("declined");
  });
});
