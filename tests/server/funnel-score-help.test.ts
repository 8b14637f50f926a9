import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TICKET_TOKEN_HEADER } from "../../src/contract/funnel";
import { answerOf, createTicket, score, scoreRequest } from "./support/funnel-fixtures";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

// Born 2006: 20 in 2026 (the test clock), the 18-22 band.
const ID_AGE_20 = "001206123456";
// A declined profile by decision 004: 5 + age 6 + income 6 + other housing 3 + other marital 5 + more than
// 3 dependents 1 = 26.
const DECLINED = { income: "3 - 7 triệu", housing: "Khác", marital: "Khác", dependents: "Trên 3 người" } as const;
const LOWEST_INCOME = 3_000_000; // the lower bound of "3 - 7 triệu"

interface Suggested {
  id: number;
  requirements: { minIncome: number | null; minAge: number | null; maxAge: number | null };
}

describe.each(testDatabaseKinds())("a score that helps, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const suggestions = (code: string, token: string) =>
    t.request(`/api/loan/ticket/${code}/suggestions`, { headers: { [TICKET_TOKEN_HEADER]: token } });

  it("answers each score with the points every answer earned (decision 004's table)", async () => {
    const ticket = await createTicket(t);
    const answer = await score(t, ticket, scoreRequest(ID_AGE_20, DECLINED, 4));
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      totalScore: 26,
      points: { base: 5, age: 6, income: 6, housing: 3, marital: 5, dependents: 1 },
    });
  });

  it("offers a declined applicant only cards whose income and age requirements they meet", async () => {
    const ticket = await createTicket(t);
    await score(t, ticket, scoreRequest(ID_AGE_20, DECLINED, 4));
    const answer = await answerOf<Suggested[]>(await suggestions(ticket.code, ticket.token));
    expect(answer.code).toBe(200);
    expect(answer.data.length).toBeLessThanOrEqual(3);
    for (const card of answer.data) {
      const { minIncome, minAge, maxAge } = card.requirements;
      expect(minIncome === null || minIncome <= LOWEST_INCOME).toBe(true);
      expect(minAge === null || minAge <= 20).toBe(true);
      expect(maxAge === null || maxAge === 0 || maxAge >= 20).toBe(true);
    }
    // The catalogue has cards asking more than 3,000,000 a month: none of them is offered.
    const premium = await t.database.db
      .selectFrom("cards")
      .select("id")
      .where("active", "=", true)
      .where("min_income", ">", LOWEST_INCOME)
      .execute();
    expect(premium.length).toBeGreaterThan(0);
    const offered = new Set(answer.data.map((card) => card.id));
    expect(premium.filter((card) => offered.has(card.id))).toEqual([]);
  });

  it("refuses suggestions before the final score, and to another ticket's token", async () => {
    const ticket = await createTicket(t);
    expect((await suggestions(ticket.code, ticket.token)).status).toBe(409);
    const other = await createTicket(t);
    expect((await suggestions(ticket.code, other.token)).status).toBe(403);
  });
});
