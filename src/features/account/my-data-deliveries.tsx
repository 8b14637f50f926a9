import type { PartnerDelivery } from "../../../machines/my-data/types";
import { type MessageKey, t } from "../../i18n/t";
import { shownTime } from "./my-data-format";

/** Which partner received which of the customer's requests, the fields it got, when, and where it stands. */
export function MyDataDeliveries({ deliveries }: { deliveries: PartnerDelivery[] }) {
  return (
    <section className="my-data-section" aria-labelledby="my-data-deliveries">
      <h2 id="my-data-deliveries">{t("my_data_deliveries_title")}</h2>
      {deliveries.length === 0 ? (
        <p className="muted">{t("my_data_deliveries_empty")}</p>
      ) : (
        <ul className="my-data-list">
          {deliveries.map((d) => (
            <li key={`${d.kind}-${d.subject}`}>
              <strong>{d.partner}</strong>: {t(`my_data_delivery_${d.kind}`, { code: d.subject })}
              <br />
              <span>{t("my_data_delivery_when", { date: shownTime(d.sentAt ?? d.createdAt) })}</span> ·{" "}
              <span>{t(`partner_status_${d.status}` as MessageKey)}</span>
              <br />
              <span className="muted">
                {t("my_data_delivery_fields", {
                  fields: d.fields.map((field) => t(`my_data_field_${field}` as MessageKey)).join(", "),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
