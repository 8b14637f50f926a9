import { type ColumnDef, FlexRender, type RowData, tableFeatures, useTable } from "@tanstack/react-table";
import { t } from "../../i18n/t";
import "./backoffice.css";

/**
 * Every back-office table (@tanstack/react-table 9, headless): our markup and classes, no inline
 * style. Paging, sorting and filters are the server's; this renders the page it was given.
 */
export const tableBase = tableFeatures({});
export type Columns<T extends RowData> = Array<ColumnDef<typeof tableBase, T>>;

export function DataTable<T extends RowData>({
  columns,
  rows,
  empty,
  label,
}: {
  columns: Columns<T>;
  rows: T[];
  empty: string;
  label: string;
}) {
  const table = useTable({ features: tableBase, columns, data: rows });
  // A wide table scrolls sideways in its own box on a phone; the page keeps the screen's width.
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className="bo-table-scroll" aria-label={label} tabIndex={0}>
      <table className="bo-table" aria-label={label}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          ) : (
            table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id}>
                    <FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

/** "Trang 2 / 5 · 112 dòng" with the previous and next buttons. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="bo-pager">
      <button type="button" className="bo-link" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("bo_page_prev")}
      </button>
      <span>{t("bo_page_of", { page, pages, total })}</span>
      <button type="button" className="bo-link" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("bo_page_next")}
      </button>
    </div>
  );
}
