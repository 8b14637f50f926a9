import { useMemo } from "react";
import type { QueueItem } from "../../../machines/manual-review/types";
import { t } from "../../i18n/t";
import { type Columns, DataTable } from "./data-table";
import { ReviewCasePanel } from "./review-case";
import { Failure, reasonText, when } from "./review-parts";
import type { ManualReviewView } from "./use-manual-review";

function QueueTable({ rows, onOpen }: { rows: QueueItem[]; onOpen: (code: string) => void }) {
  const columns = useMemo<Columns<QueueItem>>(
    () => [
      {
        id: "code",
        header: t("bo_review_code"),
        cell: ({ row }) => (
          <button
            type="button"
            className="bo-link"
            aria-label={t("bo_review_open", { code: row.original.code })}
            onClick={() => onOpen(row.original.code)}
          >
            {row.original.code}
          </button>
        ),
      },
      { id: "reason", header: t("bo_review_reason"), cell: ({ row }) => reasonText(row.original.reason) },
      { accessorKey: "status", header: t("bo_review_status") },
      {
        id: "product",
        header: t("bo_review_product"),
        cell: ({ row }) => `${row.original.productName} – ${row.original.partnerName}`,
      },
      {
        id: "customer",
        header: t("bo_review_customer"),
        cell: ({ row }) => `${row.original.fullName} · ${row.original.phone}`,
      },
      { id: "since", header: t("bo_review_since"), cell: ({ row }) => when(row.original.heldSince) },
    ],
    [onOpen],
  );
  return <DataTable columns={columns} rows={rows} empty={t("bo_review_empty")} label={t("bo_review_title")} />;
}

/** The review screen in each stage of machines/manual-review: the queue, a case, the decision recorded. */
export function ReviewView(props: ManualReviewView) {
  const { view } = props;
  if (view.stage === "case") return <ReviewCasePanel {...props} />;
  if (view.stage === "decided" && view.outcome) {
    const { code, decision, delivery } = view.outcome;
    return (
      <section>
        <h1>{t("bo_review_case_title", { code })}</h1>
        <p className="bo-notice" role="status">
          {t(decision === "approved" ? "bo_review_done_approved" : "bo_review_done_refused", { code })}{" "}
          {t(`bo_review_delivery_${delivery}`)}
        </p>
        <button type="button" className="bo-button" onClick={props.next}>
          {t("bo_review_next")}
        </button>
      </section>
    );
  }
  return (
    <section aria-busy={view.busy}>
      <h1>{t("bo_review_title")}</h1>
      <p>{t("bo_review_intro")}</p>
      {view.busy ? <p role="status">{t("bo_review_loading")}</p> : null}
      {view.failed ? <Failure message={view.message} onRetry={props.retry} /> : null}
      {view.stage === "empty" ? (
        <p>
          {t("bo_review_empty")}{" "}
          <button type="button" className="bo-link" onClick={props.reload}>
            {t("bo_retry")}
          </button>
        </p>
      ) : null}
      {view.stage === "queue" && !view.busy && !view.failed ? (
        <QueueTable rows={view.queue} onOpen={props.open} />
      ) : null}
    </section>
  );
}
