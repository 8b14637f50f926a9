import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedFaq } from "../../server/db/seed/faq";
import { startStaffSession } from "../../server/services/staff/staff-sessions";
import { staffCall } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * The editor's FAQ of the home page (issue 31): seeded with the catalogue's four items, served to
 * visitors by GET /api/site/faq; add, edit, move, hide and show in the back-office, each in the
 * audit log with the item before and after; a seeded row an editor changed is left alone by the seed.
 */

type Item = { id: number; question: string; answer: string[] };
type Row = { id: number; question: string; answer: string; position: number; active: boolean };

const SEEDED_QUESTIONS = [
  "Tôi có thể vay bao nhiêu tiền?",
  "Sử dụng dịch vụ có mất phí không?",
  "Tôi cần những điều kiện gì để đăng ký?",
  "Đăng ký qua website có chắc chắn được duyệt vay không?",
];

describe.each(testDatabaseKinds())("the editor's FAQ on %s", (kind) => {
  let t: TestApp;
  let staffId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const staff = await t.database.db
      .insertInto("staff")
      .values({
        email: "faq@vay.test",
        full_name: "Lê Biên Tập",
        role: "editor",
        status: "active",
        created_at: t.clock.now(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    staffId = staff.id;
  }, 240_000);
  afterAll(() => t?.close());

  const editor = async (method: string, path: string, json?: unknown) => {
    const session = await startStaffSession(t.database.db, t.clock.now(), staffId, "passkey");
    return staffCall(t, method, path, { cookie: `__Host-staff=${session.token}`, json });
  };
  const publicFaq = async (): Promise<Item[]> => {
    const res = await t.request("/api/site/faq");
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { items: Item[] } }).data.items;
  };
  const rows = async (): Promise<Row[]> => ((await editor("GET", "/quan-tri/faq")).body.data as { rows: Row[] }).rows;
  const auditRows = (action: string) =>
    t.database.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
  const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>;

  it("serves the catalogue's four items, the first stating loans from 5,000,000 to 100,000,000 VND", async () => {
    const items = await publicFaq();
    expect(items.map((item) => item.question)).toEqual(SEEDED_QUESTIONS);
    expect(items[0]?.answer).toEqual([
      "Bạn có thể vay từ 5.000.000 VND đến 100.000.000 VND.",
      "Thời hạn vay từ 6 đến 36 tháng. Số tiền được duyệt do đối tác quyết định sau khi thẩm định hồ sơ.",
    ]);
    expect(items[2]?.answer).toEqual([
      "Bạn cần từ 18 đến 60 tuổi, có CCCD 12 số và số điện thoại chính chủ để nhận mã xác thực OTP.",
    ]);
  });

  it("an edit shows on the site at once, audited with the old and the new text", async () => {
    const [first] = await rows();
    const changed = {
      question: "Tôi vay được tối đa bao nhiêu?",
      answer: "Đoạn một về số tiền.\n\nĐoạn hai về thời hạn.",
    };
    expect((await editor("POST", `/quan-tri/faq/${first?.id}`, changed)).status).toBe(200);
    const items = await publicFaq();
    expect(items[0]).toEqual({
      id: first?.id,
      question: changed.question,
      answer: ["Đoạn một về số tiền.", "Đoạn hai về thời hạn."],
    });
    const [update] = await auditRows("faq.update");
    expect(update).toMatchObject({ staff_email: "faq@vay.test", role: "editor", target: `faq/${first?.id}` });
    expect(json(update?.before)).toMatchObject({ question: SEEDED_QUESTIONS[0], position: 1, active: true });
    expect(json(update?.after)).toMatchObject({
      question: changed.question,
      answer: ["Đoạn một về số tiền.", "Đoạn hai về thời hạn."],
    });
  });

  it("the seed leaves an item an editor changed as the editor made it, and keeps the others", async () => {
    await t.database.db.updateTable("faq_items").set({ answer: "Bản cũ." }).where("seed_key", "=", "fee").execute();
    await seedFaq(t.database, { production: false });
    const items = await publicFaq();
    expect(items[0]?.question).toBe("Tôi vay được tối đa bao nhiêu?");
    expect(items[1]?.answer[0]).toMatch(/^Hoàn toàn miễn phí\./);
    expect(items).toHaveLength(4);
  });

  it("adds an item last, moves it up, hides and shows it, each audited", async () => {
    const created = await editor("POST", "/quan-tri/faq", {
      question: "Tôi có thể trả nợ trước hạn không?",
      answer: "Có, theo điều khoản của đối tác cho vay.",
    });
    expect(created.status).toBe(200);
    const id = (created.body.data as { id: number }).id;
    expect((await publicFaq()).at(-1)?.question).toBe("Tôi có thể trả nợ trước hạn không?");
    const [create] = await auditRows("faq.create");
    expect(create).toMatchObject({ target: `faq/${id}`, before: null });
    expect(json(create?.after)).toMatchObject({ position: 5, active: true });

    expect((await editor("POST", `/quan-tri/faq/${id}/move`, { direction: "up" })).status).toBe(200);
    expect((await publicFaq()).map((item) => item.question).slice(3)).toEqual([
      "Tôi có thể trả nợ trước hạn không?",
      SEEDED_QUESTIONS[3],
    ]);
    const [move] = await auditRows("faq.move");
    expect(json(move?.before)).toMatchObject({
      items: [
        { position: 4, question: SEEDED_QUESTIONS[3] },
        { id, position: 5 },
      ],
    });
    expect(json(move?.after)).toMatchObject({
      items: [
        { id, position: 4 },
        { position: 5, question: SEEDED_QUESTIONS[3] },
      ],
    });

    expect((await editor("POST", `/quan-tri/faq/${id}/active`, { active: false })).status).toBe(200);
    expect((await publicFaq()).map((item) => item.id)).not.toContain(id);
    expect((await rows()).find((row) => row.id === id)).toMatchObject({ active: false, position: 4 });
    const [hide] = await auditRows("faq.hide");
    expect(json(hide?.before)).toMatchObject({ active: true });
    expect(json(hide?.after)).toMatchObject({ active: false });

    expect((await editor("POST", `/quan-tri/faq/${id}/active`, { active: true })).status).toBe(200);
    expect((await publicFaq()).map((item) => item.id)).toContain(id);
    expect(await auditRows("faq.show")).toHaveLength(1);
  });

  it("the first item cannot move up; an unknown item is not found; both in Vietnamese", async () => {
    const [first] = await rows();
    const edge = await editor("POST", `/quan-tri/faq/${first?.id}/move`, { direction: "up" });
    expect(edge.status).toBe(409);
    expect(edge.body.message).toBe("Câu hỏi đã ở đầu hoặc cuối danh sách.");
    const missing = await editor("POST", "/quan-tri/faq/999999", {
      question: "Câu hỏi mới?",
      answer: "Câu trả lời đủ dài.",
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Không tìm thấy câu hỏi.");
  });

  it("refuses markup, a short question and a bad direction in Vietnamese, and writes no audit row", async () => {
    const before = (await t.database.db.selectFrom("audit_log").select("id").execute()).length;
    const markup = await editor("POST", "/quan-tri/faq", {
      question: "Câu hỏi <b>đậm</b>?",
      answer: "Câu trả lời đủ dài.",
    });
    expect(markup.status).toBe(400);
    expect(markup.body.message).toBe("Nội dung không được chứa ký tự < hoặc >.");
    const short = await editor("POST", "/quan-tri/faq", { question: "Vay?", answer: "Câu trả lời đủ dài." });
    expect(short.body.message).toBe("Câu hỏi cần từ 5 đến 200 ký tự.");
    const noAnswer = await editor("POST", "/quan-tri/faq", { question: "Câu hỏi đủ dài?", answer: "Ngắn." });
    expect(noAnswer.body.message).toBe("Câu trả lời cần từ 10 đến 2.000 ký tự.");
    const [first] = await rows();
    const sideways = await editor("POST", `/quan-tri/faq/${first?.id}/move`, { direction: "left" });
    expect(sideways.status).toBe(400);
    expect(sideways.body.message).toBe("Hướng di chuyển không hợp lệ.");
    expect((await t.database.db.selectFrom("audit_log").select("id").execute()).length).toBe(before);
  });

  it("a change made straight in the database (another server) shows within a second", async () => {
    await publicFaq();
    await t.database.db
      .updateTable("faq_items")
      .set({ question: "Sửa bằng SQL?" })
      .where("seed_key", "=", "approval")
      .execute();
    t.clock.advance(1000);
    expect((await publicFaq()).map((item) => item.question)).toContain("Sửa bằng SQL?");
  });
});
