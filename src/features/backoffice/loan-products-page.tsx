import { Link } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { type BoLoanRow, boLoanListEndpoint } from "../../contract/bo-loan-products";
import { formatPercent, formatThousands } from "../../domain/format";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { type Columns, DataTable, Pager } from "./data-table";
import { type LoanFilters, LoanProductsFilter } from "./loan-products-filter";
import { staffCall } from "./staff-client";

const PAGE_SIZE = 25;

/** The fees of a row in words: 'Phí trả trước 2% · Phí hằng tháng 10.000 đ'. */
function feesOf(row: BoLoanRow): string {
  const parts = [
    row.upfrontFee.kind === "percent"
      ? row.upfrontFee.percent > 0
        ? t("bo_loans_fee_upfront_percent", { percent: formatPercent(row.upfrontFee.percent) })
        : null
      : row.upfrontFee.vnd > 0
        ? t("bo_loans_fee_upfront_vnd", { vnd: formatThousands(row.upfrontFee.vnd) })
        : null,
    row.monthlyFee > 0 ? t("bo_loans_fee_monthly", { vnd: formatThousands(row.monthlyFee) }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(" · ") : t("bo_loans_fee_none");
}

/** /quan-tri/san-pham-vay (editor): the loan products, filtered, sorted and paged on the server. */
export function LoanProductsPage() {
  useDocumentTitle(t("bo_loans_title"));
  const [draft, setDraft] = useState<LoanFilters>({ q: "", status: "", sort: "id", dir: "asc" });
  const [filters, setFilters] = useState<LoanFilters>(draft);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ rows: BoLoanRow[]; total: number }>({ rows: [], total: 0 });
  const [message, setMessage] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    setMessage(null);
    setLoading(true);
    const { status, ...rest } = filters;
    staffCall(boLoanListEndpoint, {
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

  const columns = useMemo<Columns<BoLoanRow>>(
    () => [
      { accessorKey: "id", header: t("bo_loans_col_id") },
      { accessorKey: "name", header: t("bo_loans_col_name") },
      { accessorKey: "partnerName", header: t("bo_loans_col_partner") },
      {
        id: "rate",
        header: t("bo_loans_col_rate"),
        cell: ({ row }) => `${formatPercent(row.original.interestRatePercent)}%`,
      },
      {
        id: "amounts",
        header: t("bo_loans_col_amounts"),
        cell: ({ row }) =>
          t("bo_loans_amounts", {
            min: formatThousands(row.original.minAmount),
            max: formatThousands(row.original.maxAmount),
          }),
      },
      { id: "fees", header: t("bo_loans_col_fees"), cell: ({ row }) => feesOf(row.original) },
      {
        id: "active",
        header: t("bo_loans_col_status"),
        cell: ({ row }) => t(row.original.active ? "bo_loans_status_active" : "bo_loans_status_inactive"),
      },
      {
        id: "updatedAt",
        header: t("bo_loans_col_updated"),
        cell: ({ row }) => new Date(row.original.updatedAt).toLocaleString("vi-VN"),
      },
      {
        id: "actions",
        header: t("bo_loans_col_actions"),
        cell: ({ row }) => (
          <Link
            to="/quan-tri/san-pham-vay/$id"
            params={{ id: String(row.original.id) }}
            aria-label={`${t("bo_loans_edit")} ${row.original.name}`}
          >
            {t("bo_loans_edit")}
          </Link>
        ),
      },
    ],
    [],
  );

  return (
    <section>
      <h1>{t("bo_loans_title")}</h1>
      <LoanProductsFilter
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
      {loading ? <p role="status">{t("bo_loading")}</p> : null}
      <DataTable
        columns={columns}
        rows={data.rows}
        empty={loading || message ? "" : t("bo_loans_empty")}
        label={t("bo_loans_title")}
      />
      <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onPage={setPage} />
    </section>
  );
}
