import type { CardListItem } from "../../contract/cards";
import { t } from "../../i18n/t";
import { useCompareActions } from "./use-compare-actions";

/** The 'So sánh' switch of a card tile: adds the card (after checking it is active) or removes it. */
export function CompareToggle({ card }: { card: Pick<CardListItem, "id" | "name" | "productImage"> }) {
  const { has, add, remove, pending } = useCompareActions();
  const selected = has(card.id);
  return (
    <button
      type="button"
      className={selected ? "compare-toggle selected" : "compare-toggle"}
      aria-pressed={selected}
      aria-label={t("compare_toggle_label", { name: card.name })}
      aria-busy={pending === card.id}
      disabled={pending === card.id}
      onClick={() => (selected ? remove(card.id) : void add(card))}
    >
      <span aria-hidden="true">{selected ? "✓" : "+"}</span> {t("compare")}
    </button>
  );
}
