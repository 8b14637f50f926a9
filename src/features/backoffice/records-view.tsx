import { useMemo, useState } from "react";
import type { SearchRow } from "../../contract/operator";
import { t } from "../../i18n/t";
import { type Columns, DataTable, Pager } from "./data-table";
import { Failure, when } from "./review-parts";

export const RECORDS_PAGE = 25;

export interface RecordsViewProps {
  rows: SearchRow[];
  total: number;
  page: number;
  message: string | null;
  onSearch: (q: string) => void;
  onPage: (page: number) => void;
  onTimeline: (code: string) => void;
  onReveal: (code: string) => void;
  onRetry: () => void;
}

/** The search form and the masked list of leads and applications (paged on the server). */
export function RecordsView(props: RecordsViewProps) {
  const [draft, setDraft] = useState("");
  const { onTimeline, onReveal } = props;
  const columns = useMemo<Columns<SearchRow>>(
    () => [
      { accessorKey: "code", header: t("bo_review_code") },
      { id: "kind", header: t("bo_records_kind"), cell: ({ row }) => t(`bo_records_kind_${row.original.kind}`) },
      { accessorKey: "phone", header: t("bo_records_phone") },
      { accessorKey: "fullName", header: t("bo_records_name") },
      { accessorKey: "nationalId", header: t("bo_records_national_id") },
      { accessorKey: "status", header: t("bo_review_status") },
      { id: "created", header: t("bo_records_created"), cell: ({ row }) => when(row.original.createdAt) },
      {
        id: "actions",
        header: t("bo_staff_actions"),
        cell: ({ row }) => (
          <span className="bo-row-actions">
            <button type="button" className="bo-link" onClick={() => onTimeline(row.original.code)}>
              {t("bo_records_timeline")}
            </button>
            {row.original.kind === "lead" ? (
              <button type="button" className="bo-link" onClick={() => onReveal(row.original.code)}>
                {t("bo_records_reveal")}
              </button>
            ) : null}
          </span>
        ),
      },
    ],
    [onTimeline, onReveal],
  );
  return (
    <>
      <form
        className="bo-form bo-inline"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSearch(draft.trim());
        }}
      >
        <label>
          {t("bo_records_query")}
          <input value={draft} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <button type="submit" className="bo-button">
          {t("bo_records_search")}
        </button>
      </form>
      {props.message !== null ? <Failure message={props.message} onRetry={props.onRetry} /> : null}
      <DataTable columns={columns} rows={props.rows} empty={t("bo_records_empty")} label={t("bo_records_title")} />
      <Pager page={props.page} pageSize={RECORDS_PAGE} total={props.total} onPage={props.onPage} />
    </>
  );
}
