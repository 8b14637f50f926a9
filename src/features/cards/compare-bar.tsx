import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { compareLimit } from "../../domain/compare-rules";
import { t } from "../../i18n/t";
import { CardImage } from "./card-image";
import { CompareNoticeHost } from "./compare-notice-host";
import { ComparePicker } from "./compare-picker";
import { compareSearch } from "./compare-search";
import { useCompareActions } from "./use-compare-actions";
import "./compare.css";

/**
 * The compare bar of the card pages: shown while the compare list is not empty; closing it
 * empties the list. It also hosts the picker popup and the compare messages.
 */
export function CompareBar() {
  const { list, remove, clear } = useCompareActions();
  const [picking, setPicking] = useState(false);
  const limit = compareLimit(typeof window === "undefined" ? 1024 : window.innerWidth);
  const empty = Math.max(0, limit - list.length);

  return (
    <>
      {list.length > 0 ? (
        <aside className="compare-bar" aria-label={t("compare_bar_label")}>
          <div className="container compare-bar-inner">
            <ul className="compare-bar-cards">
              {list.map((card) => (
                <li key={card.id} className="compare-bar-card">
                  <CardImage image={card.productImage} name={card.name} />
                  <span className="compare-bar-name">{card.name}</span>
                  <button
                    type="button"
                    className="compare-bar-remove"
                    aria-label={t("compare_remove_card", { name: card.name })}
                    onClick={() => remove(card.id)}
                  >
                    ×
                  </button>
                </li>
              ))}
              {Array.from({ length: empty }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have no identity.
                <li key={`slot-${index}`} className="compare-bar-card empty">
                  <button type="button" className="link-button" onClick={() => setPicking(true)}>
                    + {t("add_card")}
                  </button>
                </li>
              ))}
            </ul>
            <div className="compare-bar-actions">
              <span className="compare-bar-count" aria-live="polite">
                {/* A list made on a wide screen (or a shared link) can hold more than a phone compares: no "3/2". */}
                {t(list.length > limit ? "compare_count_over" : "compare_count", { count: list.length, max: limit })}
              </span>
              <Link
                to="/so-sanh-the"
                search={compareSearch(list.map((card) => card.id))}
                className="btn btn-primary btn-small"
              >
                {t("compare_now")}
              </Link>
              <button type="button" className="compare-bar-close" aria-label={t("compare_bar_close")} onClick={clear}>
                ×
              </button>
            </div>
          </div>
        </aside>
      ) : null}
      <ComparePicker open={picking} onClose={() => setPicking(false)} />
      <CompareNoticeHost />
    </>
  );
}
