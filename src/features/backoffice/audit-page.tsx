import { useCallback, useEffect, useMemo, useState } from "react";
import { type AuditRow, auditListEndpoint } from "../../contract/audit";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { type Columns, DataTable, Pager } from "./data-table";
import { staffCall } from "./staff-client";

interface Filters {
  who: string;
  action: string;
  from: string;
  to: string;
}

const PAGE_SIZE = 25;
const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/** /quan-tri/nhat-ky (compliance, admin): the audit log, filtered by who, action and days, paged on the server. */
export function AuditPage() {
  useDocumentTitle(t("bo_audit_title"));
  const [draft, setDraft] = useState<Filters>({ who: "", action: "", from: "", to: "" });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: AuditRow[]; total: number }>({ rows: [], total: 0 });
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(() => {
    setMessage(null);
    staffCall(auditListEndpoint, { query: { ...filters, page: String(page), pageSize: String(PAGE_SIZE) } }).then(
      (answer) => setData({ rows: answer.rows, total: answer.total }),
      (error: Error) => setMessage(error.message),
    );
  }, [filters, page]);
  useEffect(load, [load]);

  const columns = useMemo<Columns<AuditRow>>(
    () => [
      { id: "at", header: t("bo_audit_at"), cell: ({ row }) => new Date(row.original.at).toLocaleString("vi-VN") },
      { accessorKey: "staffEmail", header: t("bo_audit_who") },
      { accessorKey: "action", header: t("bo_audit_action") },
      { id: "target", header: t("bo_audit_target"), cell: ({ row }) => row.original.target ?? "" },
      { id: "before", header: t("bo_audit_before"), cell: ({ row }) => <code>{json(row.original.before)}</code> },
      { id: "after", header: t("bo_audit_after"), cell: ({ row }) => <code>{json(row.original.after)}</code> },
      { id: "reason", header: t("bo_audit_reason"), cell: ({ row }) => row.original.reason ?? "" },
    ],
    [],
  );

  const field = (name: keyof Filters, label: string, type = "text") => (
    <label>
      {label}
      <input type={type} value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
    </label>
  );

  return (
    <section>
      <h1>{t("bo_audit_title")}</h1>
      <form
        className="bo-form bo-inline"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        {field("who", t("bo_audit_who"))}
        {field("action", t("bo_audit_action"))}
        {field("from", t("bo_audit_from"), "date")}
        {field("to", t("bo_audit_to"), "date")}
        <button type="submit" className="bo-button">
          {t("bo_audit_filter")}
        </button>
      </form>
      {message ? (
        <p className="bo-error" role="alert">
          {message}{" "}
          <button type="button" className="bo-link" onClick={load}>
            {t("bo_retry")}
          </button>
        </p>
      ) : null}
      <DataTable columns={columns} rows={data.rows} empty={t("bo_audit_empty")} label={t("bo_audit_title")} />
      <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
    </section>
  );
}
