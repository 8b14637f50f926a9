import { MY_DATA_DOWNLOADS } from "../../api/my-data";
import type { DeletionRequestStatus } from "../../contract/my-data";
import { t } from "../../i18n/t";
import { shownTime } from "./my-data-format";

/** Downloads of the data (files the server makes; the session cookie goes with the link). */
export function MyDataDownloads() {
  return (
    <section className="my-data-section" aria-labelledby="my-data-downloads">
      <h2 id="my-data-downloads">{t("my_data_download_title")}</h2>
      <p className="my-data-actions">
        <a className="btn btn-secondary" href={MY_DATA_DOWNLOADS.json} download>
          {t("my_data_download_json")}
        </a>
        <a className="btn btn-secondary" href={MY_DATA_DOWNLOADS.pdf} download>
          {t("my_data_download_pdf")}
        </a>
      </p>
    </section>
  );
}

export interface MyDataDeletionProps {
  requests: DeletionRequestStatus[];
  busy: boolean;
  onRequest: () => void;
}

/** The deletion requests with their status, and the button to file one (asked first). */
export function MyDataDeletion({ requests, busy, onRequest }: MyDataDeletionProps) {
  const pending = requests.some((r) => r.status === "pending");
  return (
    <section className="my-data-section" aria-labelledby="my-data-deletion">
      <h2 id="my-data-deletion">{t("my_data_deletion_title")}</h2>
      <p className="muted">{t("my_data_deletion_hint")}</p>
      {requests.length === 0 ? (
        <p>{t("my_data_deletion_none")}</p>
      ) : (
        <ul className="my-data-list">
          {requests.map((r) => (
            <li key={r.reference}>
              {t("my_data_deletion_item", { reference: r.reference, date: shownTime(r.requestedAt) })}:{" "}
              <strong>
                {r.completedAt
                  ? t("my_data_deletion_completed", { date: shownTime(r.completedAt) })
                  : t("my_data_deletion_pending")}
              </strong>
            </li>
          ))}
        </ul>
      )}
      {pending ? null : (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={onRequest}>
          {t("my_data_deletion_request")}
        </button>
      )}
    </section>
  );
}
