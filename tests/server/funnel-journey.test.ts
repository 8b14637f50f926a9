import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runJourney, type Send, type Visitor } from "../../scripts/bench/funnel-journey";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/** The whole funnel through the public API, the OTP read from the outbox, as a browser drives it. */
describe.each(testDatabaseKinds())("funnel journey on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const sendFrom =
    (ip: string): Send =>
    (path, init) =>
      // the outbox answers only this machine (loopback), as a developer reading it
      t.request(path, {
        method: init.method,
        json: init.json,
        headers: init.headers ?? {},
        ip: path.startsWith("/api/dev/outbox") ? "127.0.0.1" : ip,
      });

  const visitor: Visitor = {
    phone: "0987000111",
    nationalId: "079191000123", // female, born 1991
    name: "Lê Thị Hoa",
    income: "7 - 10 triệu",
    housing: "Nhà thuê",
    marital: "Độc thân",
    dependents: "Không có",
    amount: 15_000_000,
    term: 9,
  };

  it("goes from the bot check to a saved lead, with an account and its temporary password", async () => {
    const result = await runJourney(sendFrom("192.0.2.10"), visitor);
    expect(result.totalScore).toBe(5 + 15 + 14 + 8 + 10 + 14);
    expect(result.userName).toBe(visitor.phone);
    expect(result.password).toMatch(/^[A-Za-z0-9]{10}$/);

    const lead = await t.database.db
      .selectFrom("leads")
      .selectAll()
      .where("ticket_code", "=", result.ticketCode)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      phone: visitor.phone,
      full_name: visitor.name,
      national_id: visitor.nationalId,
      birth_year: 1991,
      gender: "Nữ",
      income: 7_000_000,
      loan_amount: 15_000_000,
      loan_term: 9,
      score: 66,
      ip: "192.0.2.10",
    });
    expect(lead.outcome_partner_name).toMatch(/^Công ty Tài chính (Tiêu dùng An Phát|Bình Minh)$/);
  });
});
