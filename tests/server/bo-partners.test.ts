import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStaffSession } from "../../server/services/staff/staff-sessions";
import { staffCall } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * The editor's partner facts (issue 31): the legal name and licence /doi-tac shows, and a logo
 * uploaded as an image body (PNG, JPEG or WebP, at most 200 KB) served from our origin under its
 * SHA-256 with a year-long cache; each change audited with before and after.
 */

type Partner = { name: string; legalName: string; licence: string; logoUrl?: string | null };
type Row = { id: number; name: string; legalName: string; licence: string; logoUrl: string | null };

/** A PNG's signature and a few bytes: the server tells the type by the signature and never decodes it. */
const png = (size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  for (let i = 8; i < size; i++) bytes[i] = i % 251;
  return bytes;
};
const webp = () => new Uint8Array([...Buffer.from("RIFF"), 20, 0, 0, 0, ...Buffer.from("WEBPVP8 "), 1, 2, 3, 4]);

describe.each(testDatabaseKinds())("the editor's partners on %s", (kind) => {
  let t: TestApp;
  let staffId = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const staff = await t.database.db
      .insertInto("staff")
      .values({
        email: "doitac@vay.test",
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

  const cookie = async () => {
    const session = await startStaffSession(t.database.db, t.clock.now(), staffId, "passkey");
    return `__Host-staff=${session.token}`;
  };
  const editor = async (method: string, path: string, json?: unknown) =>
    staffCall(t, method, path, { cookie: await cookie(), json });
  const upload = async (id: number, bytes: Uint8Array<ArrayBuffer>, type: string) => {
    const res = await t.request(`/api/quan-tri/partners/${id}/logo`, {
      method: "POST",
      headers: { cookie: await cookie(), "content-type": type, "content-length": String(bytes.length) },
      body: new Uint8Array(bytes),
    });
    return { status: res.status, body: (await res.json()) as { data: { logoUrl: string } | null; message?: string } };
  };
  const publicPartners = async (): Promise<Partner[]> =>
    ((await (await t.request("/api/site/partners")).json()) as { data: Partner[] }).data;
  const rows = async (): Promise<Row[]> =>
    ((await editor("GET", "/quan-tri/partners")).body.data as { rows: Row[] }).rows;
  const auditRows = (action: string) =>
    t.database.db.selectFrom("audit_log").selectAll().where("action", "=", action).orderBy("id").execute();
  const json = (value: unknown) => (typeof value === "string" ? JSON.parse(value) : value) as Record<string, unknown>;

  it("lists the partners with their legal name, licence and no logo yet", async () => {
    const list = await rows();
    expect(list.map((row) => row.legalName)).toEqual([
      "Công ty Tài chính TNHH MTV Tiêu dùng An Phát",
      "Công ty Tài chính Cổ phần Bình Minh",
    ]);
    expect(list.every((row) => row.logoUrl === null)).toBe(true);
  });

  it("a new legal name and licence show on the site at once, audited before and after", async () => {
    const [first] = await rows();
    await publicPartners();
    const facts = { legalName: "Công ty Tài chính TNHH An Phát", licence: "Giấy phép số 12/GP-NHNN ngày 01/02/2020" };
    expect((await editor("POST", `/quan-tri/partners/${first?.id}`, facts)).status).toBe(200);
    expect((await publicPartners())[0]).toMatchObject(facts);
    const [update] = await auditRows("partner.update");
    expect(update).toMatchObject({ staff_email: "doitac@vay.test", role: "editor", target: `partner/${first?.id}` });
    expect(json(update?.before)).toEqual({ legalName: first?.legalName, licence: first?.licence });
    expect(json(update?.after)).toEqual(facts);
  });

  it("a logo is stored, shown on the site, and served from our origin under its hash with a long cache", async () => {
    const [first] = await rows();
    const bytes = png(2048);
    const answer = await upload(first?.id as number, bytes, "image/png");
    expect(answer.status).toBe(200);
    const sha = createHash("sha256").update(bytes).digest("hex");
    expect(answer.body.data?.logoUrl).toBe(`/api/site/partner-logos/${sha}.png`);
    expect((await publicPartners())[0]?.logoUrl).toBe(`/api/site/partner-logos/${sha}.png`);
    const served = await t.request(`/api/site/partner-logos/${sha}.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const [logo] = await auditRows("partner.logo");
    expect(logo?.before).toBeNull();
    expect(json(logo?.after)).toEqual({ type: "image/png", sha256: sha, bytes: 2048 });

    const next = webp();
    expect((await upload(first?.id as number, next, "image/webp")).status).toBe(200);
    const nextSha = createHash("sha256").update(next).digest("hex");
    expect((await publicPartners())[0]?.logoUrl).toBe(`/api/site/partner-logos/${nextSha}.webp`);
    expect((await t.request(`/api/site/partner-logos/${sha}.png`)).status).toBe(404);
    const [, replaced] = await auditRows("partner.logo");
    expect(json(replaced?.before)).toEqual({ type: "image/png", sha256: sha, bytes: 2048 });
    expect(json(replaced?.after)).toMatchObject({ type: "image/webp", sha256: nextSha });
  });

  it("refuses a logo over 200 KB, of another type or not what it says, in Vietnamese, with no audit row", async () => {
    const [, second] = await rows();
    const id = second?.id as number;
    const before = (await auditRows("partner.logo")).length;
    const big = await upload(id, png(200 * 1024 + 1), "image/png");
    expect(big.status).toBe(413);
    expect(big.body.message).toBe("Logo phải nhỏ hơn hoặc bằng 200 KB.");
    expect((await upload(id, png(200 * 1024), "image/png")).status).toBe(200);
    const gif = await upload(id, new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]), "image/gif");
    expect(gif.status).toBe(415);
    expect(gif.body.message).toBe("Logo phải là ảnh PNG, JPEG hoặc WebP.");
    const lying = await upload(id, new TextEncoder().encode("<svg></svg>"), "image/png");
    expect(lying.status).toBe(415);
    expect(lying.body.message).toBe("Logo phải là ảnh PNG, JPEG hoặc WebP.");
    const empty = await upload(id, new Uint8Array(0), "image/jpeg");
    expect(empty.body.message).toBe("Chưa chọn tệp logo.");
    expect((await auditRows("partner.logo")).length).toBe(before + 1);
  });

  it("refuses facts that are too short or hold markup, in Vietnamese; an unknown partner is not found", async () => {
    const [first] = await rows();
    const short = await editor("POST", `/quan-tri/partners/${first?.id}`, {
      legalName: "AP",
      licence: "Giấy phép số 12",
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("Tên pháp lý cần từ 5 đến 200 ký tự.");
    const markup = await editor("POST", `/quan-tri/partners/${first?.id}`, {
      legalName: "Công ty <i>An Phát</i>",
      licence: "Giấy phép số 12",
    });
    expect(markup.body.message).toBe("Nội dung không được chứa ký tự < hoặc >.");
    const missing = await editor("POST", "/quan-tri/partners/999999", {
      legalName: "Công ty mới",
      licence: "Giấy phép số 12",
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Không tìm thấy đối tác.");
    expect((await upload(999999, png(100), "image/png")).status).toBe(404);
  });

  it("a change made straight in the database (another server) shows within a second", async () => {
    await publicPartners();
    await t.database.db.updateTable("partners").set({ licence: "Sửa bằng SQL" }).where("position", "=", 1).execute();
    t.clock.advance(1000);
    expect((await publicPartners()).map((partner) => partner.licence)).toContain("Sửa bằng SQL");
  });
});
