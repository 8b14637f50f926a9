import { Link } from "@tanstack/react-router";
import { type ReactNode, useId } from "react";
import type { CardDetail } from "../../contract/cards";
import { type CompareFact, compareBest } from "../../domain/compare-best";
import { t } from "../../i18n/t";
import { CardImage } from "./card-image";
import { OpenCardLink } from "./card-tile";
import { COMPARE_ROWS } from "./compare-rows";

export interface CompareTableProps {
  cards: readonly CardDetail[];
  /** Empty columns offered for more cards ('Thêm thẻ'). */
  slots: number;
  /** How many cards this screen shows (2 under 520 px): only those are judged for the better value. */
  shown: number;
  onRemove: (id: number) => void;
  onAdd: () => void;
}

/**
 * Cards side by side: a column per card (remove, open, detail), kept in view under the site header
 * while the rows scroll (compare.css), and a labelled group of cells per row, the better value marked.
 */
export function CompareTable({ cards, slots, shown, onRemove, onAdd }: CompareTableProps) {
  const id = useId();
  const best = compareBest(cards.slice(0, shown));
  const isBest = (index: number) => (fact: CompareFact) => best[fact][index] ?? false;
  const columns = cards.length + slots;
  // Phones show two columns (compare.css): name the hidden third card and how to see it.
  const hidden = cards[2];
  return (
    <div className="compare-scroll">
      {hidden && (
        <p className="compare-hidden-note" role="note">
          {t("compare_third_hidden", { name: hidden.name })}
        </p>
      )}
      <table className="compare-table" data-columns={columns}>
        <caption className="sr-only">{t("page_compare")}</caption>
        <thead>
          <tr>
            {cards.map((card, index) => (
              <th
                key={card.id}
                scope="col"
                id={`${id}-col-${index}`}
                className={`compare-col compare-col-${index + 1}`}
              >
                <div className="compare-card-head">
                  <button
                    type="button"
                    className="compare-remove"
                    aria-label={t("compare_remove_card", { name: card.name })}
                    onClick={() => onRemove(card.id)}
                  >
                    ×
                  </button>
                  <CardImage image={card.productImage} name={card.name} eager />
                  <span className="compare-card-name">{card.name}</span>
                  <span className="compare-card-actions">
                    <OpenCardLink card={card} className="btn btn-primary btn-small" />
                    <Link
                      to="/chi-tiet-the-tin-dung"
                      search={{ id: card.id }}
                      aria-label={t("view_detail_label", { name: card.name })}
                    >
                      {t("view_detail")}
                    </Link>
                  </span>
                </div>
              </th>
            ))}
            {Array.from({ length: slots }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have no identity.
              <td key={`slot-${index}`} className={`compare-col compare-col-${cards.length + index + 1} compare-slot`}>
                <button type="button" className="btn btn-secondary btn-small" onClick={onAdd}>
                  + {t("add_card")}
                </button>
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row, rowIndex) => (
            <RowGroup key={row.label} id={`${id}-row-${rowIndex}`} label={row.label} columns={columns}>
              {cards.map((card, index) => (
                <td
                  key={card.id}
                  headers={`${id}-row-${rowIndex} ${id}-col-${index}`}
                  className={`compare-col compare-col-${index + 1}`}
                >
                  {row.render(card, isBest(index))}
                </td>
              ))}
              {Array.from({ length: slots }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have no identity.
                <td key={`slot-${index}`} className={`compare-col compare-col-${cards.length + index + 1}`} />
              ))}
            </RowGroup>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowGroup({
  id,
  label,
  columns,
  children,
}: {
  id: string;
  label: string;
  columns: number;
  children: ReactNode;
}) {
  return (
    <>
      <tr className="compare-row-label">
        <th id={id} scope="colgroup" colSpan={columns}>
          {label}
        </th>
      </tr>
      <tr className="compare-row">{children}</tr>
    </>
  );
}
