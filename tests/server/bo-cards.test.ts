import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EnrolledStaff, firstAdmin, invite, staffCall } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * The editor's card catalogue (issue 31): create, list (filtered, sorted, paged on the server),
 * edit, deactivate; every change is on the public API at once and in the audit log with before and
 * after; a bad card is refused with the import's Vietnamese message and nothing changes.
 */

const CARD = {
  id: 910001,
  name: "Thẻ Biên Tập Platinum",
  cardIssuer: "Ngân hàng Biên Tập",
  productImage: "bien-tap-platinum.svg",
  maxAmount: 200_000_000,
  annualFee: 499_000,
  affiliateLink: "https://example.com/mo-the",
  interestAndFees: [{ label: "Lãi suất", info: "2,5%/tháng" }],
  minIncomeConditions: 8_000_000,
  minAge: 20,
  maxAge: 60,
};

describe.each(testDatabaseKinds())("back-office card catalogue on %s", (kind) => {
  let t: TestApp;
  let admin: EnrolledStaff;
  let editor: EnrolledStaff;

  beforeAll(async () => {
    t = await createTestApp(kind, { publicOrigin: "http://localhost:5173" });
    admin = await firstAdmin(t);
    editor = await invite(t, admin, "editor", "editor@vay.test");
  }, 240_000);
  afterAll(() => t.close());

  const publicCard = async (id: number) => {
    const res = await t.request(`/api/v1/card/get-detail/${id}`);
    return { status: res.status, body: (await res.json()) as { data: { annualFee?: number } | null } };
  };
  /** The card's annual fee as the public list (served from each instance's card index) shows it. */
  const publicListFee = async (id: number) => {
    for (let pageIndex = 1; pageIndex <= 50; pageIndex++) {
      const res = await t.request("/api/v1/card/get-list", { method: "POST", json: { pageIndex, pageSize: 60 } });
      const page = ((await res.json()) as { data: { result: Array<{ id: number; annualFee: number }> } }).data.result;
      const found = page.find((c) => c.id === id);
      if (found) return found.annualFee;
      if (page.length < 60) return null;
    }
    return null;
  };
  const auditOf = async (action: string) => {
    const res = await staffCall(t, "GET", `/quan-tri/audit?action=${action}`, { cookie: admin.cookie });
    return (res.body.data as { rows: Array<Record<string, unknown>> }).rows;
  };

  it("the editor creates a card: the public site shows it and the log has the card after", async () => {
    const made = await staffCall(t, "POST", "/quan-tri/cards", { cookie: editor.cookie, json: CARD });
    expect(made.status).toBe(200);
    expect(made.body.data).toEqual({ id: 910001 });
    const shown = await publicCard(910001);
    expect(shown.body.data?.annualFee).toBe(499_000);
    const [row] = await auditOf("card.create");
    expect(row).toMatchObject({ staffEmail: "editor@vay.test", role: "editor", target: "card:910001", before: null });
    expect(row?.after).toMatchObject({ id: 910001, annualFee: 499_000, name: "Thẻ Biên Tập Platinum" });
    // The same id again is refused.
    const again = await staffCall(t, "POST", "/quan-tri/cards", { cookie: editor.cookie, json: CARD });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Mã thẻ 910001 đã được dùng");
  });

  it("changes the annual fee: the public detail and list show it at once, the log names only what changed", async () => {
    const read = await staffCall(t, "GET", "/quan-tri/cards/910001", { cookie: editor.cookie });
    const card = (read.body.data as { card: Record<string, unknown> }).card;
    expect(card).toMatchObject({ annualFee: 499_000, minIncomeConditions: 8_000_000 });
    const saved = await staffCall(t, "PUT", "/quan-tri/cards/910001", {
      cookie: editor.cookie,
      json: { ...card, annualFee: 299_000 },
    });
    expect(saved.status).toBe(200);
    expect((await publicCard(910001)).body.data?.annualFee).toBe(299_000);
    expect(await publicListFee(910001)).toBe(299_000);
    const [row] = await auditOf("card.update");
    expect(row).toMatchObject({
      staffEmail: "editor@vay.test",
      role: "editor",
      target: "card:910001",
      before: { annualFee: 499_000 },
      after: { annualFee: 299_000 },
    });
  });

  it("refuses a bad card with the import's Vietnamese message and changes nothing", async () => {
    const read = await staffCall(t, "GET", "/quan-tri/cards/910001", { cookie: editor.cookie });
    const card = (read.body.data as { card: Record<string, unknown> }).card;
    const negative = await staffCall(t, "PUT", "/quan-tri/cards/910001", {
      cookie: editor.cookie,
      json: { ...card, annualFee: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe("Thông tin thẻ không hợp lệ: annualFee");
    const ages = await staffCall(t, "PUT", "/quan-tri/cards/910001", {
      cookie: editor.cookie,
      json: { ...card, minAge: 50, maxAge: 30 },
    });
    expect(ages.body.message).toBe("Độ tuổi tối thiểu phải nhỏ hơn hoặc bằng độ tuổi tối đa");
    const other = await staffCall(t, "PUT", "/quan-tri/cards/910001", {
      cookie: editor.cookie,
      json: { ...card, id: 910002 },
    });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe("Mã thẻ không khớp với thẻ đang sửa");
    expect((await publicCard(910001)).body.data?.annualFee).toBe(299_000);
    expect(await auditOf("card.update")).toHaveLength(1);
  });

  it("lists with filter, sort and paging done on the server", async () => {
    await staffCall(t, "POST", "/quan-tri/cards", {
      cookie: editor.cookie,
      json: { ...CARD, id: 910002, name: "Thẻ Biên Tập Gold", annualFee: 99_000 },
    });
    const res = await staffCall(
      t,
      "GET",
      "/quan-tri/cards?q=bi%C3%AAn%20t%E1%BA%ADp&sort=annualFee&dir=asc&pageSize=1",
      {
        cookie: editor.cookie,
      },
    );
    const data = res.body.data as { rows: Array<{ id: number }>; total: number };
    expect(data.total).toBe(2);
    expect(data.rows.map((r) => r.id)).toEqual([910002]);
    const second = await staffCall(
      t,
      "GET",
      "/quan-tri/cards?q=bi%C3%AAn%20t%E1%BA%ADp&sort=annualFee&dir=asc&pageSize=1&page=2",
      {
        cookie: editor.cookie,
      },
    );
    expect((second.body.data as { rows: Array<{ id: number }> }).rows.map((r) => r.id)).toEqual([910001]);
  });

  it("dates the public detail by the card's last real change: a save that changes nothing keeps it (issue 33)", async () => {
    const updatedAt = async () =>
      ((await (await t.request("/api/v1/card/get-detail/910001")).json()) as { data: { updatedAt: string } }).data
        .updatedAt;
    const read = await staffCall(t, "GET", "/quan-tri/cards/910001", { cookie: editor.cookie });
    const card = (read.body.data as { card: Record<string, unknown> }).card;
    t.clock.advance(60_000);
    const changedAt = t.clock.now().toISOString();
    const saved = await staffCall(t, "PUT", "/quan-tri/cards/910001", {
      cookie: editor.cookie,
      json: { ...card, annualFee: 199_000 },
    });
    expect(saved.status).toBe(200);
    expect(await updatedAt()).toBe(changedAt);
    t.clock.advance(60_000);
    const same = await staffCall(t, "PUT", "/quan-tri/cards/910001", {
      cookie: editor.cookie,
      json: { ...card, annualFee: 199_000 },
    });
    expect(same.status).toBe(200);
    expect(await updatedAt()).toBe(changedAt);
  });

  it("deactivates: the card leaves the public site, the log has active before and after", async () => {
    const res = await staffCall(t, "POST", "/quan-tri/cards/910002/deactivate", { cookie: editor.cookie });
    expect(res.status).toBe(200);
    expect((await publicCard(910002)).body.data).toBeNull();
    const [row] = await auditOf("card.deactivate");
    expect(row).toMatchObject({ target: "card:910002", before: { active: true }, after: { active: false } });
    const inactive = await staffCall(t, "GET", "/quan-tri/cards?status=inactive&q=910002", { cookie: editor.cookie });
    expect((inactive.body.data as { rows: Array<{ id: number; active: boolean }> }).rows).toEqual([
      expect.objectContaining({ id: 910002, active: false }),
    ]);
    const missing = await staffCall(t, "POST", "/quan-tri/cards/999999999/deactivate", { cookie: editor.cookie });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Không tìm thấy thẻ");
  });
});
