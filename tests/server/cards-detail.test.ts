import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleCards } from "../../server/db/seed/cards/sample-cards";
import { type CardDetail, type CardListItem, cardDetailSchema } from "../../src/contract/cards";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const sample = sampleCards();
const active = sample.find((card) => card.active !== false && card.minAge && card.maxAge)!;
const inactive = sample.find((card) => card.active === false)!;

interface Envelope<T> {
  code: number;
  data: T;
  message?: string;
}

describe.each(testDatabaseKinds())("card detail, compare, images and the outbound link on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const json = async <T>(path: string) => {
    const res = await t.request(path);
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  };

  it("answers the detail of an active card with every section", async () => {
    const { status, body } = await json<CardDetail>(`/api/v1/card/get-detail/${active.id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: active.id,
      name: active.name,
      cardIssuer: active.cardIssuer,
      maxAmount: active.maxAmount,
      annualFee: active.annualFee,
      minAge: active.minAge,
      maxAge: active.maxAge,
      minIncomeConditions: active.minIncomeConditions,
      regionInformation: active.regionInformation,
    });
    expect(body.data.cardOpeningGifts).toEqual(active.cardOpeningGifts);
    expect(body.data.incentivePolicy).toEqual(active.incentivePolicy);
    expect(body.data.interestAndFees).toEqual(active.interestAndFees);
  });

  it("answers when the card last changed and its card types (issue 33), valid by the contract", async () => {
    await t.database.db
      .updateTable("cards")
      .set({ updated_at: new Date("2026-10-02T08:15:00.000Z") })
      .where("id", "=", active.id)
      .execute();
    const { body } = await json<CardDetail>(`/api/v1/card/get-detail/${active.id}`);
    expect(body.data.updatedAt).toBe("2026-10-02T08:15:00.000Z");
    expect([...body.data.cardTypes].sort()).toEqual([...new Set(active.cardTypes)].sort());
    expect(v.safeParse(cardDetailSchema, body.data).success).toBe(true);
  });

  it("answers 404 'not available' for an inactive or unknown card, 400 for a bad id", async () => {
    for (const id of [inactive.id, 987654]) {
      const { status, body } = await json<null>(`/api/v1/card/get-detail/${id}`);
      expect(status).toBe(404);
      expect(body.message).toBe("Thẻ này hiện không khả dụng.");
    }
    for (const id of ["abc", "0", "-1", "1.5", "01", "9999999999"]) {
      const { status, body } = await json<null>(`/api/v1/card/get-detail/${id}`);
      expect(status, id).toBe(400);
      expect(body.message).toBe("Mã thẻ không hợp lệ");
    }
  });

  it("checks whether a card is active", async () => {
    expect((await json<boolean>(`/api/v1/card/check-active/${active.id}`)).body).toEqual({ code: 200, data: true });
    expect((await json<boolean>(`/api/v1/card/check-active/${inactive.id}`)).body).toEqual({ code: 200, data: false });
    expect((await json<boolean>("/api/v1/card/check-active/424242")).body).toEqual({ code: 200, data: false });
    expect((await json<boolean>("/api/v1/card/check-active/x")).status).toBe(400);
  });

  it("suggests three other active cards, the same issuer first", async () => {
    const { body } = await json<CardListItem[]>(`/api/v1/card/get-three-card/${active.id}`);
    expect(body.data).toHaveLength(3);
    const ids = body.data.map((card) => card.id);
    expect(ids).not.toContain(active.id);
    const activeIds = new Set(sample.filter((card) => card.active !== false).map((card) => card.id));
    expect(ids.every((id) => activeIds.has(id))).toBe(true);
    const sameIssuer = sample.filter(
      (card) => card.cardIssuer === active.cardIssuer && card.id !== active.id && card.active !== false,
    );
    expect(ids.slice(0, sameIssuer.length)).toEqual(
      expect.arrayContaining(sameIssuer.map((card) => card.id).slice(0, 3)),
    );
  });

  it("compares the active cards among ?ids=, in the order asked", async () => {
    const [a, b] = sample.filter((card) => card.active !== false);
    const { body } = await json<CardDetail[]>(`/api/v1/card/get-list-compare?ids=${b!.id},${inactive.id},${a!.id}`);
    expect(body.data.map((card) => card.id)).toEqual([b!.id, a!.id]);
    for (const bad of ["", "1,2,3,4", "a", "1,,2", "0", "1;2"]) {
      const res = await t.request(`/api/v1/card/get-list-compare?ids=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
    }
    expect((await t.request("/api/v1/card/get-list-compare")).status).toBe(400);
  });

  it("draws card images as SVG and answers a default image for any other name", async () => {
    const own = await t.request(`/api/v1/downloadFileLaaS/${active.productImage}`);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toContain("image/svg+xml");
    const svg = await own.text();
    expect(svg).toContain(active.cardIssuer);
    for (const name of ["nope.svg", "..%2F..%2Fetc%2Fpasswd", "%2E%2E%2Fpackage.json", "a.png"]) {
      const res = await t.request(`/api/v1/downloadFileLaaS/${name}`);
      expect(res.status, name).toBe(200);
      const text = await res.text();
      expect(text).toContain("<svg");
      expect(text).not.toContain(active.cardIssuer);
      expect(text).not.toContain("dependencies");
    }
  });

  it("redirects 'Mở thẻ ngay' to the affiliate link and records the click with its attribution", async () => {
    t.clock.set(new Date("2026-11-22T09:30:00.000Z"));
    const res = await t.request(`/api/go/card/${active.id}`, {
      headers: { cookie: "cid=click-123; pubid=pub-9; pid=partner-7", "user-agent": "TestAgent/1.0" },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(active.affiliateLink);
    const clicks = await t.database.db.selectFrom("card_clicks").selectAll().where("card_id", "=", active.id).execute();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]).toMatchObject({
      click_id: "click-123",
      pub_id: "pub-9",
      partner_id: "partner-7",
      user_agent: "TestAgent/1.0",
    });
    expect(new Date(clicks[0]!.clicked_at).toISOString()).toBe("2026-11-22T09:30:00.000Z");

    const anonymous = await t.request(`/api/go/card/${active.id}`);
    expect(anonymous.status).toBe(302);
    const all = await t.database.db.selectFrom("card_clicks").selectAll().where("card_id", "=", active.id).execute();
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({ click_id: null, pub_id: null, partner_id: null });
  });

  it("never redirects to an inactive card and records nothing", async () => {
    const page = await t.request(`/api/go/card/${inactive.id}`, { headers: { accept: "text/html" } });
    expect(page.status).toBe(404);
    expect(page.headers.get("location")).toBeNull();
    expect(await page.text()).toContain("Thẻ không khả dụng!");
    const api = await t.request(`/api/go/card/${inactive.id}`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as Envelope<null>).message).toBe("Thẻ này hiện không khả dụng.");
    const clicks = await t.database.db
      .selectFrom("card_clicks")
      .selectAll()
      .where("card_id", "=", inactive.id)
      .execute();
    expect(clicks).toHaveLength(0);
    expect((await t.request("/api/go/card/abc")).status).toBe(400);
  });
});
