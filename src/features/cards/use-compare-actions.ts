import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useCallback, useState } from "react";
import { errorMessage } from "../../api/api-error";
import { type CompareCard, canAdd, compareLimit, limitMessageKey } from "../../domain/compare-rules";
import { t } from "../../i18n/t";
import { compareListAtom, compareNoticeAtom } from "../../state/compare";
import { useCardsApi } from "./cards-api-context";

const viewportWidth = () => (typeof window === "undefined" ? Number.POSITIVE_INFINITY : window.innerWidth);

/**
 * Adding, removing and clearing compared cards. Adding first checks the limit (3, or 2 under
 * 520 px), then asks the server whether the card is still active (SPEC.md section 4); a refusal
 * shows in the compare popup.
 */
export function useCompareActions() {
  const api = useCardsApi();
  const store = useStore();
  const list = useAtomValue(compareListAtom);
  const setList = useSetAtom(compareListAtom);
  const setNotice = useSetAtom(compareNoticeAtom);
  const [pending, setPending] = useState<number | null>(null);

  const add = useCallback(
    async (card: CompareCard): Promise<boolean> => {
      const limit = compareLimit(viewportWidth());
      const before = canAdd(store.get(compareListAtom), card.id, limit);
      if (before.kind === "duplicate") return true;
      if (before.kind === "limit") {
        setNotice(t(limitMessageKey(before.limit)));
        return false;
      }
      setPending(card.id);
      try {
        const answer = await api.checkActive(card.id);
        if (answer.code !== 200) {
          setNotice(answer.message ?? t("normal_error"));
          return false;
        }
        if (!answer.data) {
          setNotice(t("card_not_available"));
          return false;
        }
        // The list may have changed while the server answered.
        const after = canAdd(store.get(compareListAtom), card.id, limit);
        if (after.kind === "limit") {
          setNotice(t(limitMessageKey(after.limit)));
          return false;
        }
        setList({ id: card.id, name: card.name, productImage: card.productImage });
        return true;
      } catch (error) {
        setNotice(errorMessage(error));
        return false;
      } finally {
        setPending(null);
      }
    },
    [api, store, setList, setNotice],
  );

  const remove = useCallback(
    (id: number) => setList(store.get(compareListAtom).filter((card) => card.id !== id)),
    [store, setList],
  );
  const clear = useCallback(() => setList(null), [setList]);
  const has = useCallback((id: number) => list.some((card) => card.id === id), [list]);

  return { list, pending, add, remove, clear, has };
}
