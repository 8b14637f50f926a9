import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { funnelReport } from "../../server/services/tracking/funnel-report";
import { formatFunnelReport } from "../../server/services/tracking/report-text";
import type { FunnelFigures, FunnelReport } from "../../src/contract/tracking";
import { newSystemClickId } from "../../src/domain/click-id";
import { staffApiToken } from "./support/staff-helpers";
import { createTestApp, type TestApp } from "./support/test-app";
import { testDatabaseKinds } from "./support/test-db";

/** A visit: when it started (UTC), its source and campaign, and the time on page at each status reached. */
interface SeedVisit {
  at: string;
  source: string | null;
  campaign: string | null;
  seconds: number[];
}

// Vietnam is UTC+7: 2026-11-01T17:30Z is 2026-11-02 00:30 in Vietnam.
const VISITS: Record<string, SeedVisit> = {
  A: { at: "2026-11-01T02:00:00Z", source: "fb", campaign: "tet", seconds: [0, 10, 40, 100] },
  B: { at: "2026-11-01T03:00:00Z", source: "fb", campaign: "tet", seconds: [0, 20] },
  C: { at: "2026-11-01T04:00:00Z", source: "fb", campaign: "he", seconds: [0] },
  D: { at: "2026-11-01T17:30:00Z", source: "google", campaign: null, seconds: [0, 30, 60] },
  E: { at: "2026-11-02T10:00:00Z", source: null, campaign: null, seconds: [0, 5, 15, 45, 60, 70, 75, 80, 90] },
  // Outside 2026-11-01..2026-11-02 in Vietnam: 23:59:59 on 31 October, 00:00 on 3 November.
  F: { at: "2026-10-31T16:59:59Z", source: "fb", campaign: "tet", seconds: [0, 1] },
  G: { at: "2026-11-02T17:00:00Z", source: "fb", campaign: "tet", seconds: [0, 1] },
};

/** Expected figures, worked out by hand: reached per status, conversion, median seconds per step. */
function expected(reached: number[], conversion: (number | null)[], median: (number | null)[]): FunnelFigures {
  const labels = [
    "Truy cập trang",
    "Gửi nhu cầu vay",
    "Gửi số điện thoại",
    "Xác thực OTP",
    "Gửi họ tên",
    "Thu nhập",
    "Nhà ở",
    "Tình trạng hôn nhân",
    "Người phụ thuộc",
  ];
  return {
    visits: reached[0] ?? 0,
    statuses: labels.map((label, i) => ({
      status: i + 1,
      label,
      reached: reached[i] ?? 0,
      conversion: conversion[i] ?? null,
      medianSeconds: median[i] ?? null,
    })),
  };
}

// Total: 5 visits; 4 reach 2 (A B D E), 3 reach 3 (A D E), 2 reach 4 (A E), only E goes further.
// Step 2 took 10, 20, 30, 5 s -> median (10 + 20) / 2 = 15; step 3: 30, 30, 10 -> 30; step 4: 60, 30 -> 45.
const TOTAL = expected(
  [5, 4, 3, 2, 1, 1, 1, 1, 1],
  [null, 0.8, 0.75, 0.6667, 0.5, 1, 1, 1, 1],
  [null, 15, 30, 45, 15, 10, 5, 5, 10],
);
// 1 November: A B C. 2 November: D (00:30 local) and E.
const DAY_1 = expected(
  [3, 2, 1, 1, 0, 0, 0, 0, 0],
  [null, 0.6667, 0.5, 1, 0, null, null, null, null],
  [null, 15, 30, 60],
);
const DAY_2 = expected(
  [2, 2, 2, 1, 1, 1, 1, 1, 1],
  [null, 1, 1, 0.5, 1, 1, 1, 1, 1],
  [null, 17.5, 20, 30, 15, 10, 5, 5, 10],
);
const GOOGLE = expected([1, 1, 1, 0, 0, 0, 0, 0, 0], [null, 1, 1, 0, null, null, null, null, null], [null, 30, 30]);
const E_ONLY = expected(
  [1, 1, 1, 1, 1, 1, 1, 1, 1],
  [null, 1, 1, 1, 1, 1, 1, 1, 1],
  [null, 5, 10, 30, 15, 10, 5, 5, 10],
);
const TET = expected([2, 2, 1, 1, 0, 0, 0, 0, 0], [null, 1, 0.5, 1, 0, null, null, null, null], [null, 15, 30, 60]);
const HE = expected([1, 0, 0, 0, 0, 0, 0, 0, 0], [null, 0, null, null, null, null, null, null, null], []);

