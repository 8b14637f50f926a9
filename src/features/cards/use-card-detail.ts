import { ApiError } from "../../api/api-error";
import type { CardDetail, CardListItem } from "../../contract/cards";
import { useCardsApi } from "./cards-api-context";
import { prerenderedCard } from "./prerendered-card";
import { type Remote, unwrap, useRemote } from "./use-remote";

/** The detail of ?id=: ready, still loading, failed, or unavailable (unknown, inactive or unreadable id). */
export type DetailState = Remote<CardDetail> | { status: "unavailable" };

export function parseCardId(text: string | undefined): number | null {
  return text && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null;
}

type Loaded = { kind: "card"; card: CardDetail } | { kind: "unavailable" };

/**
 * The card of ?id= and its related cards. A page the server rendered for this id
 * (prerendered-card.ts, decision 018) starts from the card it was rendered with and asks the API
 * nothing until 'Thử lại' or another id.
 */
export function useCardDetail(idText: string | undefined): {
  detail: DetailState;
  related: CardListItem[];
  retry: () => void;
} {
  const api = useCardsApi();
  const id = parseCardId(idText);
  const rendered = prerenderedCard(id);
  const { state, retry } = useRemote(
    async (signal): Promise<Loaded> => {
      if (id === null) return { kind: "unavailable" };
      try {
        return { kind: "card", card: unwrap(await api.getDetail(id, signal)) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { kind: "unavailable" };
        throw error;
      }
    },
    `detail-${id}`,
    rendered ? { kind: "card", card: rendered.card } : undefined,
  );
  const related = useRemote(
    async (signal) => (id === null ? [] : unwrap(await api.getRelated(id, signal))),
    `related-${id}`,
    rendered?.related,
  );

  let detail: DetailState;
  if (state.status !== "ready") detail = state;
  else if (state.data.kind === "unavailable") detail = { status: "unavailable" };
  else detail = { status: "ready", data: state.data.card };
  return { detail, related: related.state.status === "ready" ? related.state.data : [], retry };
}
