import { useCallback, useEffect, useState } from "react";
import { dashboardEndpoint, type PartnerStatusRow } from "../../contract/staff-dashboard";
import type { FunnelReport } from "../../contract/tracking";
import { t } from "../../i18n/t";
import { DailyTable, FunnelTable, PartnerTable } from "./dashboard-tables";
import { FunnelChart } from "./funnel-chart";
import { staffCall } from "./staff-client";

const DAY_MS = 86_400_000;
/** A calendar day in Vietnam (UTC+7), `days` before today. */
const vietnamDay = (days: number) => new Date(Date.now() + 7 * 3_600_000 - days * DAY_MS).toISOString().slice(0, 10);

export interface DashboardData {
  funnel: FunnelReport;
  byPartner: PartnerStatusRow[];
}

/** The dashboard's figures (a view of its own for stories): the chart and the same numbers as tables. */
export function DashboardView({ data }: { data: DashboardData }) {
  return (
    <>
      <h2>{t("bo_dash_daily")}</h2>
      <FunnelChart report={data.funnel} />
      <details>
        <summary>{t("bo_dash_daily_table")}</summary>
        <DailyTable report={data.funnel} />
      </details>
      <h2>{t("bo_dash_funnel")}</h2>
      <FunnelTable report={data.funnel} />
      <h2>{t("bo_dash_partners")}</h2>
      <PartnerTable rows={data.byPartner} />
    </>
  );
}

/** The home's dashboard, for every role: the last 14 days by default. */
export function Dashboard() {
  const [range, setRange] = useState({ from: vietnamDay(13), to: vietnamDay(0) });
  const [draft, setDraft] = useState(range);
  const [data, setData] = useState<DashboardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    staffCall(dashboardEndpoint, { query: range }).then(setData, (failure: Error) => setError(failure.message));
  }, [range]);
  useEffect(load, [load]);
  return (
    <div className="bo-dashboard">
      <form
        className="bo-form bo-inline"
        onSubmit={(event) => {
          event.preventDefault();
          setRange(draft);
        }}
      >
        <label>
          {t("bo_audit_from")}
          <input type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label>
          {t("bo_audit_to")}
          <input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <button type="submit" className="bo-button">
          {t("bo_dash_show")}
        </button>
      </form>
      {error ? (
        <p className="bo-error" role="alert">
          {error}{" "}
          <button type="button" className="bo-link" onClick={load}>
            {t("bo_retry")}
          </button>
        </p>
      ) : null}
      {data ? <DashboardView data={data} /> : error ? null : <p>{t("bo_loading")}</p>}
    </div>
  );
}
