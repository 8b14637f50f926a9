import type { DeletionRequest } from "../../../machines/my-data/types";
import { MY_DATA_DOWNLOADS } from "../../api/my-data";
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
  requests: DeletionRequest[];
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

/** The public deletion page (/yeu-cau-xoa-du-lieu), where a phone never proven is proven by OTP (decision 015, code 251). */
export const PUBLIC_DELETION_PAGE = "/yeu-cau-xoa-du-lieu";

/** Under the 'Thông báo' of a refusal for a phone never proven: the link to the public deletion page. */
export function PublicDeletionLink() {
  return (
    <p>
      <a href={PUBLIC_DELETION_PAGE}>{t("data_deletion")}</a>
    </p>
  );
}
