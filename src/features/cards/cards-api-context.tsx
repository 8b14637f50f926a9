import { createContext, useContext } from "react";
import { type CardsApi, cardsApi } from "../../api/cards";

/** The card calls a view uses: the real API by default; stories and tests provide fakes. */
const CardsApiContext = createContext<CardsApi>(cardsApi);

export const CardsApiProvider = CardsApiContext.Provider;

export function useCardsApi(): CardsApi {
  return useContext(CardsApiContext);
}
