import type { HeldCategory } from "../../../machines/my-data/types";
import { type MessageKey, t } from "../../i18n/t";
import { shownValue, sourceLabel } from "./my-data-format";

/** What we hold, one group per category (each of the privacy policy's), each item with where it is kept. */
export function MyDataHeld({ categories }: { categories: HeldCategory[] }) {
  return (
    <section className="my-data-section" aria-labelledby="my-data-held">
      <h2 id="my-data-held">{t("my_data_held_title")}</h2>
      {categories.map((group) => (
        <section key={group.category} className="my-data-category" aria-labelledby={`my-data-${group.category}`}>
          <h3 id={`my-data-${group.category}`}>{t(`my_data_category_${group.category}` as MessageKey)}</h3>
          {group.items.length === 0 ? (
            <p className="muted">{t("my_data_held_empty")}</p>
          ) : (
            <dl className="my-data-items">
              {group.items.map((item) => (
                <div key={`${item.field}|${item.source}|${item.value}`} className="my-data-item">
                  <dt>{t(`my_data_field_${item.field}` as MessageKey)}</dt>
                  <dd>
                    {shownValue(item.value)}{" "}
                    <span className="muted">
                      ({t("my_data_source")}: {sourceLabel(item.source)})
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </section>
  );
}
