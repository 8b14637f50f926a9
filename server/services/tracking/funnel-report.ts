import { type Kysely, sql } from "kysely";
import type { FunnelFigures, FunnelReport, ReportRange } from "../../../src/contract/tracking";
import { TRACKING_STATUS } from "../../../src/domain/constants";
import { type MessageKey, t } from "../../../src/i18n/t";
import type { DB } from "../../db/schema";

/**
 * The funnel report (one service for `npm run report:funnel` and GET /api/admin/reports/funnel):
 * visits, the count reaching each status, the step-to-step conversion and the median time per step,
 * in total, by day, by utm source and by source and campaign. Days are calendar days in Vietnam
 * (UTC+7, no daylight saving), both ends of the range included.
 *
 * - reached(s): visits whose furthest status is s or later (a visit at status 5 passed 1 to 4).
 * - conversion(s) = reached(s) / reached(s - 1), rounded to 4 decimals; null for status 1 or after 0.
 * - medianSeconds(s): median over the visits that reached both s - 1 and s of the time on page when s
 *   was first reached minus the time when s - 1 was; the middle two averaged for an even count.
 */

export const REPORT_TIME_ZONE = "Asia/Ho_Chi_Minh";
const UTC_OFFSET_HOURS = 7;
const STATUSES = Object.values(TRACKING_STATUS);

interface Row {
  g_day: number;
  g_source: number;
  g_campaign: number;
  day: string | null;
  source: string | null;
  campaign: string | null;
  status: number;
  reached: number;
  median: number | null;
}

/** The first instant of a Vietnam calendar day, and of the day after `to`. */
export function rangeInstants(range: ReportRange): { start: Date; end: Date } {
  const start = new Date(`${range.from}T00:00:00+07:00`);
  const end = new Date(new Date(`${range.to}T00:00:00+07:00`).getTime() + 86_400_000);
  return { start, end };
}

function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  for (
    let time = Date.parse(`${range.from}T00:00:00Z`);
    time <= Date.parse(`${range.to}T00:00:00Z`);
    time += 86_400_000
  ) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

function figuresOf(rows: Row[]): FunnelFigures {
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  const reached = STATUSES.map((status) => byStatus.get(status)?.reached ?? 0);
  return {
    visits: reached[0] ?? 0,
    statuses: STATUSES.map((status, index) => {
      const previous = index === 0 ? 0 : (reached[index - 1] ?? 0);
      const median = index === 0 ? null : (byStatus.get(status)?.median ?? null);
      return {
        status,
        label: t(`tracking_status_${status}` as MessageKey),
        reached: reached[index] ?? 0,
        conversion:
          index === 0 || previous === 0 ? null : Math.round(((reached[index] ?? 0) / previous) * 10_000) / 10_000,
        medianSeconds: median === null ? null : Math.round(Number(median) * 10) / 10,
      };
    }),
  };
}

function groupBy<K>(rows: Row[], key: (row: Row) => K): Map<string, { key: K; rows: Row[] }> {
  const groups = new Map<string, { key: K; rows: Row[] }>();
  for (const row of rows) {
    const k = key(row);
    const id = JSON.stringify(k);
    const group = groups.get(id) ?? { key: k, rows: [] };
    group.rows.push(row);
    groups.set(id, group);
  }
  return groups;
}

/** Larger groups first; the group without a source last. */
const byVisits = <T extends { visits: number; source: string | null }>(a: T, b: T) =>
  Number(a.source === null) - Number(b.source === null) ||
  b.visits - a.visits ||
  (a.source ?? "").localeCompare(b.source ?? "");

export async function funnelReport(db: Kysely<DB>, range: ReportRange): Promise<FunnelReport> {
  const { start, end } = rangeInstants(range);
  const offset = sql.lit(`${UTC_OFFSET_HOURS} hours`);
  const { rows } = await sql<Row>`
    WITH v AS (
      SELECT system_click_id AS id, conversion_status, utm_source AS source, utm_campaign AS campaign,
             to_char((first_seen_at AT TIME ZONE 'UTC') + ${offset}::interval, 'YYYY-MM-DD') AS day
      FROM tracking_visits
      WHERE first_seen_at >= ${start} AND first_seen_at < ${end}
    ), d AS (
      SELECT v.id, v.day, v.source, v.campaign, s.status,
             GREATEST(cur.seconds - prev.seconds, 0) AS duration
      FROM v
      CROSS JOIN generate_series(1, 9) AS s(status)
      LEFT JOIN tracking_steps cur ON cur.system_click_id = v.id AND cur.status = s.status
      LEFT JOIN tracking_steps prev ON prev.system_click_id = v.id AND prev.status = s.status - 1
      WHERE s.status <= v.conversion_status
    )
    SELECT GROUPING(day)::int AS g_day, GROUPING(source)::int AS g_source, GROUPING(campaign)::int AS g_campaign,
           day, source, campaign, status::int AS status, count(*)::int AS reached,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY duration) AS median
    FROM d
    GROUP BY GROUPING SETS ((status), (day, status), (source, status), (source, campaign, status))
  `.execute(db);

  const total = rows.filter((r) => r.g_day === 1 && r.g_source === 1 && r.g_campaign === 1);
  const daily = groupBy(
    rows.filter((r) => r.g_day === 0),
    (r) => r.day ?? "",
  );
  const sources = groupBy(
    rows.filter((r) => r.g_day === 1 && r.g_source === 0 && r.g_campaign === 1),
    (r) => r.source,
  );
  const campaigns = groupBy(
    rows.filter((r) => r.g_day === 1 && r.g_source === 0 && r.g_campaign === 0),
    (r) => [r.source, r.campaign] as const,
  );

  return {
    from: range.from,
    to: range.to,
    timeZone: REPORT_TIME_ZONE,
    total: figuresOf(total),
    byDay: daysOf(range).map((day) => ({ day, ...figuresOf(daily.get(JSON.stringify(day))?.rows ?? []) })),
    bySource: [...sources.values()].map((g) => ({ source: g.key, ...figuresOf(g.rows) })).sort(byVisits),
    byCampaign: [...campaigns.values()]
      .map((g) => ({ source: g.key[0], campaign: g.key[1], ...figuresOf(g.rows) }))
      .sort((a, b) => byVisits(a, b) || (a.campaign ?? "\uffff").localeCompare(b.campaign ?? "\uffff")),
  };
}
