import type { FunnelFigures, FunnelReport } from "../../../src/contract/tracking";
import { t } from "../../../src/i18n/t";

/** The funnel report as plain text for product owners (npm run report:funnel), in Vietnamese. */

const percent = new Intl.NumberFormat("vi-VN", {
  style: "percent",
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const decimal = new Intl.NumberFormat("vi-VN", { maximumFractionDigits: 1 });
const DASH = "–";

function row(cells: string[], widths: number[]): string {
  return cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
    .join("  ")
    .trimEnd();
}

function table(figures: FunnelFigures): string[] {
  const header = [t("report_col_status"), t("report_col_reached"), t("report_col_conversion"), t("report_col_median")];
  const body = figures.statuses.map((s) => [
    `${s.status} ${s.label}`,
    String(s.reached),
    s.conversion === null ? DASH : percent.format(s.conversion),
    s.medianSeconds === null ? DASH : t("report_seconds", { value: decimal.format(s.medianSeconds) }),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((cells) => cells[i]?.length ?? 0)));
  return [row(header, widths), ...body.map((cells) => row(cells, widths))];
}

function block(title: string | null, figures: FunnelFigures): string[] {
  const heading = title === null ? [] : [`-- ${title} --`];
  return [...heading, t("report_visits", { count: figures.visits }), ...table(figures), ""];
}

export function formatFunnelReport(report: FunnelReport): string {
  const lines = [t("report_title", { from: report.from, to: report.to }), ""];
  if (report.total.visits === 0) return [...lines, t("report_no_visits"), ""].join("\n");
  lines.push(`== ${t("report_total")} ==`, ...block(null, report.total));
  lines.push(`== ${t("report_by_day")} ==`);
  for (const day of report.byDay) if (day.visits > 0) lines.push(...block(day.day, day));
  lines.push(`== ${t("report_by_source")} ==`);
  for (const source of report.bySource) lines.push(...block(source.source ?? t("report_no_source"), source));
  lines.push(`== ${t("report_by_campaign")} ==`);
  for (const c of report.byCampaign) {
    lines.push(...block(`${c.source ?? t("report_no_source")} / ${c.campaign ?? t("report_no_campaign")}`, c));
  }
  return lines.join("\n");
}
