import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t as text } from "../../src/i18n/t";
import { type Caller, call, FRONT, funnelCaller, imageForm, newDraft, upload } from "./support/loan-ticket-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/** The offline provider's codes on generated card images (SPEC.md section 8). */
describe.each(testDatabaseKinds())("document-reading codes on %s", (kind) => {
  let t: TestApp;
  let caller: Caller;
  let code: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    caller = await funnelCaller(t);
    code = await newDraft(t, caller);
  });
  afterAll(() => t.close());

  it.each([
    ["blurred", { blur: 3 }, "022"],
    ["cropped corners", { crop: true }, "019"],
    ["too far", { cardWidth: 420, imageWidth: 1400, imageHeight: 1000 }, "458"],
    ["tiny", { cardWidth: 240 }, "458"],
    ["not a card", { kind: "photo" as const }, "404"],
    ["another document's QR", { qrText: "https://example.com/giay-phep" }, "455"],
    ["a GIF", { format: "gif" as const }, "453"],
  ])("%s answers %s", async (_name, options, documentCode) => {
    const answer = await upload(t, FRONT, caller, code, options);
    expect(answer).toMatchObject({ code: 240, data: { documentCode } });
    expect(answer.message).toBe(text(`ekyc_code_${documentCode}` as "ekyc_code_022"));
  });

  it("another person's card answers 023 saying the ID number does not match", async () => {
    const answer = await upload(t, FRONT, caller, code, { person: { idNumber: "079191000123" } });
    expect(answer).toMatchObject({ code: 240, data: { documentCode: "023" }, message: text("ekyc_id_mismatch") });
  });

  it("refuses text named like a photo (by content, not by name) and an image over the limit", async () => {
    const fake = await call(t, `/api${FRONT}`, {
      caller,
      body: imageForm(code, new TextEncoder().encode("hello"), "image/jpeg"),
    });
    expect(fake).toMatchObject({ code: 240, data: { documentCode: "453" } });
    const big = new Uint8Array(t.deps.config.ekyc.uploadMaxBytes + 10);
    big.set([0xff, 0xd8, 0xff]);
    expect((await call(t, `/api${FRONT}`, { caller, body: imageForm(code, big, "image/jpeg") })).status).toBe(413);
  });

  it("accepts a driver licence and a passport without reading them", async () => {
    const licence = await upload(t, "/v1/ocr/frontcheck/driverLicense", caller, code, { kind: "back" });
    expect(licence).toMatchObject({ code: 200, data: { fields: null } });
    const passport = await upload(t, "/v1/ocr/frontcheck/passport", caller, code, { kind: "back" });
    expect(passport).toMatchObject({ code: 200, data: { fields: null } });
  });
});
