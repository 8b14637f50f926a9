import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CUSTOMER } from "../../server/db/seed/accounts";
import type { LoanRecord } from "../../src/contract/accounts";
import { t as text } from "../../src/i18n/t";
import {
  createUser,
  getWithToken,
  insertLead,
  post,
  sessionCookie,
  signIn,
  validateTokenFor,
} from "./accounts-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const RECORDS = "/api/me/records";
const day = (n: number) => new Date(Date.UTC(2026, 8, n, 8, 0, 0));

describe.each(testDatabaseKinds())("loan records on %s", (kind) => {
  let t: TestApp;
  const alice = { phone: "0944000001", password: "alice-pass" };
  const bob = { phone: "0944000002", password: "bob-pass-1" };
  beforeAll(async () => {
    t = await createTestApp(kind);
    await createUser(t.database, alice);
    await createUser(t.database, bob);
    await insertLead(t.database, { code: "LNALICE00001", phone: alice.phone, createdAt: day(1), score: 40 });
    await insertLead(t.database, {
      code: "LNALICE00002",
      phone: alice.phone,
      createdAt: day(20),
      amount: 30_000_000,
      score: 70,
      partner: "Đối tác A",
    });
    await insertLead(t.database, { code: "LNBOB0000001", phone: bob.phone, createdAt: day(10) });
  });
  afterAll(() => t.close());

  it("answers 401 without a session", async () => {
    const answer = await getWithToken(t, RECORDS);
    expect(answer).toMatchObject({ status: 401, code: 401, message: text("unauthorized") });
  });

  it("lists the customer's own requests, newest first, with what the records page shows", async () => {
    const token = await signIn(t, alice.phone, alice.password);
    const answer = await getWithToken(t, RECORDS, token);
    expect(answer.code).toBe(200);
    expect(answer.data).toEqual([
      {
        ticketCode: "LNALICE00002",
        createdAt: day(20).toISOString(),
        amount: 30_000_000,
        term: 6,
        score: 70,
        partner: "Đối tác A",
        status: 1,
        // No partner delivery recorded for these rows (inserted directly).
        partnerStatus: null,
      },
      {
        ticketCode: "LNALICE00001",
        createdAt: day(1).toISOString(),
        amount: 10_000_000,
        term: 6,
        score: 40,
        partner: null,
        status: 1,
        partnerStatus: null,
      },
    ] satisfies LoanRecord[]);
  });

  it("never shows one customer's requests to another", async () => {
    const token = await signIn(t, bob.phone, bob.password);
    const codes = ((await getWithToken(t, RECORDS, token)).data as LoanRecord[]).map((r) => r.ticketCode);
    expect(codes).toEqual(["LNBOB0000001"]);
  });

  it("shows the demo customer's two sample requests", async () => {
    const token = await signIn(t, DEMO_CUSTOMER.phone, DEMO_CUSTOMER.password);
    const records = (await getWithToken(t, RECORDS, token)).data as LoanRecord[];
    expect(records.map((r) => r.ticketCode)).toEqual(["LNDEMO000002", "LNDEMO000001"]);
    expect(records[0]?.partner).not.toBeNull();
    expect(records[1]?.partner).toBeNull();
  });

  it("hides a phone's requests from an account registered for it until an OTP proves the phone", async () => {
    const phone = "0944000003";
    await insertLead(t.database, { code: "LNCAROL00001", phone, createdAt: day(5) });
    const registered = await post(t, "/api/auth/register", {
      fullName: "Trần Thị Carol",
      phone,
      email: "",
      password: "carol-pass",
      agree: true,
    });
    expect(registered.code).toBe(200);
    const session = sessionCookie(registered.headers) ?? undefined;
    expect((await getWithToken(t, RECORDS, session)).data).toEqual([]);

    const validateToken = await validateTokenFor(t, phone);
    const changed = await post(t, "/api/auth/reset/password", {
      username: phone,
      password: "carol-moi",
      validateToken,
    });
    expect(changed.code).toBe(200);
    const fresh = await signIn(t, phone, "carol-moi");
    const codes = ((await getWithToken(t, RECORDS, fresh)).data as LoanRecord[]).map((r) => r.ticketCode);
    expect(codes).toEqual(["LNCAROL00001"]);
  });
});
