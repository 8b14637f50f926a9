import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EnrolledStaff, firstAdmin, invite, staffCall } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/**
 * A card's image uploaded by the editor (issue 31): PNG, JPEG or WebP of at most 300 KB, sized
 * before it is read, typed by its first bytes; kept in the database and served from our origin
 * under its SHA-256 with a year's cache; the card's public image points at it; audited with the
 * image URLs before and after.
 */

const CARD = {
  id: 920001,
  name: "Thẻ Ảnh Mới",
  cardIssuer: "Ngân hàng Ảnh",
  productImage: "the-anh-moi.svg",
  maxAmount: 50_000_000,
  annualFee: 199_000,
  affiliateLink: "https://example.com/mo-the",
};

/** A PNG: its signature, an IHDR of width × height, then filler (the server never decodes the pixels). */
function png(width: number, height: number, size = 1024): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}
/** A JPEG: SOI, a JFIF APP0 segment, then a baseline SOF0 giving height and width. */
function jpeg(width: number, height: number): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, 0, 16, ...Buffer.from("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [
    0xff,
    0xc0,
    0,
    17,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

describe.each(testDatabaseKinds())("the editor's card images on %s", (kind) => {
  let t: TestApp;
  let admin: EnrolledStaff;
  let editor: EnrolledStaff;

  beforeAll(async () => {
    t = await createTestApp(kind, { publicOrigin: "http://localhost:5173" });
    admin = await firstAdmin(t);
    editor = await invite(t, admin, "editor", "editor@vay.test");
    expect((await staffCall(t, "POST", "/quan-tri/cards", { cookie: editor.cookie, json: CARD })).status).toBe(200);
  }, 240_000);
  afterAll(() => t.close());

  const upload = async (bytes: Uint8Array<ArrayBuffer>, type: string, id = CARD.id, length = String(bytes.length)) => {
    const res = await t.request(`/api/quan-tri/cards/${id}/image`, {
      method: "POST",
      headers: { cookie: editor.cookie, "content-type": type, "content-length": length },
      body: bytes,
    });
    return {
      status: res.status,
      body: (await res.json()) as { data: { productImage: string; imageUrl: string } | null; message?: string },
    };
  };
  const publicImage = async () => {
    const res = await t.request(`/api/v1/card/get-detail/${CARD.id}`);
    return ((await res.json()) as { data: { productImage: string } }).data.productImage;
  };
  const auditOf = async () => {
    const res = await staffCall(t, "GET", "/quan-tri/audit?action=card.image", { cookie: admin.cookie });
    return (res.body.data as { rows: Array<Record<string, unknown>> }).rows;
  };

  it("stores the image, points the card at it, serves it from our origin with a year's cache, audited", async () => {
    const bytes = png(640, 400, 4096);
    const sha = createHash("sha256").update(bytes).digest("hex");
    const answer = await upload(bytes, "image/png");
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      productImage: `${sha}.png`,
      imageUrl: `/api/v1/downloadFileLaaS/${sha}.png`,
    });
    expect(await publicImage()).toBe(`${sha}.png`);
    const served = await t.request(`/api/v1/downloadFileLaaS/${sha}.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    const [row] = await auditOf();
    expect(row).toMatchObject({
      staffEmail: "editor@vay.test",
      role: "editor",
      target: `card:${CARD.id}`,
      before: { imageUrl: "/api/v1/downloadFileLaaS/the-anh-moi.svg" },
      after: { imageUrl: `/api/v1/downloadFileLaaS/${sha}.png`, type: "image/png", bytes: 4096 },
    });
    // The card's edit form reads the new name, and a save of it keeps it.
    const read = await staffCall(t, "GET", `/quan-tri/cards/${CARD.id}`, { cookie: editor.cookie });
    expect((read.body.data as { card: { productImage: string } }).card.productImage).toBe(`${sha}.png`);
  });

  it("a new image is a new URL; the old one is no longer served as the image", async () => {
    const first = await publicImage();
    const next = jpeg(320, 200);
    const sha = createHash("sha256").update(next).digest("hex");
    expect((await upload(next, "image/jpeg")).status).toBe(200);
    expect(await publicImage()).toBe(`${sha}.jpg`);
    const old = await t.request(`/api/v1/downloadFileLaaS/${first}`);
    expect(old.headers.get("content-type")).toContain("image/svg+xml");
    expect(old.headers.get("cache-control")).toBe("no-store");
    // The right hash under another extension is not the image either.
    expect((await t.request(`/api/v1/downloadFileLaaS/${sha}.png`)).headers.get("content-type")).toContain("svg");
    const [row] = await auditOf();
    expect(row).toMatchObject({
      before: { imageUrl: `/api/v1/downloadFileLaaS/${first}` },
      after: { imageUrl: `/api/v1/downloadFileLaaS/${sha}.jpg`, type: "image/jpeg" },
    });
  });

  it("refuses too big (declared or sent), the wrong type and a lying type, in Vietnamese, with nothing changed", async () => {
    const image = await publicImage();
    const rows = (await auditOf()).length;
    const declared = await upload(png(320, 200, 100), "image/png", CARD.id, String(300 * 1024 + 1));
    expect(declared.status).toBe(413);
    const big = await upload(png(320, 200, 300 * 1024 + 1), "image/png");
    expect(big.status).toBe(413);
    expect(big.body.message).toBe("Ảnh thẻ phải nhỏ hơn hoặc bằng 300 KB.");
    const gif = await upload(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]), "image/gif");
    expect(gif.status).toBe(415);
    expect(gif.body.message).toBe("Ảnh thẻ phải là ảnh PNG, JPEG hoặc WebP.");
    const svg = await upload(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/png");
    expect(svg.status).toBe(415);
    const mislabelled = await upload(jpeg(320, 200), "image/png");
    expect(mislabelled.status).toBe(415);
    const huge = await upload(png(20_000, 20_000), "image/png");
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe("Ảnh thẻ quá lớn: mỗi chiều tối đa 4000 điểm ảnh.");
    expect((await upload(new Uint8Array(0), "image/webp")).body.message).toBe("Chưa chọn tệp ảnh.");
    expect((await upload(png(320, 200), "image/png", 999_999)).status).toBe(404);
    expect(await publicImage()).toBe(image);
    expect(await auditOf()).toHaveLength(rows);
    // Exactly 300 KB is taken.
    expect((await upload(png(320, 200, 300 * 1024), "image/png")).status).toBe(200);
  });

  it("is the editor's alone", async () => {
    const operator = await invite(t, admin, "operator", "operator@vay.test");
    const res = await t.request(`/api/quan-tri/cards/${CARD.id}/image`, {
      method: "POST",
      headers: { cookie: operator.cookie, "content-type": "image/png" },
      body: png(320, 200),
    });
    expect(res.status).toBe(403);
  });
});
