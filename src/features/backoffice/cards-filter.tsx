import { BO_CARD_SORTS, type BoCardSort } from "../../contract/bo-cards";
import { t } from "../../i18n/t";

/** The card catalogue's filters: text, status, sort and direction, applied on the server. */
export interface Filters {
  q: string;
  status: "" | "active" | "inactive";
  sort: BoCardSort;
  dir: "asc" | "desc";
}

const SORT_LABEL: Record<BoCardSort, Parameters<typeof t>[0]> = {
  id: "bo_cards_col_id",
  name: "bo_cards_col_name",
  cardIssuer: "bo_cards_col_issuer",
  annualFee: "bo_cards_col_fee",
  maxAmount: "bo_cards_col_limit",
  updatedAt: "bo_cards_col_updated",
};

export function CardsFilter({
  value,
  onChange,
  onSubmit,
}: {
  value: Filters;
  onChange: (value: Filters) => void;
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
        {t("bo_cards_search")}
        <input value={value.q} onChange={(e) => onChange({ ...value, q: e.target.value })} />
      </label>
      <label>
        {t("bo_cards_status")}
        <select
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value as Filters["status"] })}
        >
          <option value="">{t("bo_cards_status_all")}</option>
          <option value="active">{t("bo_cards_status_active")}</option>
          <option value="inactive">{t("bo_cards_status_inactive")}</option>
        </select>
      </label>
      <label>
        {t("bo_cards_sort")}
        <select value={value.sort} onChange={(e) => onChange({ ...value, sort: e.target.value as BoCardSort })}>
          {BO_CARD_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(SORT_LABEL[sort])}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("bo_cards_dir")}
        <select value={value.dir} onChange={(e) => onChange({ ...value, dir: e.target.value as Filters["dir"] })}>
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
