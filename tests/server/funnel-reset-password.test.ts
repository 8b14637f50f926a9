import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../../server/services/passwords";
import { FUNNEL_CODE, SCORE_STEP } from "../../src/contract/funnel";
import { t as text } from "../../src/i18n/t";
import {
  ALL_ANSWERS,
  answerOf,
  createTicket,
  post,
  score,
  scoreRequest,
  type TestTicket,
} from "./support/funnel-fixtures";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const RESET = "/api/loan/resetpassword";

describe.each(testDatabaseKinds())("funnel resetpassword on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function applicant(): Promise<{ ticket: TestTicket; password: string }> {
    const ticket = await createTicket(t);
    const answer = await score(t, ticket, scoreRequest("001091123456", ALL_ANSWERS, SCORE_STEP.final));
    return { ticket, password: answer.data.password as string };
  }
  const userOf = (phone: string) =>
    t.database.db
      .selectFrom("users")
      .select(["password_hash", "session_version"])
      .where("username", "=", phone)
      .executeTakeFirstOrThrow();

  it("replaces the temporary password with the new one, once", async () => {
    const { ticket, password } = await applicant();
    const body = { username: ticket.phone, oldPassword: password, newpassword: "matkhau-moi" };
    const res = await post(t, RESET, body, ticket.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 200, data: null });
    const user = await userOf(ticket.phone);
    expect(await verifyPassword(user.password_hash, "matkhau-moi")).toBe(true);
    expect(await verifyPassword(user.password_hash, password)).toBe(false);
    expect(user.session_version).toBe(2);

    const again = await answerOf(await post(t, RESET, { ...body, newpassword: "lan-thu-hai" }, ticket.token));
    expect(again).toEqual({ code: FUNNEL_CODE.wrongPassword, data: null, message: text("old_password_wrong") });
  });

  it("refuses a wrong temporary password and leaves the account unchanged", async () => {
    const { ticket } = await applicant();
    const before = await userOf(ticket.phone);
    const answer = await answerOf(
      await post(
        t,
        RESET,
        { username: ticket.phone, oldPassword: "doan-bua", newpassword: "matkhau-moi" },
        ticket.token,
      ),
    );
    expect(answer).toEqual({ code: FUNNEL_CODE.wrongPassword, data: null, message: text("old_password_wrong") });
    expect(await userOf(ticket.phone)).toEqual(before);
  });

  it("answers when the phone has no account yet", async () => {
    const ticket = await createTicket(t);
    const answer = await answerOf(
      await post(t, RESET, { username: ticket.phone, oldPassword: "abcdef", newpassword: "matkhau-moi" }, ticket.token),
    );
    expect(answer).toEqual({ code: FUNNEL_CODE.wrongPassword, data: null, message: text("phone_not_registered") });
  });

  it("requires the token of a ticket whose phone is the username", async () => {
    const { ticket, password } = await applicant();
    const other = await createTicket(t);
    const body = { username: ticket.phone, oldPassword: password, newpassword: "matkhau-moi" };
    for (const token of [undefined, other.token, "not-a-token"]) {
      const res = await post(t, RESET, body, token);
      expect(res.status).toBe(403);
      expect((await answerOf(res)).message).toBe(text("ticket_forbidden"));
    }
    expect(await verifyPassword((await userOf(ticket.phone)).password_hash, password)).toBe(true);
  });

  it.each([
    ["12345", "password_length"],
    ["x".repeat(21), "password_length"],
    ["", "password_required"],
  ] as const)("refuses the new password %j with 400 (%s)", async (newpassword, key) => {
    const ticket = await createTicket(t);
    const res = await post(t, RESET, { username: ticket.phone, oldPassword: "abcdef", newpassword }, ticket.token);
    expect(res.status).toBe(400);
    expect((await answerOf(res)).message).toBe(text(key));
  });
});
