import { type MessageKey, t } from "../../i18n/t";

/** A catalogue's filters (cards, loan products): text, status, sort and direction, applied on the server. */
export interface CatalogueFilters<S extends string> {
  q: string;
  status: "" | "active" | "inactive";
  sort: S;
  dir: "asc" | "desc";
}

/** What differs between catalogues: the sorts offered, their labels, and the words for the search and the statuses. */
export interface CatalogueFilterSpec<S extends string> {
  sorts: readonly S[];
  sortLabel: Record<S, MessageKey>;
  search: MessageKey;
  active: MessageKey;
  inactive: MessageKey;
}

export function CatalogueFilter<S extends string>({
  spec,
  value,
  onChange,
  onSubmit,
}: {
  spec: CatalogueFilterSpec<S>;
  value: CatalogueFilters<S>;
  onChange: (value: CatalogueFilters<S>) => void;
  onSubmit: () => void;
}) {
  return (
    <form
      className="bo-form bo-inline"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label>
        {t(spec.search)}
        <input value={value.q} onChange={(e) => onChange({ ...value, q: e.target.value })} />
      </label>
      <label>
        {t("bo_cards_status")}
        <select
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as CatalogueFilters<S>["status"] })}
        >
          <option value="">{t("bo_cards_status_all")}</option>
          <option value="active">{t(spec.active)}</option>
          <option value="inactive">{t(spec.inactive)}</option>
        </select>
      </label>
      <label>
        {t("bo_cards_sort")}
        <select value={value.sort} onChange={(e) => onChange({ ...value, sort: e.target.value as S })}>
          {spec.sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(spec.sortLabel[sort])}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("bo_cards_dir")}
        <select
          value={value.dir}
          onChange={(e) => onChange({ ...value, dir: e.target.value as CatalogueFilters<S>["dir"] })}
        >
          <option value="asc">{t("bo_cards_dir_asc")}</option>
          <option value="desc">{t("bo_cards_dir_desc")}</option>
        </select>
      </label>
      <button type="submit" className="bo-button">
        {t("bo_cards_filter")}
      </button>
    </form>
  );
}
