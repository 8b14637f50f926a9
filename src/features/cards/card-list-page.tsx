import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";
import { CardListView } from "./card-list-view";
import { type CardFilters, changeFilters, DEFAULT_FILTERS, filtersFromSearch, searchFromFilters } from "./card-search";

/** /the-tin-dung: the filters live in the URL search, so a filtered list can be shared and survives a reload. */
export function CardListPage() {
  const search = useSearch({ from: "/the-tin-dung" });
  const navigate = useNavigate({ from: "/the-tin-dung" });
  const filters = filtersFromSearch(search);
  const go = useCallback(
    (next: CardFilters, replace = false) => void navigate({ search: searchFromFilters(next), replace }),
    [navigate],
  );
  const filtersKey = JSON.stringify(filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersKey stands for filters.
  const onPageChange = useCallback((page: number) => go({ ...filters, page }), [filtersKey, go]);
  return (
    <CardListView
      filters={filters}
      onFiltersChange={(patch) => go(changeFilters(filters, patch))}
      onPageChange={onPageChange}
      onReset={() => go(DEFAULT_FILTERS)}
    />
  );
}
