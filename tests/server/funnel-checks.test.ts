import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outcomeFor } from "../../server/services/partners";
import { runSeeds } from "../../server/services/seed/run-seeds";
import { FUNNEL_CODE } from "../../src/contract/funnel";
import { PARTNER_MAX_AMOUNT } from "../../src/domain/constants";
import { t as text } from "../../src/i18n/t";
import { answerOf, createTicket, post } from "./support/funnel-fixtures";
import { createTestApp, type TestApp } from "./support/test-app";
import { createTestDatabase, testDatabaseKinds } from "./support/test-db";

describe.each(testDatabaseKinds())("funnel checks on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(new Date("2026-11-22T08:00:00.000Z"));
  });

  const validatePhone = async (mobile: string, email = "") =>
    answerOf(await post(t, "/api/loan/ticket/validatephone", { mobile, email }));
  // Each check on a fresh verified ticket (identity checks need one and are limited per ticket).
  const validateId = async (identityNo: string, name = "Trần Thị Bình") =>
    answerOf(await post(t, "/api/loan/ticket/validateIdcard", { name, identityNo }, (await createTicket(t)).token));

  describe("validatephone", () => {
    it("lets an ordinary phone through", async () => {
      expect(await validatePhone("0912345678", "an@example.com")).toEqual({ code: 200, data: null });
      expect(await validatePhone("0387654321")).toEqual({ code: 200, data: null });
    });

    it("answers the blacklist fixtures with their own code and the phone message", async () => {
      expect(await validatePhone("0911000201")).toEqual({ code: 201, data: null, message: text("phone_blacklisted") });
      expect(await validatePhone("0911000202")).toEqual({ code: 202, data: null, message: text("phone_blacklisted") });
    });

    it("refuses an invalid phone or e-mail with 400 and the field message", async () => {
      let res = await post(t, "/api/loan/ticket/validatephone", { mobile: "0123456789", email: "" });
      expect(res.status).toBe(400);
      expect((await answerOf(res)).message).toBe(text("phone_invalid"));
      res = await post(t, "/api/loan/ticket/validatephone", { mobile: "0912345678", email: "khong-hop-le" });
      expect(res.status).toBe(400);
      expect((await answerOf(res)).message).toBe(text("email_invalid"));
    });
  });

  describe("validateIdcard", () => {
    it("lets an ordinary ID through", async () => {
      expect(await validateId("001091123456")).toEqual({ code: 200, data: null });
    });

    it("answers the blacklisted ID fixture with 201 and the ineligibility message", async () => {
      expect(await validateId("001090000201")).toEqual({ code: 201, data: null, message: text("not_eligible") });
    });

    it.each([
      ["001209000017", 17, false],
      ["001208000018", 18, true],
      ["001066000060", 60, true],
      ["001065000061", 61, false],
    ])("ID %s (age %i in 2026) passes: %s", async (id, _age, passes) => {
      const answer = await validateId(id);
      if (passes) expect(answer.code).toBe(200);
      else expect(answer).toEqual({ code: FUNNEL_CODE.notValidAge, data: null, message: text("not_valid_age") });
    });

    it("counts the year as it is in Vietnam", async () => {
      // 17:30 UTC on 31 December is already 1 January 2027 in Vietnam: born 2009 means 18.
      t.clock.set(new Date("2026-12-31T17:30:00Z"));
      expect((await validateId("001209000017")).code).toBe(200);
      t.clock.set(new Date("2026-12-31T16:30:00Z"));
      expect((await validateId("001209000017")).code).toBe(FUNNEL_CODE.notValidAge);
    });

    it("refuses a malformed ID or name with 400 and the field message", async () => {
      let res = await post(t, "/api/loan/ticket/validateIdcard", { name: "An", identityNo: "003091123456" });
      expect(res.status).toBe(400);
      expect((await answerOf(res)).message).toBe(text("national_id_invalid"));
      res = await post(t, "/api/loan/ticket/validateIdcard", { name: "An 007", identityNo: "001091123456" });
      expect(res.status).toBe(400);
      expect((await answerOf(res)).message).toBe(text("full_name_invalid"));
    });
  });

  describe("partners", () => {
    it("lists the seeded partners, first partner first", async () => {
      const answer = await answerOf<{ name: string; minScore: number; maxAmount: number }[]>(
        await t.request("/api/loan/partners"),
      );
      expect(answer.code).toBe(200);
      expect(answer.data.map((p) => [p.minScore, p.maxAmount])).toEqual([
        [58, PARTNER_MAX_AMOUNT],
        [44, PARTNER_MAX_AMOUNT],
      ]);
      // Visitors read no "(mẫu)": a non-production banner says the data is sample (issue 19 item 12).
      expect(answer.data.map((p) => p.name)).toEqual([
        "Công ty Tài chính Tiêu dùng An Phát",
        "Công ty Tài chính Bình Minh",
      ]);
    });

    it("picks the outcome partner from the database by score", async () => {
      const db = t.database.db;
      const names = (await db.selectFrom("partners").select(["name", "min_score"]).execute()).sort(
        (a, b) => b.min_score - a.min_score,
      );
      expect((await outcomeFor(db, 100))?.name).toBe(names[0]?.name);
      expect((await outcomeFor(db, 58))?.name).toBe(names[0]?.name);
      expect((await outcomeFor(db, 57))?.name).toBe(names[1]?.name);
      expect((await outcomeFor(db, 44))?.name).toBe(names[1]?.name);
      expect(await outcomeFor(db, 43)).toBeNull();
      await db.updateTable("partners").set({ active: false }).where("min_score", "=", 58).execute();
      expect((await outcomeFor(db, 90))?.name).toBe(names[1]?.name);
      await db.updateTable("partners").set({ active: true }).execute();
    });
  });
});

describe.each(testDatabaseKinds())("funnel seeds on %s", (kind) => {
  it("seed partners everywhere, blacklist fixtures only outside production, and rerun safely", async () => {
    const database = await createTestDatabase(kind, { seed: false });
    try {
      await runSeeds(database, { production: true });
      await runSeeds(database, { production: true });
      const db = database.db;
      expect((await db.selectFrom("partners").select("sample").execute()).map((p) => p.sample)).toEqual([true, true]);
      expect(await db.selectFrom("blacklist_phones").selectAll().execute()).toEqual([]);
      expect(await db.selectFrom("blacklist_national_ids").selectAll().execute()).toEqual([]);
      await runSeeds(database, { production: false });
      await runSeeds(database, { production: false });
      const phones = await db
        .selectFrom("blacklist_phones")
        .select(["phone", "answer_code"])
        .orderBy("phone")
        .execute();
      expect(phones).toEqual([
        { phone: "0911000201", answer_code: 201 },
        { phone: "0911000202", answer_code: 202 },
      ]);
      expect(await db.selectFrom("blacklist_national_ids").select("national_id").execute()).toEqual([
        { national_id: "001090000201" },
      ]);
      expect(await db.selectFrom("partners").select("id").execute()).toHaveLength(2);
    } finally {
      await database.close();
    }
  });
});
