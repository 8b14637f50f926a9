import type { CardDetail, CardListItem } from "../../contract/cards";

/**
 * The card a card detail page was rendered with on the server (decision 018): its detail and its
 * related cards, as the two card API calls answer them. The server writes them into the page as a
 * JSON data block (never run, so our CSP needs nothing for it); useCardDetail starts from them when
 * the page's id matches, so the browser hydrates the very HTML the server sent, without asking the API.
 */
export const PRERENDERED_CARD_ID = "prerendered-card";

export interface PrerenderedCard {
  id: number;
  card: CardDetail;
  related: CardListItem[];
}

/** undefined: the page's block not read yet; null: none. */
let current: PrerenderedCard | null | undefined;

function readPage(): PrerenderedCard | null {
  if (typeof document === "undefined" || typeof document.getElementById !== "function") return null;
  const text = document.getElementById(PRERENDERED_CARD_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PrerenderedCard;
    return typeof data.id === "number" && data.card?.id === data.id && Array.isArray(data.related) ? data : null;
  } catch {
    return null;
  }
}

/** The card the page was rendered with, when it is the card `id`. */
export function prerenderedCard(id: number | null): PrerenderedCard | null {
  if (id === null) return null;
  if (current === undefined) current = readPage();
  return current?.id === id ? current : null;
}

/** The server's render: the card the next render shows (null: none). */
export function providePrerenderedCard(card: PrerenderedCard | null): void {
  current = card;
}

/** The page's data block for `card`: JSON with "<" escaped, so no text can close the element. */
export function prerenderedCardBlock(card: PrerenderedCard): string {
  const json = JSON.stringify(card).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${PRERENDERED_CARD_ID}">${json}</script>`;
}
