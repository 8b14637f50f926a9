import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../server/services/passwords";
import { SCORE_STEP } from "../../src/contract/funnel";
import { ALL_ANSWERS, createTicket, score, scoreRequest } from "./support/funnel-fixtures";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const ID_AGE_35 = "001091123456";

/** The final score call (step 4): the account, its temporary password once, the frozen score. */
describe.each(testDatabaseKinds())("funnel final score on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const usersOf = (phone: string) =>
    t.database.db.selectFrom("users").selectAll().where("username", "=", phone).execute();

  it("creates one account and returns its random temporary password once", async () => {
    const ticket = await createTicket(t, { email: "an.nguyen@example.com" });
    const first = await score(t, ticket, scoreRequest(ID_AGE_35, ALL_ANSWERS, SCORE_STEP.final));
    expect(first.code).toBe(200);
    expect(first.data.totalScore).toBe(5 + 15 + 22 + 20 + 14 + 11);
    expect(first.data.creditCardLimit).toBe(30_000_000);
    expect(first.data.userName).toBe(ticket.phone);
    const password = first.data.password as string;
    expect(password).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(password).not.toContain(ID_AGE_35.slice(-6));

    const [user, ...others] = await usersOf(ticket.phone);
    expect(others).toEqual([]);
    expect(user?.full_name).toBe("Nguyễn Văn An");
    expect(user?.email).toBe("an.nguyen@example.com");
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user!.password_hash, password)).toBe(true);

    const again = await score(t, ticket, scoreRequest(ID_AGE_35, ALL_ANSWERS, SCORE_STEP.final));
    expect(again.code).toBe(200);
    expect(again.data.userName).toBe(ticket.phone);
    expect(again.data).not.toHaveProperty("password");
    expect(await usersOf(ticket.phone)).toHaveLength(1);
    const ticketRow = await t.database.db
      .selectFrom("loan_tickets")
      .select(["user_id", "final_scored_at"])
      .where("code", "=", ticket.code)
      .executeTakeFirstOrThrow();
    expect(ticketRow.user_id).toBe(user?.id);
    expect(ticketRow.final_scored_at).not.toBeNull();
  });

  it("creates a single account when two final calls race, and only one of them shows a password", async () => {
    const ticket = await createTicket(t);
    const body = scoreRequest(ID_AGE_35, ALL_ANSWERS, SCORE_STEP.final);
    const answers = await Promise.all([score(t, ticket, body), score(t, ticket, body)]);
    expect(answers.map((a) => a.code)).toEqual([200, 200]);
    expect(answers.filter((a) => typeof a.data.password === "string")).toHaveLength(1);
    expect(await usersOf(ticket.phone)).toHaveLength(1);
  });

  it("leaves an existing account of the phone unchanged and returns no password", async () => {
    const ticket = await createTicket(t);
    const now = t.clock.now();
    await t.database.db
      .insertInto("users")
      .values({
        username: ticket.phone,
        full_name: "Chủ Cũ",
        password_hash: "$argon2id$existing",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const answer = await score(t, ticket, scoreRequest(ID_AGE_35, ALL_ANSWERS, SCORE_STEP.final));
    expect(answer.code).toBe(200);
    expect(answer.data.userName).toBe(ticket.phone);
    expect(answer.data).not.toHaveProperty("password");
    const users = await usersOf(ticket.phone);
    expect(users.map((u) => [u.full_name, u.password_hash])).toEqual([["Chủ Cũ", "$argon2id$existing"]]);
  });

  it("keeps the final score when a late partial call arrives after it", async () => {
    const ticket = await createTicket(t);
    await score(t, ticket, scoreRequest(ID_AGE_35, ALL_ANSWERS, SCORE_STEP.final));
    const late = await score(t, ticket, scoreRequest(ID_AGE_35, { income: "3 - 7 triệu" }));
    expect(late.data.totalScore).toBe(5 + 15 + 6);
    const row = await t.database.db
      .selectFrom("loan_tickets")
      .select(["score", "dependents_answer"])
      .where("code", "=", ticket.code)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ score: 87, dependents_answer: "1 người" });
  });
});
