import type { Kysely } from "kysely";
import type { CardDetail, CardListItem } from "../../../src/contract/cards";
import type { DB } from "../../db/schema";
import { cardDetail, relatedCards } from "./catalogue";
import { indexedCatalogueVersion } from "./list-index";

/**
 * What the card detail page (/chi-tiet-the-tin-dung?id=) shows at its first render, for the server
 * to render it on request (server/http/card-pages.ts, decision 018): the card and its related cards,
 * exactly as GET /v1/card/detail/:id and GET /v1/card/related/:id answer them.
 */
export type CardPageData =
  | { kind: "ok"; id: number; card: CardDetail; related: CardListItem[] }
  | { kind: "unavailable" };

/** The version of the catalogue the pages are rendered from: a page rendered at another one is stale. */
export const cardCatalogueVersion = indexedCatalogueVersion;

/** The card `id`'s page data, or unavailable for an unknown or inactive card (the API's 404). */
export async function cardPageData(db: Kysely<DB>, id: number): Promise<CardPageData> {
  const card = await cardDetail(db, id);
  if (!card) return { kind: "unavailable" };
  return { kind: "ok", id, card, related: await relatedCards(db, id) };
}
