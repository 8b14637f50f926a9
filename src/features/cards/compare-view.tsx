import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { compareLimit } from "../../domain/compare-rules";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { CompareNoticeHost } from "./compare-notice-host";
import { ComparePicker } from "./compare-picker";
import { CompareTable } from "./compare-table";
import { ErrorNotice } from "./error-notice";
import { useCompareActions } from "./use-compare-actions";
import { useCompareTable } from "./use-compare-table";
import "./cards.css";
import "./card-detail.css";
import "./compare.css";

export interface CompareViewProps {
  /** The ids of ?ids=1,2,3, or null when the URL has none. */
  urlIds: readonly number[] | null;
  onIdsChange: (ids: number[]) => void;
}

/** /so-sanh-the: up to 3 cards side by side (2 on narrow screens), or the empty text. */
export function CompareView({ urlIds, onIdsChange }: CompareViewProps) {
  useDocumentTitle(t("page_compare"));
  const { phase, cards, retry } = useCompareTable(urlIds, onIdsChange);
  const { remove } = useCompareActions();
  const [picking, setPicking] = useState(false);
  const limit = compareLimit(typeof window === "undefined" ? 1024 : window.innerWidth);

  return (
    <section className="page container compare-page" aria-busy={phase.status === "loading"}>
      <h1>{t("page_compare")}</h1>
      {phase.status === "loading" ? <p>{t("loading")}</p> : null}
      {phase.status === "error" ? (
        <div className="cards-message" role="alert">
          <p>{phase.message}</p>
          <button type="button" className="btn btn-secondary" onClick={retry}>
            {t("try_again")}
          </button>
          <ErrorNotice failure={phase} />
        </div>
      ) : null}
      {phase.status === "ready" && cards.length === 0 ? (
        <div className="cards-message">
          <p>{t("compare_empty")}</p>
          <div className="compare-empty-actions">
            <button type="button" className="btn btn-primary" onClick={() => setPicking(true)}>
              + {t("add_card")}
            </button>
            <Link to="/the-tin-dung" className="btn btn-secondary">
              {t("all_cards")}
            </Link>
          </div>
        </div>
      ) : null}
      {phase.status === "ready" && cards.length > 0 ? (
        <CompareTable
          cards={cards}
          slots={Math.max(0, limit - cards.length)}
          shown={limit}
          onRemove={remove}
          onAdd={() => setPicking(true)}
        />
      ) : null}
      <ComparePicker open={picking} onClose={() => setPicking(false)} />
      <CompareNoticeHost />
    </section>
  );
}