describe.each(testDatabaseKinds())("funnel report on %s", (kind) => {
  let t: TestApp;
  let operatorToken = "";
  let editorToken = "";
  beforeAll(async () => {
    t = await createTestApp(kind);
    operatorToken = (await staffApiToken(t, "operator")).token;
    editorToken = (await staffApiToken(t, "editor")).token;
    for (const visit of Object.values(VISITS)) {
      t.clock.set(new Date(visit.at));
      const systemClickId = newSystemClickId();
      const reached = visit.seconds.map((seconds, i) => ({ status: i + 1, seconds }));
      // Every status is saved as it is reached, then autosaved twice: repeats must not count twice.
      for (let n = 1; n <= reached.length; n++) {
        const last = reached[n - 1]!;
        const body = {
          systemClickId,
          conversionStatus: last.status,
          timeOnPage: last.seconds,
          reached: reached.slice(0, n),
          browser: "Chrome",
          operatingSystem: "Android",
          utmSource: visit.source,
          utmCampaign: visit.campaign,
        };
        for (const extra of [0, 0, 30]) {
          const res = await t.request("/api/callback/loan/tracking", {
            method: "POST",
            json: { ...body, timeOnPage: body.timeOnPage + extra },
          });
          expect(res.status).toBe(200);
        }
      }
    }
  });
  afterAll(() => t.close());

  const getReport = (query: string, token: string | null = operatorToken) =>
    t.request(`/api/admin/reports/funnel${query}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it("gives visits, reached, conversion and median time per step in total, by day, source and campaign", async () => {
    const res = await getReport("?from=2026-11-01&to=2026-11-02");
    expect(res.status).toBe(200);
    const { code, data } = (await res.json()) as { code: number; data: FunnelReport };
    expect(code).toBe(200);
    expect(data.timeZone).toBe("Asia/Ho_Chi_Minh");
    expect(data.total).toEqual(TOTAL);
    expect(data.byDay).toEqual([
      { day: "2026-11-01", ...DAY_1 },
      { day: "2026-11-02", ...DAY_2 },
    ]);
    expect(data.bySource).toEqual([
      { source: "fb", ...DAY_1 },
      { source: "google", ...GOOGLE },
      { source: null, ...E_ONLY },
    ]);
    expect(data.byCampaign).toEqual([
      { source: "fb", campaign: "tet", ...TET },
      { source: "fb", campaign: "he", ...HE },
      { source: "google", campaign: null, ...GOOGLE },
      { source: null, campaign: null, ...E_ONLY },
    ]);
  });

  it("lists every day of the range, with zeros on days without visits", async () => {
    const report = await funnelReport(t.database.db, { from: "2026-11-02", to: "2026-11-04" });
    expect(report.byDay.map((d) => [d.day, d.visits])).toEqual([
      ["2026-11-02", 2], // D and E
      ["2026-11-03", 1], // G, at midnight
      ["2026-11-04", 0],
    ]);
    expect(report.byDay[2]?.statuses.every((s) => s.reached === 0 && s.conversion === null)).toBe(true);
  });

  it("prints the same figures as text for product owners", async () => {
    const text = formatFunnelReport(await funnelReport(t.database.db, { from: "2026-11-01", to: "2026-11-02" }));
    expect(text).toContain("Báo cáo phễu khách hàng từ 2026-11-01 đến 2026-11-02");
    expect(text).toContain("Lượt truy cập: 5");
    expect(text).toMatch(/2 Gửi nhu cầu vay\s+4\s+80,0%\s+15 giây/);
    expect(text).toMatch(/-- google --\nLượt truy cập: 1/);
    expect(text).toMatch(/-- 2026-11-02 --[\s\S]*?2 Gửi nhu cầu vay\s+2\s+100,0%\s+17,5 giây/);
    expect(text).toContain("-- (không có nguồn) --");
    expect(text).toContain("-- fb / tet --");
    const empty = formatFunnelReport(await funnelReport(t.database.db, { from: "2025-01-01", to: "2025-01-31" }));
    expect(empty).toContain("Không có lượt truy cập nào trong khoảng ngày này.");
  });

  it("answers 401 without an operator's API token or with one that is not ours, before reading the range", async () => {
    for (const token of [null, "wrong-token", "stf_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"]) {
      const res = await getReport("?from=2026-11-01&to=2026-11-02", token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 401, data: null, message: "Vui lòng đăng nhập trang quản trị" });
    }
    const noQuery = await getReport("?from=x", "wrong-token");
    expect(noQuery.status).toBe(401);
  });

  it("answers 403 to another role's token, and 401 once the operator's token is revoked", async () => {
    const res = await getReport("?from=2026-11-01&to=2026-11-02", editorToken);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 403, data: null, message: "Vai trò của bạn không được làm việc này" });
    const { token, tokenId } = await staffApiToken(t, "operator", "revoked-operator@vay.test");
    expect((await getReport("?from=2026-11-01&to=2026-11-02", token)).status).toBe(200);
    await t.database.db
      .updateTable("staff_api_tokens")
      .set({ revoked_at: t.clock.now() })
      .where("id", "=", tokenId)
      .execute();
    expect((await getReport("?from=2026-11-01&to=2026-11-02", token)).status).toBe(401);
  });

  it.each([
    ["?from=2026-11-02&to=2026-11-01", "Khoảng ngày không hợp lệ"],
    ["?from=2025-01-01&to=2026-12-31", "Khoảng ngày không hợp lệ"],
    ["?from=2026-02-30&to=2026-03-01", "Ngày không hợp lệ"],
    ["?from=01/11/2026&to=2026-11-02", "Ngày không hợp lệ"],
    ["", "không hợp lệ"],
  ])("refuses the range %s with 400 and a Vietnamese message", async (query, message) => {
    const res = await getReport(query);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(message);
  });
});
