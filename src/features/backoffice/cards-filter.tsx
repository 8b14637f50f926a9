import { BO_CARD_SORTS, type BoCardSort } from "../../contract/bo-cards";
import { CatalogueFilter, type CatalogueFilterSpec, type CatalogueFilters } from "./catalogue-filter";

/** The card catalogue's filters: text, status, sort and direction, applied on the server. */
export type Filters = CatalogueFilters<BoCardSort>;

const SPEC: CatalogueFilterSpec<BoCardSort> = {
  sorts: BO_CARD_SORTS,
  sortLabel: {
    id: "bo_cards_col_id",
    name: "bo_cards_col_name",
    cardIssuer: "bo_cards_col_issuer",
    annualFee: "bo_cards_col_fee",
    maxAmount: "bo_cards_col_limit",
    updatedAt: "bo_cards_col_updated",
  },
  search: "bo_cards_search",
  active: "bo_cards_status_active",
  inactive: "bo_cards_status_inactive",
};

export function CardsFilter(props: { value: Filters; onChange: (value: Filters) => void; onSubmit: () => void }) {
  return <CatalogueFilter spec={SPEC} {...props} />;
}
