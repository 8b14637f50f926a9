import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t as text } from "../../src/i18n/t";
import { type Caller, call, funnelCaller, readyDraft, ticketBody } from "./support/loan-ticket-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

interface Saved {
  code: string;
  step: string;
  resumed?: boolean;
}

/**
 * Issue 19 item 6: opening the wizard's link again resumes the customer's open draft of that product
 * instead of adding one each time, and the owner (only the owner) can delete a draft with its files.
 */
describe.each(testDatabaseKinds())("loan-ticket drafts on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** What the wizard sends when its link is opened without a ticket code. */
  const openWizard = (caller: Caller, productId = 1) =>
    call<Saved>(t, "/api/v1/ticket/create/draft", { caller, json: { productId, step: "identity", data: {} } });

  const draftsOf = async (caller: Caller) =>
    (await call<Array<{ code: string; status: string }>>(t, "/api/v1/ticket/mine", { caller })).data;

  it("gives back the same open draft when the wizard's link is opened again", async () => {
    const caller = await funnelCaller(t);
    const first = await openWizard(caller);
    expect(first.code).toBe(200);
    expect(first.data.resumed).toBeUndefined();
    // The customer saved something on it, left, and opened the link again.
    const saved = await call(t, "/api/v1/ticket/create/draft", {
      caller,
      json: { code: first.data.code, productId: 1, step: "details", data: { amount: 20_000_000, term: 12 } },
    });
    expect(saved.code).toBe(200);
    const again = await openWizard(caller);
    expect(again.data).toMatchObject({ code: first.data.code, step: "details", resumed: true });
    const third = await openWizard(caller);
    expect(third.data.code).toBe(first.data.code);
    expect((await draftsOf(caller)).map((draft) => draft.code)).toEqual([first.data.code]);
    // What was saved is still there.
    const draft = await call<{ data: { amount?: number } }>(t, `/api/v1/ticket-draft/${first.data.code}`, {
      caller,
      method: "POST",
    });
    expect(draft.data.data.amount).toBe(20_000_000);
  });

  it("keeps one draft per product and per customer", async () => {
    const caller = await funnelCaller(t);
    const other = await funnelCaller(t);
    const mine = (await openWizard(caller)).data.code;
    const otherProduct = (await openWizard(caller, 2)).data.code;
    const theirs = (await openWizard(other)).data.code;
    expect(new Set([mine, otherProduct, theirs]).size).toBe(3);
    expect((await openWizard(caller, 2)).data.code).toBe(otherProduct);
    expect((await openWizard(other)).data.code).toBe(theirs);
  });

  it("starts a new draft once the open one has gone on to its OTP", async () => {
    const caller = await funnelCaller(t);
    const code = await readyDraft(t, caller);
    expect((await openWizard(caller)).data.code).toBe(code);
    expect((await call(t, "/api/v1/ticket/create", { caller, json: ticketBody(code) })).code).toBe(200);
    const next = await openWizard(caller);
    expect(next.code).toBe(200);
    expect(next.data.code).not.toBe(code);
    expect(next.data.resumed).toBeUndefined();
  });

  it("lets the owner delete a draft with its files; another customer cannot", async () => {
    const owner = await funnelCaller(t);
    const stranger = await funnelCaller(t);
    const code = await readyDraft(t, owner);
    const dir = join(t.deps.config.ekyc.uploadDir, "tickets", code);
    expect(readdirSync(dir).length).toBe(3);

    const refused = await call(t, `/api/v1/ticket/delete-draft/${code}`, { caller: stranger });
    expect(refused.status).toBe(404);
    expect(refused.message).toBe(text("ticket_not_found"));
    expect(readdirSync(dir).length).toBe(3);
    expect((await draftsOf(owner)).map((draft) => draft.code)).toContain(code);

    const deleted = await call(t, `/api/v1/ticket/delete-draft/${code}`, { caller: owner });
    expect(deleted).toMatchObject({ code: 200, message: text("ticket_draft_deleted") });
    expect(existsSync(dir)).toBe(false);
    expect(await draftsOf(owner)).toEqual([]);
    // The link opened again starts a new draft.
    const fresh = await openWizard(owner);
    expect(fresh.data.code).not.toBe(code);
  });
});
