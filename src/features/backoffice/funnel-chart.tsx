import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import type { FunnelReport } from "../../contract/tracking";

/**
 * Visitors reaching each funnel step per day, drawn by uPlot (decision 021) on a canvas: no `style`
 * attributes in markup (its sizes go through the CSSOM, which the strict CSP allows). The chart is
 * hidden from screen readers; the tables next to it give the same numbers.
 */
const COLORS = ["#1d4ed8", "#0891b2", "#059669", "#65a30d", "#ca8a04", "#ea580c", "#dc2626", "#c026d3", "#7c3aed"];
const HEIGHT = 280;

export function FunnelChart({ report }: { report: FunnelReport }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const days = report.byDay.map((d) => Date.parse(`${d.day}T00:00:00+07:00`) / 1000);
    const statuses = report.total.statuses;
    const data: uPlot.AlignedData = [
      days,
      ...statuses.map((s) => report.byDay.map((d) => d.statuses.find((x) => x.status === s.status)?.reached ?? 0)),
    ];
    const chart = new uPlot(
      {
        width: Math.max(320, element.clientWidth),
        height: HEIGHT,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Asia/Ho_Chi_Minh"),
        series: [{}, ...statuses.map((s, i) => ({ label: s.label, stroke: COLORS[i % COLORS.length], width: 2 }))],
        axes: [{}, { size: 50 }],
        scales: { y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
      },
      data,
      element,
    );
    return () => chart.destroy();
  }, [report]);
  return <div ref={box} className="bo-chart" aria-hidden="true" data-testid="funnel-chart" />;
}
