import { useMemo } from "react";
import { DELETION_DEADLINE_HOURS, type DeletionQueueRow } from "../../contract/staff-compliance";
import { t } from "../../i18n/t";
import { type Columns, DataTable, Pager } from "./data-table";

export type QueueTab = "pending" | "completed";

export interface DeletionQueueViewProps {
  tab: QueueTab;
  rows: DeletionQueueRow[];
  total: number;
  page: number;
  pageSize: number;
  /** The time the countdown is measured from (ticks every half minute on the page). */
  now: number;
  busy: string | null;
  notice: string | null;
  error: string | null;
  onTab: (tab: QueueTab) => void;
  onPage: (page: number) => void;
  onComplete: (reference: string) => void;
  onRetry: () => void;
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString("vi-VN") : "");

/** "còn 5 giờ 12 phút" before the deadline, "quá hạn 1 giờ 3 phút" after it. */
export function countdown(deadlineAt: string, now: number): { text: string; overdue: boolean } {
  const ms = new Date(deadlineAt).getTime() - now;
  const minutes = Math.floor(Math.abs(ms) / 60_000);
  const parts = { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
  return ms >= 0
    ? { text: t("bo_deletion_left", parts), overdue: false }
    : { text: t("bo_deletion_overdue", parts), overdue: true };
}

/** The deletion queue (compliance): pending requests with their countdown, or the completed ones. */
export function DeletionQueueView(props: DeletionQueueViewProps) {
  const { tab, now, busy, onComplete } = props;
  const columns = useMemo<Columns<DeletionQueueRow>>(() => {
    const base: Columns<DeletionQueueRow> = [
      { accessorKey: "reference", header: t("bo_deletion_reference") },
      { id: "phone", header: t("bo_deletion_phone"), cell: ({ row }) => row.original.phone ?? "" },
      { id: "requestedAt", header: t("bo_deletion_requested_at"), cell: ({ row }) => when(row.original.requestedAt) },
      { id: "deadlineAt", header: t("bo_deletion_deadline"), cell: ({ row }) => when(row.original.deadlineAt) },
    ];
    if (tab === "completed")
      return [
        ...base,
        { id: "completedAt", header: t("bo_deletion_completed_at"), cell: ({ row }) => when(row.original.completedAt) },
        {
          id: "erased",
          header: t("bo_deletion_erased"),
          cell: ({ row }) => (row.original.erased ? t("bo_deletion_counts", row.original.erased) : ""),
        },
      ];
    return [
      ...base,
      {
        id: "remaining",
        header: t("bo_deletion_remaining"),
        cell: ({ row }) => {
          const left = countdown(row.original.deadlineAt, now);
          return <span className={left.overdue ? "bo-overdue" : undefined}>{left.text}</span>;
        },
      },
      {
        id: "actions",
        header: "",
        cell: ({ row }) => (
          <button
            type="button"
            className="bo-button"
            disabled={busy !== null}
            aria-label={`${t("bo_deletion_complete")} ${row.original.reference}`}
            onClick={() => onComplete(row.original.reference)}
          >
            {t("bo_deletion_complete")}
          </button>
        ),
      },
    ];
  }, [tab, now, busy, onComplete]);

  return (
    <section>
      <h1>{t("bo_deletion_title")}</h1>
      <p>{t("bo_deletion_intro", { hours: DELETION_DEADLINE_HOURS })}</p>
      <fieldset className="bo-tabs">
        <legend className="sr-only">{t("bo_deletion_title")}</legend>
        {(["pending", "completed"] as const).map((name) => (
          <button
            key={name}
            type="button"
            className="bo-link"
            aria-pressed={tab === name}
            onClick={() => props.onTab(name)}
          >
            {t(name === "pending" ? "bo_deletion_pending" : "bo_deletion_completed")}
          </button>
        ))}
      </fieldset>
      {props.notice ? (
        <p className="bo-notice" role="status">
          {props.notice}
        </p>
      ) : null}
      {props.error ? (
        <p className="bo-error" role="alert">
          {props.error}{" "}
          <button type="button" className="bo-link" onClick={props.onRetry}>
            {t("bo_retry")}
          </button>
        </p>
      ) : null}
      <DataTable columns={columns} rows={props.rows} empty={t("bo_deletion_empty")} label={t("bo_deletion_title")} />
      <Pager page={props.page} pageSize={props.pageSize} total={props.total} onPage={props.onPage} />
    </section>
  );
}
