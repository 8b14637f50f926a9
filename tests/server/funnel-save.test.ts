import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCORECARD_VERSION } from "../../server/services/scoring/scorecard";
import { SCORE_STEP } from "../../src/contract/funnel";
import { LOAN_HUB_PAGE_CODE } from "../../src/domain/constants";
import { t as text } from "../../src/i18n/t";
import {
  ALL_ANSWERS,
  type Answers,
  answerOf,
  createTicket,
  leadRecord,
  post,
  score,
  scoreRequest,
  type TestTicket,
} from "./support/funnel-fixtures";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const ID = "001091123456"; // male, born 1991: 35 in 2026
const SAVE = "/api/callback/loan/save-hub-log";

describe.each(testDatabaseKinds())("funnel save-hub-log on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function scoredTicket(answers: Answers = ALL_ANSWERS, email = ""): Promise<TestTicket> {
    const ticket = await createTicket(t, { email, amount: 30_000_000, term: 18 });
    const answer = await score(t, ticket, scoreRequest(ID, answers, SCORE_STEP.final));
    expect(answer.code).toBe(200);
    return ticket;
  }
  const leadsOf = (code: string) =>
    t.database.db.selectFrom("leads").selectAll().where("ticket_code", "=", code).execute();

  it("saves the lead record with every field, the outcome partner and the explained score", async () => {
    const ticket = await scoredTicket(ALL_ANSWERS, "an@example.com");
    const record = leadRecord(ticket, ID, {
      email: "an@example.com",
      income: 10_000_000,
      loanAmount: 30_000_000,
      loanTerm: 18,
      score: 87,
      pubId: "pub-7",
      partnerId: "aff-2",
      utmSource: "google",
      utmCampaign: "tet",
      utmContent: "banner",
      utmTerm: "vay nhanh",
      utmMedium: "cpc",
      sub1: "a",
      sub2: "b",
      sub3: "c",
      sub4: "d",
      sub5: "e",
    });
    const res = await post(t, SAVE, record, ticket.token, "198.51.100.7");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 200, data: { code: ticket.code } });

    const [lead, ...more] = await leadsOf(ticket.code);
    expect(more).toEqual([]);
    const firstPartner = await t.database.db
      .selectFrom("partners")
      .select(["id", "name"])
      .where("min_score", "=", 58)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({
      ticket_code: ticket.code,
      full_name: "Nguyễn Văn An",
      national_id: ID,
      phone: ticket.phone,
      birth_year: 1991,
      gender: "Nam",
      address: "",
      city: "",
      job: "",
      email: "an@example.com",
      income: 10_000_000,
      income_type: 0,
      loan_amount: 30_000_000,
      loan_term: 18,
      company: "",
      company_address: "",
      source_url: "https://www.google.com/",
      click_id: "clk-123",
      ip: "198.51.100.7",
      district: "",
      ward: "",
      page_code: LOAN_HUB_PAGE_CODE,
      status: 1,
      score: 87,
      is_confirmed: "confirmed",
      pub_id: "pub-7",
      attribution_partner_id: "aff-2",
      utm_source: "google",
      utm_campaign: "tet",
      utm_content: "banner",
      utm_term: "vay nhanh",
      utm_medium: "cpc",
      sub1: "a",
      sub2: "b",
      sub3: "c",
      sub4: "d",
      sub5: "e",
      outcome_partner_id: firstPartner.id,
      outcome_partner_name: firstPartner.name,
      scorecard_version: SCORECARD_VERSION,
      score_points: { base: 5, age: 15, income: 22, housing: 20, marital: 14, dependents: 11 },
    });
    expect(lead?.created_at.toISOString()).toBe(t.clock.now().toISOString());
  });

  it("keeps the server's verified values over what the browser sends", async () => {
    const ticket = await scoredTicket();
    const record = leadRecord(ticket, ID, {
      score: 100,
      loanAmount: 100_000_000,
      income: 999,
      birthday: 2000,
      gender: "Nữ",
    });
    expect((await post(t, SAVE, record, ticket.token)).status).toBe(200);
    const [lead] = await leadsOf(ticket.code);
    expect(lead).toMatchObject({
      score: 87,
      loan_amount: 30_000_000,
      income: 10_000_000,
      birth_year: 1991,
      gender: "Nam",
    });
  });

  it.each<[string, Answers, number | null]>([
    [
      "second partner",
      { income: "3 - 7 triệu", housing: "Khác", marital: "Đã kết hôn", dependents: "Trên 3 người" },
      44,
    ],
    [
      "regret (no partner)",
      { income: "3 - 7 triệu", housing: "Khác", marital: "Khác", dependents: "Trên 3 người" },
      null,
    ],
  ])("records the %s outcome", async (_name, answers, minScore) => {
    const ticket = await scoredTicket(answers);
    expect((await post(t, SAVE, leadRecord(ticket, ID), ticket.token)).status).toBe(200);
    const [lead] = await leadsOf(ticket.code);
    if (minScore === null) {
      expect(lead?.outcome_partner_id).toBeNull();
      expect(lead?.score).toBeLessThan(44);
    } else {
      const partner = await t.database.db
        .selectFrom("partners")
        .select("id")
        .where("min_score", "=", minScore)
        .executeTakeFirstOrThrow();
      expect(lead?.outcome_partner_id).toBe(partner.id);
    }
  });

  it("makes one lead of the same save sent twice, and of two concurrent saves", async () => {
    const ticket = await scoredTicket();
    const record = leadRecord(ticket, ID);
    for (let i = 0; i < 2; i++) expect((await answerOf(await post(t, SAVE, record, ticket.token))).code).toBe(200);
    expect(await leadsOf(ticket.code)).toHaveLength(1);

    const racing = await scoredTicket();
    const body = leadRecord(racing, ID);
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(t, SAVE, body, racing.token)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await leadsOf(racing.code)).toHaveLength(1);
  });

  it("keeps the consent of the ticket linked to its lead by ticket code", async () => {
    const ticket = await scoredTicket();
    await t.database.db
      .insertInto("consents")
      .values({
        ticket_code: ticket.code,
        phone: ticket.phone,
        purpose: "loan",
        terms_version: "test",
        agreed_at: t.clock.now(),
        ip: null,
      })
      .execute();
    await post(t, SAVE, leadRecord(ticket, ID), ticket.token);
    const linked = await t.database.db
      .selectFrom("leads")
      .innerJoin("consents", "consents.ticket_code", "leads.ticket_code")
      .select(["leads.ticket_code", "consents.purpose"])
      .where("leads.ticket_code", "=", ticket.code)
      .execute();
    expect(linked).toEqual([{ ticket_code: ticket.code, purpose: "loan" }]);
  });

  it("requires the token of the ticket named by code", async () => {
    const ticket = await scoredTicket();
    const other = await scoredTicket();
    for (const token of [undefined, other.token]) {
      const res = await post(t, SAVE, leadRecord(ticket, ID), token);
      expect(res.status).toBe(403);
      expect((await answerOf(res)).message).toBe(text("ticket_forbidden"));
    }
    expect(await leadsOf(ticket.code)).toEqual([]);
  });

  it("refuses a lead before the final score, or one whose phone or ID differ from the ticket", async () => {
    const unscored = await createTicket(t);
    await score(t, unscored, scoreRequest(ID, ALL_ANSWERS));
    let res = await post(t, SAVE, leadRecord(unscored, ID), unscored.token);
    expect(res.status).toBe(409);
    expect((await answerOf(res)).message).toBe(text("lead_not_scored"));

    const ticket = await scoredTicket();
    res = await post(t, SAVE, leadRecord(ticket, ID, { phone: "0999999999" }), ticket.token);
    expect(res.status).toBe(409);
    expect((await answerOf(res)).message).toBe(text("lead_mismatch"));
    res = await post(t, SAVE, leadRecord(ticket, "001091654321"), ticket.token);
    expect(res.status).toBe(409);
    expect(await leadsOf(ticket.code)).toEqual([]);
    expect(await leadsOf(unscored.code)).toEqual([]);
  });

  it("refuses a malformed record with 400 and a Vietnamese message", async () => {
    const ticket = await scoredTicket();
    const res = await post(t, SAVE, { ...leadRecord(ticket, ID), isConfirmed: "no" }, ticket.token);
    expect(res.status).toBe(400);
    expect((await answerOf(res)).message).toMatch(/không hợp lệ/);
  });
});
