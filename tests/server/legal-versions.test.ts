import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalTextAsBuilt } from "../../server/services/content/legal-versions";
import { startStaffSession } from "../../server/services/staff/staff-sessions";
import { apply } from "./support/otp-flow";
import { staffCall } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * The legal texts as versions (issue 31): what a visitor is served by the day in Vietnam, the
 * sitemap's lastmod, the version a consent records, the editor's refusals in Vietnamese, the
 * withdrawal of a scheduled version, and the audit rows with before and after.
 * The test clock starts at 2026-11-22 08:00 UTC, 15:00 that day in Vietnam.
 */

const TERMS = 1;
const HOUR = 3600_000;

const draft = (title: string, effectiveDate: string) => ({
  title,
  summary: "Bản sửa đổi của điều khoản sử dụng.",
  sections: [
    {
      anchor: "quy-dinh-chung",
      heading: "I. Quy định chung",
      blocks: [{ type: "p", text: `Nội dung của ${title}.` }],
      articles: [
        {
          anchor: "dieu-1",
          heading: "Điều 1. Phạm vi",
          blocks: [{ type: "list", items: ["Ý thứ nhất.", "Ý thứ hai."] }],
        },
      ],
    },
  ],
  effectiveDate,
});

describe.each(testDatabaseKinds())("the legal texts as versions on %s", (kind) => {
  let t: TestApp;
  let editorId = 0;
  let complianceId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, { publicOrigin: "https://vaytieudung.vn" });
    const add = async (email: string, fullName: string, role: "editor" | "compliance") =>
      (
        await t.database.db
          .insertInto("staff")
          .values({ email, full_name: fullName, role, status: "active", created_at: t.clock.now() })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    editorId = await add("bientap@vay.test", "Lê Biên Tập", "editor");
    complianceId = await add("tuanthu@vay.test", "Trần Tuân Thủ", "compliance");
  }, 240_000);
  afterAll(() => t?.close());

  const as = async (staffId: number, method: string, path: string, json?: unknown) => {
    const session = await startStaffSession(t.database.db, t.clock.now(), staffId, "passkey");
    return staffCall(t, method, path, { cookie: `__Host-staff=${session.token}`, json });
  };
  const editor = (method: string, path: string, json?: unknown) => as(editorId, method, path, json);
  const publicTerms = async () => {
    const res = await t.request(`/api/termsservice/get?id=${TERMS}`);
    return ((await res.json()) as { data: { title: string; effectiveDate: string } }).data;
  };
  const termsLastmod = async () => {
    const xml = await (await t.request("http://internal:3000/sitemap.xml")).text();
    return /<loc>https:\/\/vaytieudung\.vn\/dieu-khoan<\/loc>\s*<lastmod>([\d-]+)<\/lastmod>/.exec(xml)?.[1];
  };
  const auditRows = (action: string) =>
    t.database.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
  const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>;
  const termsVersions = async () => {
    const list = (await editor("GET", "/quan-tri/legal")).body.data as {
      documents: { refId: number; versions: { version: number; state: string; createdBy: string | null }[] }[];
    };
    return list.documents.find((d) => d.refId === TERMS)?.versions ?? [];
  };

  it("starts with the seeded text as version 1, in effect, and the prerendered page still right", async () => {
    expect((await publicTerms()).effectiveDate).toBe("2026-01-15");
    expect(await termsVersions()).toEqual([
      expect.objectContaining({ version: 1, state: "in-effect", createdBy: null }),
    ]);
    expect(await legalTextAsBuilt(t.database.db, TERMS, t.clock.now())).toBe(true);
  });

  it("a version saved for a later day is scheduled, and takes effect by itself on that day in Vietnam", async () => {
    const saved = await editor("POST", `/quan-tri/legal/${TERMS}/versions`, draft("Điều khoản bản 2", "2026-11-23"));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ version: 2, state: "scheduled" });
    expect((await publicTerms()).title).not.toBe("Điều khoản bản 2");
    expect(await termsLastmod()).toBe("2026-01-15");
    expect((await termsVersions()).map((v) => [v.version, v.state, v.createdBy])).toEqual([
      [2, "scheduled", "Lê Biên Tập"],
      [1, "in-effect", null],
    ]);

    // 2026-11-22 16:59 UTC is 23:59 in Vietnam: still the 22nd.
    t.clock.advance(8 * HOUR + 59 * 60_000);
    expect((await publicTerms()).title).not.toBe("Điều khoản bản 2");
    // 17:00 UTC is midnight in Vietnam: the 23rd.
    t.clock.advance(60_000);
    expect(await publicTerms()).toMatchObject({ title: "Điều khoản bản 2", effectiveDate: "2026-11-23" });
    expect(await termsLastmod()).toBe("2026-11-23");
    expect(await legalTextAsBuilt(t.database.db, TERMS, t.clock.now())).toBe(false);

    const [create] = await auditRows("legal.version.create");
    expect(create).toMatchObject({ staff_email: "bientap@vay.test", role: "editor", target: "legal/site/1/v2" });
    expect(json(create?.before)).toMatchObject({ version: 1, effectiveDate: "2026-01-15" });
    expect(json(create?.after)).toMatchObject({
      version: 2,
      title: "Điều khoản bản 2",
      effectiveDate: "2026-11-23",
      state: "scheduled",
    });
  });

  it("a consent records the versions in effect when it is given, worked out by the server", async () => {
    const applied = await apply(t, { mobile: "0912000111" });
    expect(applied.code).toBe(200);
    const consent = await t.database.db
      .selectFrom("consents")
      .select("terms_version")
      .where("ticket_code", "=", applied.data.ticketCode)
      .executeTakeFirstOrThrow();
    expect(consent.terms_version).toBe("terms:v2+privacy:v1");
    const list = await as(complianceId, "GET", "/quan-tri/consents");
    const rows = (list.body.data as { rows: { purpose: string; termsVersion: string; count: number }[] }).rows;
    expect(rows).toContainEqual(expect.objectContaining({ purpose: "loan_lead", termsVersion: "terms:v2+privacy:v1" }));
  });

  it("a version saved for today is served at once, and the consent follows", async () => {
    // The 23rd in Vietnam (17:00 UTC on the 22nd + a minute).
    const saved = await editor("POST", `/quan-tri/legal/${TERMS}/versions`, draft("Điều khoản bản 3", "2026-11-23"));
    expect(saved.body.data).toEqual({ version: 3, state: "in-effect" });
    expect((await publicTerms()).title).toBe("Điều khoản bản 3");
    t.clock.advance(2 * HOUR);
    const applied = await apply(t, { mobile: "0912000222" });
    const consent = await t.database.db
      .selectFrom("consents")
      .select("terms_version")
      .where("ticket_code", "=", applied.data.ticketCode)
      .executeTakeFirstOrThrow();
    expect(consent.terms_version).toBe("terms:v3+privacy:v1");
    const version = await as(complianceId, "GET", `/quan-tri/legal/${TERMS}/versions/2`);
    expect(version.body.data).toMatchObject({ version: 2, state: "superseded", title: "Điều khoản bản 2" });
  });

  it("refuses a day in the past, a day before the newest version, markup and repeated anchors, in Vietnamese", async () => {
    const before = (await t.database.db.selectFrom("audit_log").select("id").execute()).length;
    const past = await editor("POST", `/quan-tri/legal/${TERMS}/versions`, draft("Điều khoản quá khứ", "2026-11-22"));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe("Ngày hiệu lực không được ở quá khứ: sớm nhất là hôm nay (2026-11-23).");

    expect(
      (await editor("POST", `/quan-tri/legal/${TERMS}/versions`, draft("Điều khoản bản 4", "2027-01-01"))).status,
    ).toBe(200);
    const earlier = await editor("POST", `/quan-tri/legal/${TERMS}/versions`, draft("Điều khoản sớm", "2026-12-01"));
    expect(earlier.status).toBe(400);
    expect(earlier.body.message).toBe("Ngày hiệu lực phải từ 2027-01-01 trở đi, không sớm hơn phiên bản 4 đã lưu.");

    const markup = draft("Điều khoản có thẻ", "2027-01-02");
    markup.sections[0]?.blocks.push({ type: "p", text: "<b>đậm</b>" });
    expect((await editor("POST", `/quan-tri/legal/${TERMS}/versions`, markup)).body.message).toBe(
      "Không dùng ký tự < hoặc > (văn bản thuần, không phải HTML).",
    );
    const twice = draft("Điều khoản trùng neo", "2027-01-02");
    twice.sections.push({ ...(twice.sections[0] as (typeof twice.sections)[number]) });
    expect((await editor("POST", `/quan-tri/legal/${TERMS}/versions`, twice)).body.message).toBe(
      "Hai mục hoặc hai điều không được trùng mã neo.",
    );
    const empty = await editor("POST", `/quan-tri/legal/${TERMS}/versions`, {
      ...draft("Điều khoản rỗng", "2027-01-02"),
      sections: [],
    });
    expect(empty.body.message).toBe("Văn bản cần từ 1 đến 60 mục (mỗi mục tối đa 60 điều).");
    const date = await editor("POST", `/quan-tri/legal/${TERMS}/versions`, draft("Điều khoản sai ngày", "2027-13-01"));
    expect(date.body.message).toBe("Ngày hiệu lực không hợp lệ (định dạng NNNN-TT-NN).");
    // Only version 4's save was written to the log.
    expect((await t.database.db.selectFrom("audit_log").select("id").execute()).length).toBe(before + 1);
  });

  it("a scheduled version may be withdrawn, one in effect may not; both answered in Vietnamese and audited", async () => {
    const locked = await editor("POST", `/quan-tri/legal/${TERMS}/versions/3/withdraw`);
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe("Phiên bản đã có hiệu lực (hoặc đã rút) thì không sửa hay rút được nữa.");
    expect((await editor("POST", `/quan-tri/legal/${TERMS}/versions/4/withdraw`)).status).toBe(200);
    expect((await termsVersions()).slice(0, 2).map((v) => [v.version, v.state])).toEqual([
      [4, "withdrawn"],
      [3, "in-effect"],
    ]);
    // Withdrawn, version 4 never takes effect; its day no longer binds the next version.
    t.clock.advance(60 * 24 * HOUR);
    expect((await publicTerms()).title).toBe("Điều khoản bản 3");
    const [withdraw] = await auditRows("legal.version.withdraw");
    expect(withdraw).toMatchObject({ target: "legal/site/1/v4", role: "editor" });
    expect(json(withdraw?.before)).toMatchObject({ version: 4, state: "scheduled", withdrawn: false });
    expect(json(withdraw?.after)).toMatchObject({ version: 4, state: "withdrawn", withdrawn: true });
    expect(await auditRows("legal.version.withdraw")).toHaveLength(1);
  });

  it("a version written by another server (the same database) is served here within a second", async () => {
    await publicTerms();
    await t.database.db
      .insertInto("legal_document_versions")
      .values({
        kind: "site",
        ref_id: TERMS,
        version: 5,
        title: "Điều khoản từ máy chủ khác",
        summary: "",
        sections: JSON.stringify(draft("x", "2027-01-01").sections),
        effective_date: "2026-11-23",
        created_by: editorId,
        created_at: t.clock.now(),
      })
      .execute();
    t.clock.advance(1000);
    expect((await publicTerms()).title).toBe("Điều khoản từ máy chủ khác");
  });

  it("compliance reads the versions but may not write one", async () => {
    expect((await as(complianceId, "GET", "/quan-tri/legal")).status).toBe(200);
    const refused = await as(
      complianceId,
      "POST",
      `/quan-tri/legal/${TERMS}/versions`,
      draft("Không được", "2027-02-01"),
    );
    expect(refused.status).toBe(403);
    expect((await editor("GET", "/quan-tri/legal/9/versions/1")).status).toBe(404);
  });
});
