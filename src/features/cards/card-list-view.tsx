import { Link } from "@tanstack/react-router";
import { useAtom } from "jotai";
import { useEffect, useRef } from "react";
import { CARDS } from "../../domain/constants";
import { t } from "../../i18n/t";
import { cardProfileAtom } from "../../state/card-profile";
import { useDocumentTitle } from "../../ui/use-document-title";
import { CardFilters } from "./card-filters";
import {
  type CardFilters as Filters,
  hasActiveFilters,
  listRequest,
  needsOddsProfile,
  profileOfPatch,
  profileOfUrl,
  withProfile,
} from "./card-search";
import { CardTile } from "./card-tile";
import { useCardsApi } from "./cards-api-context";
import { CompareBar } from "./compare-bar";
import { CompareToggle } from "./compare-toggle";
import { ErrorNotice } from "./error-notice";
import { Pagination } from "./pagination";
import { useProvinces } from "./use-provinces";
import { unwrap, useRemote } from "./use-remote";

export interface CardListViewProps {
  filters: Filters;
  onFiltersChange: (patch: Partial<Omit<Filters, "page">>) => void;
  onPageChange: (page: number) => void;
  onReset: () => void;
}

function LoadingTiles() {
  return (
    <ul className="card-grid" aria-hidden="true">
      {Array.from({ length: CARDS.pageSize }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index} className="card-tile card-tile-skeleton" />
      ))}
    </ul>
  );
}

/**
 * /the-tin-dung: filters, the cards of the current page, pagination, empty and error states, the compare
 * bar. Income, age and region are also the visitor's profile for the approval odds: one set of boxes
 * feeds both (issue 33 item 6); a value in the URL wins and becomes the profile, one left out comes
 * from the profile (typed before, or left by the lead funnel).
 */
export function CardListView({ filters: fromUrl, onFiltersChange, onPageChange, onReset }: CardListViewProps) {
  useDocumentTitle(t("page_cards"));
  const api = useCardsApi();
  const provinces = useProvinces();
  const [profile, setProfile] = useAtom(cardProfileAtom);
  const filters = withProfile(fromUrl, profile);
  const urlProfile = JSON.stringify(profileOfUrl(fromUrl));
  useEffect(() => {
    const patch = JSON.parse(urlProfile) as ReturnType<typeof profileOfUrl>;
    if (Object.keys(patch).length > 0) setProfile(patch);
  }, [urlProfile, setProfile]);
  const changeFilters = (patch: Parameters<typeof onFiltersChange>[0]) => {
    setProfile(profileOfPatch(patch));
    onFiltersChange({ income: filters.income, age: filters.age, region: filters.region, ...patch });
  };
  const reset = () => {
    setProfile({ income: null, age: null, province: null });
    onReset();
  };
  const request = listRequest(filters, profile);
  const { state, retry } = useRemote(
    async (signal) => unwrap(await api.getList(request, signal)),
    JSON.stringify(request),
  );
  const active = hasActiveFilters(filters);
  const results = useRef<HTMLDivElement>(null);
  const totalPages = state.status === "ready" ? Math.ceil(state.data.totalItems / CARDS.pageSize) : 0;

  // A shared link to a page past the end (the catalogue shrank) shows the last page instead.
  const pastEnd = state.status === "ready" && state.data.result.length === 0 && filters.page > totalPages;
  useEffect(() => {
    if (pastEnd && totalPages > 0) onPageChange(totalPages);
  }, [pastEnd, totalPages, onPageChange]);

  const changePage = (page: number) => {
    onPageChange(page);
    results.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  };

  return (
    <section className="page container card-list-page">
      <h1>{t("page_cards")}</h1>
      <p className="muted">
        <Link to="/cach-chung-toi-xep-hang">{t("ranking_link")}</Link>
      </p>
      <CardFilters
        filters={filters}
        provinces={provinces}
        onChange={changeFilters}
        onReset={reset}
        showReset={active}
      />
      {profile.score !== null ? <p className="muted">{t("odds_profile_score", { score: profile.score })}</p> : null}
      {needsOddsProfile(filters, profile) ? (
        <p className="odds-need-profile" role="status">
          {t("odds_need_profile")}
        </p>
      ) : null}
      <div className="card-results" ref={results} aria-busy={state.status === "loading"}>
        <p className="sr-only" aria-live="polite">
          {state.status === "ready" ? t("cards_found", { count: state.data.totalItems }) : ""}
        </p>
        {state.status === "loading" ? (
          <>
            <p className="sr-only">{t("loading")}</p>
            <LoadingTiles />
          </>
        ) : null}
        {state.status === "error" ? (
          <div className="cards-message" role="alert">
            <p>{state.message}</p>
            <button type="button" className="btn btn-secondary" onClick={retry}>
              {t("try_again")}
            </button>
          </div>
        ) : null}
        {state.status === "ready" && state.data.totalItems === 0 ? (
          <p className="cards-message">{active ? t("cards_empty_filtered") : t("cards_empty")}</p>
        ) : null}
        {state.status === "ready" && state.data.result.length > 0 ? (
          <ul className="card-grid">
            {state.data.result.map((card) => (
              <li key={card.id}>
                <CardTile card={card} compare={<CompareToggle card={card} />} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : null}
        <Pagination page={filters.page} totalPages={totalPages} onChange={changePage} />
      </div>
      <ErrorNotice failure={state.status === "error" ? state : null} />
      <CompareBar />
    </section>
  );
}
