import type { PartnerStatusRow } from "../../contract/staff-dashboard";
import type { FunnelReport } from "../../contract/tracking";
import { t } from "../../i18n/t";

const percent = (value: number | null) => (value === null ? "—" : `${(value * 100).toFixed(1)}%`);

/** The funnel in total: reached, conversion from the step before, drop-off. */
export function FunnelTable({ report }: { report: FunnelReport }) {
  return (
    <table className="bo-table" aria-label={t("bo_dash_funnel")}>
      <thead>
        <tr>
          <th scope="col">{t("bo_dash_step")}</th>
          <th scope="col">{t("bo_dash_reached")}</th>
          <th scope="col">{t("bo_dash_conversion")}</th>
          <th scope="col">{t("bo_dash_dropoff")}</th>
        </tr>
      </thead>
      <tbody>
        {report.total.statuses.map((s) => (
          <tr key={s.status}>
            <th scope="row">{s.label}</th>
            <td>{s.reached}</td>
            <td>{percent(s.conversion)}</td>
            <td>{s.conversion === null ? "—" : percent(1 - s.conversion)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The chart's numbers: visitors reaching each step, per day. */
export function DailyTable({ report }: { report: FunnelReport }) {
  return (
    <table className="bo-table" aria-label={t("bo_dash_daily")}>
      <thead>
        <tr>
          <th scope="col">{t("bo_dash_day")}</th>
          {report.total.statuses.map((s) => (
            <th key={s.status} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.byDay.map((d) => (
          <tr key={d.day}>
            <th scope="row">{d.day}</th>
            {d.statuses.map((s) => (
              <td key={s.status}>{s.reached}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Leads and applications handed to each partner, by status. */
export function PartnerTable({ rows }: { rows: PartnerStatusRow[] }) {
  return (
    <table className="bo-table" aria-label={t("bo_dash_partners")}>
      <thead>
        <tr>
          <th scope="col">{t("bo_dash_partner")}</th>
          <th scope="col">{t("bo_dash_kind")}</th>
          <th scope="col">{t("bo_dash_status")}</th>
          <th scope="col">{t("bo_dash_count")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={4}>{t("bo_dash_none")}</td>
          </tr>
        ) : null}
        {rows.map((r) => (
          <tr key={`${r.partner}|${r.kind}|${r.status}`}>
            <td>{r.partner}</td>
            <td>{t(r.kind === "lead" ? "bo_dash_kind_lead" : "bo_dash_kind_application")}</td>
            <td>{r.status}</td>
            <td>{r.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
