import { t } from "../../i18n/t";

/** The page numbers to show: the first, the last, and two around the current one, with gaps. */
export function pageWindow(page: number, totalPages: number): (number | "gap")[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | "gap")[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) out.push("gap");
    out.push(p);
  });
  return out;
}

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** Previous, numbered pages and next; the current page is marked for screen readers. */
export function Pagination({ page, totalPages, onChange, disabled = false }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("cards_pagination")}>
      <button
        type="button"
        className="page-button"
        onClick={() => onChange(page - 1)}
        disabled={disabled || page <= 1}
        aria-label={t("page_previous")}
      >
        ‹
      </button>
      {pageWindow(page, totalPages).map((item, index) =>
        item === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
          <span key={`gap-${index}`} className="page-gap" aria-hidden="true">
            {t("page_gap")}
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={item === page ? "page-button current" : "page-button"}
            aria-current={item === page ? "page" : undefined}
            aria-label={item === page ? t("page_current", { page: item }) : t("page_number", { page: item })}
            disabled={disabled}
            onClick={() => item !== page && onChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="page-button"
        onClick={() => onChange(page + 1)}
        disabled={disabled || page >= totalPages}
        aria-label={t("page_next")}
      >
        ›
      </button>
    </nav>
  );
}
