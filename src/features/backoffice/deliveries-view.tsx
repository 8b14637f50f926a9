import { useMemo } from "react";
import type { DeliveryRow } from "../../contract/operator";
import { t } from "../../i18n/t";
import { type Columns, DataTable, Pager } from "./data-table";
import { Failure, when } from "./review-parts";

export const DELIVERIES_PAGE = 25;

export interface DeliveriesViewProps {
  rows: DeliveryRow[];
  total: number;
  page: number;
  failedOnly: boolean;
  message: string | null;
  /** The last retry's outcome, as the server answered it. */
  outcome: string | null;
  onFailedOnly: (value: boolean) => void;
  onPage: (page: number) => void;
  onRetry: (id: number) => void;
  onReload: () => void;
}

/** Partner deliveries (the dead letters first): each failed one can be sent again, and the outcome shows. */
export function DeliveriesView(props: DeliveriesViewProps) {
  const { onRetry } = props;
  const columns = useMemo<Columns<DeliveryRow>>(
    () => [
      { id: "id", header: "#", cell: ({ row }) => row.original.id },
      {
        id: "subject",
        header: t("bo_deliveries_subject"),
        cell: ({ row }) => `${t(`bo_records_kind_${row.original.kind}`)} ${row.original.subjectCode}`,
      },
      { accessorKey: "partnerName", header: t("bo_deliveries_partner") },
      {
        id: "status",
        header: t("bo_deliveries_status"),
        cell: ({ row }) => t(`partner_status_${row.original.status}`),
      },
      { accessorKey: "attempts", header: t("bo_deliveries_attempts") },
      { id: "error", header: t("bo_deliveries_error"), cell: ({ row }) => row.original.lastError ?? "" },
      { id: "updated", header: t("bo_deliveries_updated"), cell: ({ row }) => when(row.original.updatedAt) },
      {
        id: "actions",
        header: t("bo_staff_actions"),
        cell: ({ row }) =>
          row.original.status === "failed" ? (
            <button type="button" className="bo-link" onClick={() => onRetry(row.original.id)}>
              {t("bo_deliveries_retry")} #{row.original.id}
            </button>
          ) : null,
      },
    ],
    [onRetry],
  );
  return (
    <>
      <label className="bo-inline">
        <input type="checkbox" checked={props.failedOnly} onChange={(e) => props.onFailedOnly(e.target.checked)} />
        {t("bo_deliveries_failed_only")}
      </label>
      {props.outcome ? (
        <p className="bo-notice" role="status">
          {props.outcome}
        </p>
      ) : null}
      {props.message !== null ? <Failure message={props.message} onRetry={props.onReload} /> : null}
      <DataTable
        columns={columns}
        rows={props.rows}
        empty={t("bo_deliveries_empty")}
        label={t("bo_deliveries_title")}
      />
      <Pager page={props.page} pageSize={DELIVERIES_PAGE} total={props.total} onPage={props.onPage} />
    </>
  );
}
