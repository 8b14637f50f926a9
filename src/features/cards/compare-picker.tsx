import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { compareLimit } from "../../domain/compare-rules";
import { CARDS } from "../../domain/constants";
import { t } from "../../i18n/t";
import { Modal } from "../../ui/modal";
import { CardImage } from "./card-image";
import { useCardsApi } from "./cards-api-context";
import { compareSearch } from "./compare-search";
import { Pagination } from "./pagination";
import { useCompareActions } from "./use-compare-actions";
import { unwrap, useRemote } from "./use-remote";

const viewportLimit = () => compareLimit(typeof window === "undefined" ? 1024 : window.innerWidth);

function PickerBody() {
  const api = useCardsApi();
  const [page, setPage] = useState(1);
  const { list, has, add, remove, pending } = useCompareActions();
  const { state, retry } = useRemote(
    async (signal) => unwrap(await api.getList({ pageIndex: page, pageSize: CARDS.pageSize }, signal)),
    `picker-${page}`,
  );
  const limit = viewportLimit();
  const full = list.length >= limit;

  if (state.status === "loading") return <p aria-busy="true">{t("loading")}</p>;
  if (state.status === "error") {
    return (
      <div role="alert">
        <p>{state.message}</p>
        <button type="button" className="btn btn-secondary btn-small" onClick={retry}>
          {t("try_again")}
        </button>
      </div>
    );
  }
  const totalPages = Math.ceil(state.data.totalItems / CARDS.pageSize);
  return (
    <>
      <p className="muted" aria-live="polite">
        {t("compare_count", { count: list.length, max: limit })}
      </p>
      <ul className="picker-list">
        {state.data.result.map((card) => {
          const selected = has(card.id);
          return (
            <li key={card.id} className="picker-item">
              <CardImage image={card.productImage} name={card.name} />
              <span className="picker-name">{card.name}</span>
              <button
                type="button"
                className={selected ? "btn btn-primary btn-small" : "btn btn-secondary btn-small"}
                aria-pressed={selected}
                aria-label={t("compare_pick_label", { name: card.name })}
                disabled={pending === card.id || (!selected && full)}
                onClick={() => (selected ? remove(card.id) : void add(card))}
              >
                {selected ? t("compare_picked") : t("compare_pick")}
              </button>
            </li>
          );
        })}
      </ul>
      <Pagination page={page} totalPages={totalPages} onChange={setPage} />
    </>
  );
}

/** The popup to pick cards for the comparison, a page of the catalogue at a time. */
export function ComparePicker({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { list } = useCompareActions();
  return (
    <Modal
      open={open}
      title={t("pick_cards_title")}
      onDismiss={onClose}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t("close")}
          </button>
          {list.length > 0 ? (
            <Link
              to="/so-sanh-the"
              search={compareSearch(list.map((card) => card.id))}
              className="btn btn-primary"
              onClick={onClose}
            >
              {t("compare_now")}
            </Link>
          ) : null}
        </>
      }
    >
      {open ? <PickerBody /> : null}
    </Modal>
  );
}
