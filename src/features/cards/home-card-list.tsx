import { t } from "../../i18n/t";
import { CardTile } from "./card-tile";
import { useCardsApi } from "./cards-api-context";
import { unwrap, useRemote } from "./use-remote";

/** The six featured cards of the home card tab (get-list-home). */
export function HomeCardList() {
  const api = useCardsApi();
  const { state, retry } = useRemote(async (signal) => unwrap(await api.getListHome(signal)), "home-cards");
  if (state.status === "loading") {
    return (
      <p className="muted" aria-busy="true">
        {t("loading")}
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <div className="cards-message" role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn btn-secondary" onClick={retry}>
          {t("try_again")}
        </button>
      </div>
    );
  }
  if (state.data.length === 0) return <p className="cards-message">{t("cards_empty")}</p>;
  return (
    <section aria-label={t("home_cards_title")}>
      <ul className="card-grid">
        {state.data.map((card) => (
          <li key={card.id}>
            <CardTile card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
