import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t as text } from "../../src/i18n/t";
import { type Caller, call, FRONT, funnelCaller, newDraft, upload } from "./support/loan-ticket-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/** Issue 14 item 6 (the card's ID must be the customer's) and the per-customer upload quota. */
describe.each(testDatabaseKinds())("card ID and upload quota on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.config.ekyc = { ...t.deps.config.ekyc, uploadsPerCustomerPerHour: 4 };
  });
  afterAll(() => t.close());

  it("refuses any card when the customer gave no national ID (a synthetic card no longer passes)", async () => {
    const caller = await funnelCaller(t, null);
    const code = await newDraft(t, caller);
    const answer = await upload(t, FRONT, caller, code);
    expect(answer).toMatchObject({ code: 240, data: { documentCode: "023" }, message: text("ekyc_id_unknown") });
  });

  it("refuses a card whose ID differs from the funnel's, accepts the customer's own", async () => {
    const caller = await funnelCaller(t, "001095099999");
    const code = await newDraft(t, caller);
    const other = await upload(t, FRONT, caller, code);
    expect(other).toMatchObject({ code: 240, data: { documentCode: "023" }, message: text("ekyc_id_mismatch") });
    const own = await upload(t, FRONT, caller, code, { person: { idNumber: "001095099999" } });
    expect(own).toMatchObject({ code: 200, data: { fields: { idNumber: "001095099999" } } });
  });

  it("answers 429 in Vietnamese past the customer's hourly upload quota, for that customer only", async () => {
    const caller: Caller = await funnelCaller(t);
    const code = await newDraft(t, caller);
    for (let i = 0; i < 4; i++) expect((await upload(t, FRONT, caller, code)).code).toBe(200);
    const refused = await call(t, `/api${FRONT}`, { caller, body: await formOf(code) });
    expect(refused).toMatchObject({ status: 429, code: 429 });
    expect(refused.message).toMatch(/^Bạn đã gửi quá nhiều ảnh trong một giờ/);
    // Another customer is not affected.
    const someoneElse = await funnelCaller(t);
    expect((await upload(t, FRONT, someoneElse, await newDraft(t, someoneElse))).code).toBe(200);
  });
});

async function formOf(code: string): Promise<FormData> {
  const { cardImage } = await import("../support/card-image");
  const image = cardImage();
  const form = new FormData();
  form.set("ticketCode", code);
  form.set("file", new Blob([new Uint8Array(image.bytes)], { type: image.mime }), "front.png");
  return form;
}
