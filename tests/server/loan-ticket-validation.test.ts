import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t as text } from "../../src/i18n/t";
import { type Caller, call, funnelCaller, readyDraft, ticketBody } from "./support/loan-ticket-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

type Body = ReturnType<typeof ticketBody>;
const withDetails = (body: Body, details: Record<string, unknown>) => ({
  ...body,
  details: { ...body.details, ...details },
});
const withBank = (body: Body, bank: Record<string, unknown>) =>
  withDetails(body, { disbursement: { ...body.details.disbursement, ...bank } });
const postOffice = (name: string, holder: string) => ({
  disbursement: { paymentType: "postOffice", postOfficeName: name, postHolder: holder },
});

/** SPEC.md section 5 loan-ticket rules on POST /v1/ticket/create: HTTP 400 with the Vietnamese message. */
describe.each(testDatabaseKinds())("loan-ticket validation on %s", (kind) => {
  let t: TestApp;
  let caller: Caller;
  let body: Body;
  beforeAll(async () => {
    t = await createTestApp(kind);
    caller = await funnelCaller(t);
    body = ticketBody(await readyDraft(t, caller));
  });
  afterAll(() => t.close());

  it.each([
    [
      "total capital over 12 digits",
      (b: Body) => withDetails(b, { totalCapital: "1234567890123" }),
      "total_capital_max_digits",
    ],
    ["total capital below the amount", (b: Body) => withDetails(b, { totalCapital: "19999999" }), "total_capital_min"],
    ["total capital not digits", (b: Body) => withDetails(b, { totalCapital: "20.000.000" }), "field_number_only"],
    ["pay-back day 32", (b: Body) => withDetails(b, { payBackDay: "32" }), "payback_day_invalid"],
    ["pay-back day 0", (b: Body) => withDetails(b, { payBackDay: "0" }), "payback_day_invalid"],
    ["pay-back day not digits", (b: Body) => withDetails(b, { payBackDay: "1a" }), "payback_day_number"],
    ["account number of 16", (b: Body) => withBank(b, { accountNumber: "1234567890123456" }), "account_number_max"],
    ["account holder of 36", (b: Body) => withBank(b, { accountHolder: "A".repeat(36) }), "account_holder_max"],
    ["no bank", (b: Body) => withBank(b, { bankId: 0 }), "bank_required"],
    ["no branch", (b: Body) => withBank(b, { bankBranchId: undefined }), "branch_required"],
    ["a branch of another bank", (b: Body) => withBank(b, { bankBranchId: 201 }), "branch_not_of_bank"],
    [
      "post office name of 101",
      (b: Body) => withDetails(b, postOffice("B".repeat(101), "Nguyen An")),
      "post_office_name_max",
    ],
    [
      "post holder of 36",
      (b: Body) => withDetails(b, postOffice("Bưu cục Ba Đình", "C".repeat(36))),
      "post_holder_max",
    ],
    ["address of 201", (b: Body) => withDetails(b, { address: "D".repeat(201) }), "address_max"],
    ["no province", (b: Body) => withDetails(b, { provinceCode: "" }), "province_required"],
    ["no ward", (b: Body) => withDetails(b, { wardCode: "" }), "ward_required"],
    ["a ward of another province", (b: Body) => withDetails(b, { wardCode: "25747" }), "address_area_invalid"],
    ["no loan purpose", (b: Body) => withDetails(b, { loanPurpose: "" }), "loan_purpose_required"],
    [
      "the applicant as reference",
      (b: Body) => withDetails(b, { reference: { ...b.details.reference, phone: caller.phone } }),
      "reference_phone_same",
    ],
    ["a term the product lacks", (b: Body) => ({ ...b, term: 7 }), "ticket_term_invalid"],
  ] as const)("%s", async (_name, change, key) => {
    const answer = await call(t, "/api/v1/ticket/create", { caller, json: change(body) });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(text(key));
  });

  it("refuses an ID other than the card's (023) and a ticket before its identity step (231)", async () => {
    const mismatch = await call(t, "/api/v1/ticket/create", {
      caller,
      json: { ...body, identity: { ...body.identity, idNumber: "079191000123" } },
    });
    expect(mismatch).toMatchObject({ code: 240, data: { documentCode: "023" } });
    const fresh = await call<{ code: string }>(t, "/api/v1/ticket/create/draft", {
      caller,
      json: { productId: 1, step: "details", data: {} },
    });
    const early = await call(t, "/api/v1/ticket/create", { caller, json: { ...body, code: fresh.data.code } });
    expect(early).toMatchObject({ code: 231, message: text("ticket_identity_missing") });
  });

  it("looks up banks, branches, provinces and wards", async () => {
    expect((await call<unknown[]>(t, "/api/v1/banks")).data.length).toBeGreaterThan(3);
    expect((await call<{ bankId: number }[]>(t, "/api/v1/bank-branches/1")).data.every((b) => b.bankId === 1)).toBe(
      true,
    );
    expect((await call<unknown[]>(t, "/api/v1/provinces/info", { json: {} })).data).toHaveLength(34);
    const wards = await call<{ name: string }[]>(t, "/api/v1/wards/info", { json: { provinceCode: "1" } });
    expect(wards.data.map((w) => w.name)).toContain("Phường Ba Đình");
    expect((await call(t, "/api/v1/product-financial/999")).status).toBe(404);
    expect((await call<{ steps: string[] }>(t, "/api/v1/product-financial/checkStep/3")).data.steps).not.toContain(
      "face",
    );
  });
});
