import { Link } from "@tanstack/react-router";
import { useCallback, useEffect, useMemo, useState } from "react";
import { type BoCardRow, boCardDeactivateEndpoint, boCardListEndpoint } from "../../contract/bo-cards";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { CardsFilter, type Filters } from "./cards-filter";
import { type Columns, DataTable, Pager } from "./data-table";
import { staffCall } from "./staff-client";

const PAGE_SIZE = 25;
const money = (value: number) => value.toLocaleString("vi-VN");

/** /quan-tri/the (editor): the card catalogue, filtered, sorted and paged on the server. */
export function CardsPage() {
  useDocumentTitle(t("bo_cards_title"));
  const [draft, setDraft] = useState<Filters>({ q: "", status: "", sort: "id", dir: "asc" });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: BoCardRow[]; total: number }>({ rows: [], total: 0 });
  const [message, setMessage] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    setMessage(null);
    setLoading(true);
    const { status, ...rest } = filters;
    staffCall(boCardListEndpoint, {
      query: { ...rest, ...(status ? { status } : {}), page: String(page), pageSize: String(PAGE_SIZE) },
    }).then(
      (answer) => {
        setData({ rows: answer.rows, total: answer.total });
        setLoading(false);
      },
      (error: Error) => {
        setMessage(error.message);
        setLoading(false);
      },
    );
  }, [filters, page]);
  useEffect(load, [load]);

  const deactivate = useCallback(
    (id: number) =>
      staffCall(boCardDeactivateEndpoint, { params: { id } }).then(
        () => {
          setNotice(t("bo_cards_deactivated"));
          load();
        },
        (error: Error) => setMessage(error.message),
      ),
    [load],
  );

  const columns = useMemo<Columns<BoCardRow>>(
    () => [
      { accessorKey: "id", header: t("bo_cards_col_id") },
      { accessorKey: "name", header: t("bo_cards_col_name") },
      { accessorKey: "cardIssuer", header: t("bo_cards_col_issuer") },
      { id: "annualFee", header: t("bo_cards_col_fee"), cell: ({ row }) => money(row.original.annualFee) },
      { id: "maxAmount", header: t("bo_cards_col_limit"), cell: ({ row }) => money(row.original.maxAmount) },
      {
        id: "active",
        header: t("bo_cards_col_status"),
        cell: ({ row }) => t(row.original.active ? "bo_cards_status_active" : "bo_cards_status_inactive"),
      },
      {
        id: "updatedAt",
        header: t("bo_cards_col_updated"),
        cell: ({ row }) => new Date(row.original.updatedAt).toLocaleString("vi-VN"),
      },
      {
        id: "actions",
        header: t("bo_cards_col_actions"),
        cell: ({ row }) => (
          <span className="bo-row-actions">
            <Link
              to="/quan-tri/the/$id"
              params={{ id: String(row.original.id) }}
              aria-label={`${t("bo_cards_edit")} ${row.original.name}`}
            >
              {t("bo_cards_edit")}
            </Link>
            {row.original.active ? (
              <button type="button" className="bo-link" onClick={() => void deactivate(row.original.id)}>
                {t("bo_cards_deactivate")}
              </button>
            ) : null}
          </span>
        ),
      },
    ],
    [deactivate],
  );

  return (
    <section>
      <h1>{t("bo_cards_title")}</h1>
      <p>
        <Link to="/quan-tri/the/moi" className="bo-button">
          {t("bo_cards_new")}
        </Link>
      </p>
      <CardsFilter
        value={draft}
        onChange={setDraft}
        onSubmit={() => {
          setPage(1);
          setFilters(draft);
        }}
      />
      {message ? (
        <p className="bo-error" role="alert">
          {message}
        </p>
      ) : null}
      {notice ? (
        <p className="bo-notice" role="status">
          {notice}
        </p>
      ) : null}
      {loading ? <p role="status">{t("bo_loading")}</p> : null}
      <DataTable
        columns={columns}
        rows={data.rows}
        empty={loading || message ? "" : t("bo_cards_empty")}
        label={t("bo_cards_title")}
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
    </section>
  );
}
