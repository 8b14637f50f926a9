import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCORECARD_VERSION } from "../../server/services/scoring/scorecard";
import { issueTicketToken } from "../../server/services/ticket-token";
import { FUNNEL_CODE, SCORE_STEP } from "../../src/contract/funnel";
import { t as text } from "../../src/i18n/t";
import {
  ALL_ANSWERS,
  type Answers,
  answerOf,
  createTicket,
  post,
  score,
  scoreRequest,
} from "./support/funnel-fixtures";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const ID_AGE_35 = "001091123456";
const ID_AGE_20 = "001206123456";

describe.each(testDatabaseKinds())("funnel score on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const usersOf = (phone: string) =>
    t.database.db.selectFrom("users").selectAll().where("username", "=", phone).execute();

  describe("ticket ownership", () => {
    const forbidden = async (res: Response) => {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ code: 403, data: null, message: text("ticket_forbidden") });
    };

    it("refuses a call without a token, with another ticket's token, or with a forged one", async () => {
      const mine = await createTicket(t);
      const other = await createTicket(t);
      const path = `/api/loan/ticket/${mine.code}/update`;
      await forbidden(await post(t, path, scoreRequest(ID_AGE_35)));
      await forbidden(await post(t, path, scoreRequest(ID_AGE_35), other.token));
      await forbidden(await post(t, path, scoreRequest(ID_AGE_35), `${mine.token.slice(0, -3)}abc`));
      expect((await post(t, path, scoreRequest(ID_AGE_35), mine.token)).status).toBe(200);
    });

    it("refuses an expired token", async () => {
      const ticket = await createTicket(t);
      const stale = await issueTicketToken(
        t.deps.secrets,
        ticket.code,
        new Date(t.clock.now().getTime() - 3 * 3600_000),
      );
      await forbidden(await post(t, `/api/loan/ticket/${ticket.code}/update`, scoreRequest(ID_AGE_35), stale));
    });

    it("refuses a ticket whose phone was never verified", async () => {
      const ticket = await createTicket(t, { verified: false });
      await forbidden(await post(t, `/api/loan/ticket/${ticket.code}/update`, scoreRequest(ID_AGE_35), ticket.token));
    });
  });

  it.each<[number, number, string, Answers]>([
    [43, 0, ID_AGE_20, { income: "3 - 7 triệu", housing: "Nhà riêng", marital: "Khác", dependents: "Trên 3 người" }],
    [
      44,
      10_000_000,
      ID_AGE_35,
      { income: "3 - 7 triệu", housing: "Khác", marital: "Đã kết hôn", dependents: "Trên 3 người" },
    ],
    [
      57,
      20_000_000,
      ID_AGE_20,
      { income: "7 - 10 triệu", housing: "Ở cùng người thân", marital: "Đã kết hôn", dependents: "3 người" },
    ],
    [
      58,
      10_000_000,
      ID_AGE_20,
      { income: "3 - 7 triệu", housing: "Nhà riêng", marital: "Độc thân", dependents: "1 người" },
    ],
    [
      78,
      30_000_000,
      ID_AGE_20,
      { income: "10 - 13 triệu", housing: "Nhà riêng", marital: "Đã kết hôn", dependents: "1 người" },
    ],
    [
      79,
      50_000_000,
      ID_AGE_20,
      { income: "Trên 13 triệu", housing: "Nhà riêng", marital: "Khác", dependents: "1 người" },
    ],
  ])(
    "answers a total of %i (card limit %i) and stores the explained score on the ticket",
    async (total, limit, id, answers) => {
      const ticket = await createTicket(t);
      const answer = await score(t, ticket, scoreRequest(id, answers));
      expect(answer.code).toBe(200);
      expect(answer.data.totalScore).toBe(total);
      expect(answer.data.creditCardLimit).toBe(limit);
      expect(answer.data).not.toHaveProperty("password");
      const row = await t.database.db
        .selectFrom("loan_tickets")
        .selectAll()
        .where("code", "=", ticket.code)
        .executeTakeFirstOrThrow();
      expect(row.score).toBe(total);
      expect(row.score_version).toBe(SCORECARD_VERSION);
      const points = row.score_points;
      expect(points && Object.values(points).reduce((a, b) => a + b, 0)).toBe(total);
      expect([row.income_answer, row.housing_answer, row.marital_answer, row.dependents_answer]).toEqual([
        answers.income,
        answers.housing,
        answers.marital,
        answers.dependents,
      ]);
      expect([row.full_name, row.national_id]).toEqual(["Nguyễn Văn An", id]);
    },
  );

  it("scores step 4 with no answers yet as 5 + age points", async () => {
    const answer = await score(t, await createTicket(t), scoreRequest(ID_AGE_35));
    expect(answer).toEqual({
      code: 200,
      data: {
        totalScore: 20,
        creditCardLimit: 0,
        // Decision 004: age 30-45 earns 15; the four answers are still to come.
        points: { base: 5, age: 15, income: 0, housing: 0, marital: 0, dependents: 0 },
      },
    });
  });

  it("refuses a blacklisted ID (201) and an age outside 18-60 (207) at scoring too", async () => {
    const ticket = await createTicket(t);
    expect(await score(t, ticket, scoreRequest("001090000201", ALL_ANSWERS))).toEqual({
      code: 201,
      data: null,
      message: text("not_eligible"),
    });
    expect(await score(t, ticket, scoreRequest("001209000017", ALL_ANSWERS))).toEqual({
      code: FUNNEL_CODE.notValidAge,
      data: null,
      message: text("not_valid_age"),
    });
    const row = await t.database.db
      .selectFrom("loan_tickets")
      .select("score")
      .where("code", "=", ticket.code)
      .execute();
    expect(row).toEqual([{ score: null }]);
  });

  it("refuses a blacklisted phone at scoring too, even when validatephone was skipped", async () => {
    for (const [phone, code] of [
      ["0911000201", 201],
      ["0911000202", 202],
    ] as const) {
      const ticket = await createTicket(t, { phone });
      expect(await score(t, ticket, scoreRequest(ID_AGE_35, ALL_ANSWERS, SCORE_STEP.final))).toEqual({
        code,
        data: null,
        message: text("phone_blacklisted"),
      });
      expect(await usersOf(phone)).toEqual([]);
    }
  });

  it("answers the phone rule first, then the age, then the ID, and stores nothing when one refuses", async () => {
    const ticket = await createTicket(t, { phone: "0911000201" });
    // Blacklisted phone with a blacklisted ID, then with an age outside 18-60: the phone's code.
    for (const id of ["001090000201", "001209000017"]) {
      expect(await score(t, ticket, scoreRequest(id, ALL_ANSWERS))).toEqual({
        code: 201,
        data: null,
        message: text("phone_blacklisted"),
      });
    }
    const rows = await t.database.db
      .selectFrom("loan_tickets")
      .select("score")
      .where("code", "=", ticket.code)
      .execute();
    expect(rows).toEqual([{ score: null }]);
  });

  it("sees a blacklist entry added between two score calls, and keeps the score stored before it", async () => {
    const ticket = await createTicket(t);
    const id = "001090000777";
    const first = await score(t, ticket, scoreRequest(id, { income: ALL_ANSWERS.income }));
    expect(first.code).toBe(200);
    await t.database.db.insertInto("blacklist_national_ids").values({ national_id: id, answer_code: 201 }).execute();
    try {
      expect(await score(t, ticket, scoreRequest(id, ALL_ANSWERS))).toEqual({
        code: 201,
        data: null,
        message: text("not_eligible"),
      });
      const row = await t.database.db
        .selectFrom("loan_tickets")
        .select(["score", "housing_answer"])
        .where("code", "=", ticket.code)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ score: first.data?.totalScore, housing_answer: null });
    } finally {
      await t.database.db.deleteFrom("blacklist_national_ids").where("national_id", "=", id).execute();
    }
  });

  it("refuses a final call without all four answers, an unknown option or a repeated attribute", async () => {
    const ticket = await createTicket(t);
    const path = `/api/loan/ticket/${ticket.code}/update`;
    const partial = scoreRequest(ID_AGE_35, { income: "3 - 7 triệu" }, SCORE_STEP.final);
    let res = await post(t, path, partial, ticket.token);
    expect(res.status).toBe(400);
    expect((await answerOf(res)).message).toBe(text("score_answers_incomplete"));

    const unknown = scoreRequest(ID_AGE_35, { income: "3 - 7 triệu" });
    unknown.documentValues.values[0]!.attrValue = "Nhiều tiền" as never;
    res = await post(t, path, unknown, ticket.token);
    expect(res.status).toBe(400);
    expect((await answerOf(res)).message).toBe(text("option_invalid"));

    const repeated = scoreRequest(ID_AGE_35, { income: "3 - 7 triệu" });
    repeated.documentValues.values.push({ ...repeated.documentValues.values[0]! });
    res = await post(t, path, repeated, ticket.token);
    expect(res.status).toBe(400);
    expect((await answerOf(res)).message).toBe(text("score_attribute_repeated"));
  });
});
