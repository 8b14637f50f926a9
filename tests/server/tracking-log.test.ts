import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TrackingLog } from "../../src/contract/tracking";
import { newSystemClickId } from "../../src/domain/click-id";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

function log(overrides: Partial<TrackingLog> = {}): TrackingLog {
  return {
    systemClickId: newSystemClickId(),
    conversionStatus: 1,
    timeOnPage: 0,
    reached: [{ status: 1, seconds: 0 }],
    browser: "Chrome",
    operatingSystem: "Android",
    utmSource: "fb",
    utmCampaign: "tet",
    pubClickId: "click-123",
    pubId: "pub-9",
    partnerId: "partner-7",
    sub1: "a",
    sub5: "e",
    countBack: 2,
    ...overrides,
  };
}

describe.each(testDatabaseKinds())("POST /api/callback/loan/tracking on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.deleteFrom("tracking_visits").execute();
  });

  const post = (body: unknown, ip = "203.0.113.7") =>
    t.request("/api/callback/loan/tracking", { method: "POST", json: body, ip });
  const visit = (id: string) =>
    t.database.db.selectFrom("tracking_visits").selectAll().where("system_click_id", "=", id).executeTakeFirstOrThrow();
  const steps = (id: string) =>
    t.database.db
      .selectFrom("tracking_steps")
      .select(["status", "seconds"])
      .where("system_click_id", "=", id)
      .orderBy("status")
      .execute();

  it("stores the click record with the caller's address, never one from the body", async () => {
    const body = { ...log(), ipAddress: "1.2.3.4" };
    const res = await post(body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 200, data: null });
    const row = await visit(body.systemClickId);
    expect(row).toMatchObject({
      conversion_status: 1,
      time_on_page: 0,
      ip_address: "203.0.113.7",
      browser: "Chrome",
      operating_system: "Android",
      utm_source: "fb",
      utm_campaign: "tet",
      utm_content: null,
      pub_click_id: "click-123",
      pub_id: "pub-9",
      partner_id: "partner-7",
      sub1: "a",
      sub2: null,
      sub5: "e",
      count_back: 2,
      save_count: 1,
      ended_at: null,
    });
    expect(row.first_seen_at.toISOString()).toBe(t.clock.now().toISOString());
  });

  it("a repeated autosave updates the visit (time on page grows) and never adds a row", async () => {
    const first = log({
      conversionStatus: 3,
      timeOnPage: 40,
      reached: [
        { status: 1, seconds: 0 },
        { status: 2, seconds: 10 },
        { status: 3, seconds: 40 },
      ],
    });
    await post(first);
    t.clock.advance(30_000);
    await post({ ...first, timeOnPage: 70 });
    t.clock.advance(30_000);
    await post({ ...first, timeOnPage: 100 });
    const rows = await t.database.db.selectFrom("tracking_visits").select("system_click_id").execute();
    expect(rows).toHaveLength(1);
    const row = await visit(first.systemClickId);
    expect(row).toMatchObject({ conversion_status: 3, time_on_page: 100, save_count: 3 });
    expect(row.last_seen_at.getTime() - row.first_seen_at.getTime()).toBe(60_000);
    expect(await steps(first.systemClickId)).toEqual([
      { status: 1, seconds: 0 },
      { status: 2, seconds: 10 },
      { status: 3, seconds: 40 },
    ]);
  });

  it("a late retry of an older save neither lowers the status nor moves a step's time", async () => {
    const id = newSystemClickId();
    await post(
      log({
        systemClickId: id,
        conversionStatus: 4,
        timeOnPage: 90,
        reached: [
          { status: 1, seconds: 0 },
          { status: 3, seconds: 50 },
          { status: 4, seconds: 80 },
        ],
      }),
    );
    await post(
      log({
        systemClickId: id,
        conversionStatus: 3,
        timeOnPage: 60,
        reached: [
          { status: 1, seconds: 0 },
          { status: 2, seconds: 20 },
          { status: 3, seconds: 55 },
        ],
      }),
    );
    expect(await visit(id)).toMatchObject({ conversion_status: 4, time_on_page: 90 });
    expect(await steps(id)).toEqual([
      { status: 1, seconds: 0 },
      { status: 2, seconds: 20 },
      { status: 3, seconds: 50 },
      { status: 4, seconds: 80 },
    ]);
  });

  it("keeps the attribution of the first save", async () => {
    const first = log();
    await post(first);
    await post({ ...first, utmSource: "google", pubId: null, timeOnPage: 30 });
    expect(await visit(first.systemClickId)).toMatchObject({ utm_source: "fb", pub_id: "pub-9", time_on_page: 30 });
  });

  it("adds the current status when the body leaves it out of the reached list", async () => {
    const body = log({ conversionStatus: 2, timeOnPage: 12, reached: [{ status: 1, seconds: 0 }] });
    await post(body);
    expect(await steps(body.systemClickId)).toEqual([
      { status: 1, seconds: 0 },
      { status: 2, seconds: 12 },
    ]);
  });

  it("counts each visit and status once under concurrent posts", async () => {
    const id = newSystemClickId();
    const bodies = Array.from({ length: 24 }, (_, i) => {
      const status = (i % 4) + 1;
      const reached = Array.from({ length: status }, (_, s) => ({ status: s + 1, seconds: s * 10 + (i % 3) }));
      return log({ systemClickId: id, conversionStatus: status, timeOnPage: 100 + i, reached });
    });
    const answers = await Promise.all(bodies.map((body, i) => post(body, `198.51.100.${i + 1}`)));
    expect(answers.map((res) => res.status)).toEqual(bodies.map(() => 200));
    const row = await visit(id);
    expect(row).toMatchObject({ conversion_status: 4, time_on_page: 123, save_count: 24 });
    expect(await steps(id)).toEqual([
      { status: 1, seconds: 0 },
      { status: 2, seconds: 10 },
      { status: 3, seconds: 20 },
      { status: 4, seconds: 30 },
    ]);
    const visits = await t.database.db.selectFrom("tracking_visits").select("system_click_id").execute();
    expect(visits).toHaveLength(1);
  });

  it("marks the visit ended with the final log", async () => {
    const body = log({
      conversionStatus: 2,
      timeOnPage: 250,
      reached: [
        { status: 1, seconds: 0 },
        { status: 2, seconds: 9 },
      ],
    });
    await post(body);
    t.clock.advance(1_000);
    await post({ ...body, final: true });
    t.clock.advance(1_000);
    await post({ ...body, final: true });
    const row = await visit(body.systemClickId);
    expect(row.ended_at?.getTime()).toBe(row.first_seen_at.getTime() + 1_000);
  });

  it.each([
    ["a click id that is not 30 letters or digits", { systemClickId: "short" }],
    ["a status outside 1 to 9", { conversionStatus: 10 }],
    ["a negative time on page", { timeOnPage: -1 }],
    ["a step past the current status", { conversionStatus: 2, timeOnPage: 5, reached: [{ status: 3, seconds: 1 }] }],
    [
      "a step reached after the time on page",
      { conversionStatus: 2, timeOnPage: 5, reached: [{ status: 2, seconds: 6 }] },
    ],
    [
      "a status twice",
      {
        conversionStatus: 2,
        timeOnPage: 5,
        reached: [
          { status: 2, seconds: 1 },
          { status: 2, seconds: 2 },
        ],
      },
    ],
    ["an over-long value", { utmSource: "x".repeat(256) }],
  ])("refuses %s with 400 and a Vietnamese message, storing nothing", async (_, change) => {
    const res = await post(log(change as Partial<TrackingLog>));
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { code: number; message: string };
    expect(answer.code).toBe(400);
    expect(answer.message).toMatch(VIETNAMESE);
    expect(await t.database.db.selectFrom("tracking_visits").select("system_click_id").execute()).toEqual([]);
  });
});
