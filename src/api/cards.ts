import {
  type CardDetail,
  type CardListBodyInput,
  type CardListItem,
  cardCheckActiveEndpoint,
  cardCompareEndpoint,
  cardDetailEndpoint,
  cardGoEndpoint,
  cardImageEndpoint,
  cardListEndpoint,
  cardListHomeEndpoint,
  cardRelatedEndpoint,
  type Province,
  provincesEndpoint,
} from "../contract/cards";
import { fillPath } from "../contract/endpoint";
import type { Envelope } from "../contract/envelope";
import { CARDS } from "../domain/constants";
import { call } from "./client";

/**
 * The card calls of the app. Each answers the envelope; transport failures throw an ApiError
 * whose message is the Vietnamese text to show.
 */
export interface CardsApi {
  getList(
    body: CardListBodyInput,
    signal?: AbortSignal,
  ): Promise<Envelope<{ totalItems: number; result: CardListItem[] }>>;
  getListHome(signal?: AbortSignal): Promise<Envelope<CardListItem[]>>;
  getDetail(id: number, signal?: AbortSignal): Promise<Envelope<CardDetail>>;
  getRelated(id: number, signal?: AbortSignal): Promise<Envelope<CardListItem[]>>;
  getCompare(ids: readonly number[], signal?: AbortSignal): Promise<Envelope<CardDetail[]>>;
  checkActive(id: number): Promise<Envelope<boolean>>;
  getProvinces(signal?: AbortSignal): Promise<Envelope<Province[]>>;
}

export const cardsApi: CardsApi = {
  getList: (body, signal) => call(cardListEndpoint, { body, ...(signal ? { signal } : {}) }),
  getListHome: (signal) =>
    call(cardListHomeEndpoint, { body: { pageSize: CARDS.homePageSize }, ...(signal ? { signal } : {}) }),
  getDetail: (id, signal) => call(cardDetailEndpoint, { params: { id }, retries: 1, ...(signal ? { signal } : {}) }),
  getRelated: (id, signal) => call(cardRelatedEndpoint, { params: { id }, retries: 1, ...(signal ? { signal } : {}) }),
  getCompare: (ids, signal) =>
    call(cardCompareEndpoint, { query: { ids: ids.join(",") }, retries: 1, ...(signal ? { signal } : {}) }),
  checkActive: (id) => call(cardCheckActiveEndpoint, { params: { id }, retries: 1 }),
  getProvinces: (signal) => call(provincesEndpoint, { retries: 2, ...(signal ? { signal } : {}) }),
};

/** Where a card image is served (a default image answers unknown names). */
export function cardImageUrl(image: string): string {
  return `/api${fillPath(cardImageEndpoint.path, { image })}`;
}

/** Our own outbound link for 'Mở thẻ ngay': records the click, then 302 to the issuer. */
export function cardGoUrl(id: number): string {
  return `/api${fillPath(cardGoEndpoint.path, { id })}`;
}
