import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carryOutDeletion } from "../../server/services/content/deletion-requests";
import { t as text } from "../../src/i18n/t";
import { SAMPLE_PERSON } from "../support/card-image";
import {
  BACK,
  type Caller,
  call,
  FRONT,
  funnelCaller,
  readyDraft,
  ticketBody,
  upload,
} from "./support/loan-ticket-helpers";
import { latestOtp } from "./support/otp-flow";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/** The whole application: draft, card read from its QR, face, ticket, OTP, contract PDF, confirmation. */
describe.each(testDatabaseKinds())("loan-ticket journey on %s", (kind) => {
  let t: TestApp;
  let caller: Caller;
  beforeAll(async () => {
    t = await createTestApp(kind);
    caller = await funnelCaller(t);
  });
  afterAll(() => t.close());

  it("answers 401 to a caller with neither a session nor a funnel token", async () => {
    const answer = await call(t, "/api/v1/ticket/create/draft", { json: { productId: 1, step: "identity", data: {} } });
    expect(answer.status).toBe(401);
    expect(answer.message).toBe(text("ticket_auth_required"));
  });

  it("reads the card's QR, Vietnamese diacritics included, and prefills the identity", async () => {
    const code = (
      await call<{ code: string }>(t, "/api/v1/ticket/create/draft", {
        caller,
        json: { productId: 1, step: "identity", data: {} },
      })
    ).data.code;
    const front = await upload(t, FRONT, caller, code, { format: "jpeg" });
    expect(front.code).toBe(200);
    expect(front.data.fields).toEqual(SAMPLE_PERSON);
    const loaded = await call<{ fields: unknown; frontAccepted: boolean; backAccepted: boolean }>(
      t,
      "/api/check/load/identification",
      { caller, json: { ticketCode: code } },
    );
    expect(loaded.data).toMatchObject({ fields: SAMPLE_PERSON, frontAccepted: true, backAccepted: false });
  });

  it("goes from a draft to a submitted ticket with a downloadable contract", async () => {
    const code = await readyDraft(t, caller);
    const created = await call<{ transactionId: string; phoneMasked: string }>(t, "/api/v1/ticket/create", {
      caller,
      json: ticketBody(code),
    });
    expect(created.code).toBe(200);
    expect(created.data.phoneMasked).toBe(`********${caller.phone.slice(-2)}`);

    const wrong = await call(t, `/api/v1/ticket/${code}/verifyotp`, {
      caller,
      json: {
        otp: "000000" === (await latestOtp(t, caller.phone)) ? "111111" : "000000",
        transactionId: created.data.transactionId,
      },
    });
    expect(wrong).toMatchObject({ code: 205, data: { attemptsLeft: 2 } });

    const verified = await call<{ contract: { url: string } }>(t, `/api/v1/ticket/${code}/verifyotp`, {
      caller,
      json: { otp: await latestOtp(t, caller.phone), transactionId: created.data.transactionId },
    });
    expect(verified.code).toBe(200);
    const pdf = await t.request(verified.data.contract.url, { headers: caller.headers });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await t.request(verified.data.contract.url)).status).toBe(401);

    const badEmail = await call(t, `/api/v1/ticket/${code}/confirm`, { caller, json: { email: "x@", agree: true } });
    expect(badEmail.status).toBe(400);
    const confirmed = await call<{ loanCode: string }>(t, `/api/v1/ticket/${code}/confirm`, {
      caller,
      json: { email: "tuyet@example.com", agree: true },
    });
    expect(confirmed.code).toBe(200);
    expect(confirmed.message).toBe(text("loan_success", { code: confirmed.data.loanCode }));

    const mine = await call<{ code: string; status: string; statusText: string; loanCode: string }[]>(
      t,
      "/api/v1/ticket/mine",
      { caller },
    );
    expect(mine.data.find((row) => row.code === code)).toMatchObject({
      status: "submitted",
      statusText: text("ticket_status_submitted"),
      loanCode: confirmed.data.loanCode,
    });
  });

  it("deletes a draft with its images, and resumes a draft that is kept", async () => {
    const code = await readyDraft(t, caller);
    const dir = join(t.deps.config.ekyc.uploadDir, "tickets", code);
    expect(readdirSync(dir).length).toBe(3);
    const saved = await call(t, "/api/v1/ticket/create/draft", {
      caller,
      json: { code, productId: 1, step: "details", data: { details: { payBackDay: "9" } } },
    });
    expect(saved.code).toBe(200);
    const resumed = await call<{ step: string; data: unknown; verification: unknown }>(
      t,
      `/api/v1/ticket-draft/${code}`,
      {
        caller,
        method: "POST",
      },
    );
    expect(resumed.data).toMatchObject({
      step: "details",
      data: { details: { payBackDay: "9" } },
      verification: { documentType: "cccd", frontAccepted: true, backAccepted: true, face: "matched" },
    });
    const stranger = await funnelCaller(t);
    expect((await call(t, `/api/v1/ticket-draft/${code}`, { caller: stranger, method: "POST" })).status).toBe(404);

    expect((await call(t, `/api/v1/ticket/delete-draft/${code}`, { caller })).code).toBe(200);
    expect(existsSync(dir)).toBe(false);
    expect((await call(t, `/api/v1/ticket-draft/${code}`, { caller, method: "POST" })).status).toBe(404);
  });

  it("keeps only the images in use when a card side is taken again", async () => {
    const code = await readyDraft(t, caller);
    const dir = join(t.deps.config.ekyc.uploadDir, "tickets", code);
    const first = readdirSync(dir).sort();
    expect(first.length).toBe(3);
    const again = await upload(t, FRONT, caller, code);
    expect(again.code).toBe(200);
    const now = readdirSync(dir);
    expect(now.length).toBe(3);
    expect(now).toContain(`${again.data.imageId}.png`);
    const rows = await t.database.db
      .selectFrom("loan_application_files")
      .select("kind")
      .where("application_code", "=", code)
      .execute();
    expect(rows.map((row) => row.kind).sort()).toEqual(["back", "face", "front"]);
  });

  it("erases a person's applications and their files with a data-deletion request", async () => {
    const person = await funnelCaller(t);
    const code = await readyDraft(t, person);
    const dir = join(t.deps.config.ekyc.uploadDir, "tickets", code);
    expect(readdirSync(dir).length).toBe(3);
    const reference = `DEL-${code}`;
    await t.database.db
      .insertInto("data_deletion_requests")
      .values({ reference, phone: person.phone, phone_hash: "test", requested_at: t.clock.now() })
      .execute();
    const outcome = await carryOutDeletion(t.database, reference, t.clock.now(), t.deps.config.ekyc.uploadDir);
    expect(outcome.kind).toBe("completed");
    expect(existsSync(dir)).toBe(false);
    expect((await call(t, `/api/v1/ticket-draft/${code}`, { caller: person, method: "POST" })).status).toBe(404);
    // Someone else's application is untouched.
    const kept = await readyDraft(t, caller);
    expect(readdirSync(join(t.deps.config.ekyc.uploadDir, "tickets", kept)).length).toBe(3);
  });

  it("says the product policy changed when it did since the draft", async () => {
    const code = await readyDraft(t, caller);
    expect((await call(t, `/api/v1/ticket/checkUpdateProduct/${code}`, { caller, method: "POST" })).data).toEqual({
      changed: false,
      policyVersion: 1,
    });
    await t.database.db.updateTable("financial_products").set({ policy_version: 2 }).where("id", "=", 1).execute();
    try {
      const changed = await call(t, `/api/v1/ticket/checkUpdateProduct/${code}`, { caller, method: "POST" });
      expect(changed).toMatchObject({ code: 230, message: text("product_policy_updated") });
    } finally {
      await t.database.db.updateTable("financial_products").set({ policy_version: 1 }).where("id", "=", 1).execute();
    }
  });

  it("accepts the back side and rejects a front sent as the back (455)", async () => {
    const code = (
      await call<{ code: string }>(t, "/api/v1/ticket/create/draft", {
        caller,
        json: { productId: 1, step: "identity", data: {} },
      })
    ).data.code;
    expect((await upload(t, BACK, caller, code, { kind: "back" })).code).toBe(200);
    expect(await upload(t, BACK, caller, code)).toMatchObject({ code: 240, data: { documentCode: "455" } });
  });
});
