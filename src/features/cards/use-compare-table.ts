import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../api/api-error";
import type { CardDetail } from "../../contract/cards";
import { formatCompareIds, keepActive } from "../../domain/compare-rules";
import { t } from "../../i18n/t";
import { compareListAtom, compareNoticeAtom } from "../../state/compare";
import { useCardsApi } from "./cards-api-context";
import { unwrap } from "./use-remote";

export type ComparePhase = { status: "loading" } | { status: "ready" } | { status: "error"; message: string };

const summary = (card: CardDetail) => ({ id: card.id, name: card.name, productImage: card.productImage });

/**
 * The compare page's cards. At load the URL's ids (a shared link) or else the stored list are
 * asked for; inactive cards are removed with the right message, and the list becomes what is
 * still active. Cards added later (picker) are fetched the same way. The URL follows the list.
 */
export function useCompareTable(urlIds: readonly number[] | null, onIdsChange: (ids: number[]) => void) {
  const api = useCardsApi();
  const store = useStore();
  const list = useAtomValue(compareListAtom);
  const setList = useSetAtom(compareListAtom);
  const setNotice = useSetAtom(compareNoticeAtom);
  const [details, setDetails] = useState<ReadonlyMap<number, CardDetail>>(new Map());
  const [phase, setPhase] = useState<ComparePhase>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);
  const initialIds = useRef(urlIds ?? null);

  /** Asks for ids, keeps the details of the active ones and removes the others from the list. */
  const load = (ids: readonly number[], signal: AbortSignal, replaceList: boolean) =>
    api.getCompare(ids, signal).then((envelope) => {
      if (signal.aborted) return;
      const cards = unwrap(envelope);
      setDetails((previous) => new Map([...previous, ...cards.map((card) => [card.id, card] as const)]));
      const { message } = keepActive(
        ids.map((id) => ({ id })),
        cards.map((card) => card.id),
      );
      if (replaceList) setList(cards.map(summary));
      else setList(keepActive(store.get(compareListAtom), [...details.keys(), ...cards.map((c) => c.id)]).list);
      if (message) setNotice(t(message));
    });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the first load runs once, and again on retry.
  useEffect(() => {
    const ids = initialIds.current ?? store.get(compareListAtom).map((card) => card.id);
    if (ids.length === 0) {
      setPhase({ status: "ready" });
      return;
    }
    const controller = new AbortController();
    setPhase({ status: "loading" });
    load(ids, controller.signal, true).then(
      () => !controller.signal.aborted && setPhase({ status: "ready" }),
      (error: unknown) => !controller.signal.aborted && setPhase({ status: "error", message: errorMessage(error) }),
    );
    return () => controller.abort();
  }, [attempt]);

  // Cards added on this page (picker) are fetched, and checked, once the first load is done.
  const missing = phase.status === "ready" ? list.filter((card) => !details.has(card.id)).map((card) => card.id) : [];
  const missingKey = formatCompareIds(missing);
  // biome-ignore lint/correctness/useExhaustiveDependencies: missingKey stands for missing.
  useEffect(() => {
    if (missing.length === 0) return;
    const controller = new AbortController();
    load(missing, controller.signal, false).catch((error: unknown) => {
      if (!controller.signal.aborted) setNotice(errorMessage(error));
    });
    return () => controller.abort();
  }, [missingKey]);

  // The URL carries the compared ids, so the comparison can be shared.
  const listKey = formatCompareIds(list.map((card) => card.id));
  const urlKey = urlIds ? formatCompareIds(urlIds) : "";
  useEffect(() => {
    if (phase.status === "ready" && listKey !== urlKey) onIdsChange(listKey ? listKey.split(",").map(Number) : []);
  }, [phase.status, listKey, urlKey, onIdsChange]);

  const cards = list.flatMap((card) => {
    const detail = details.get(card.id);
    return detail ? [detail] : [];
  });
  return { phase, cards, count: list.length, retry: () => setAttempt((n) => n + 1) };
}
