import { Link } from "@tanstack/react-router";
import type { LoanRecord } from "../../contract/accounts";
import { SCORE } from "../../domain/constants";
import { formatMoney } from "../../domain/format";
import { t } from "../../i18n/t";
import { RecordsFrame, RecordsLoadError, RecordsLoading } from "./records-states";

const dateFormat = new Intl.DateTimeFormat("vi-VN", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "Asia/Ho_Chi_Minh",
});

/**
 * Status 1 is how the funnel saves every lead; later statuses belong to the partners' processing. A lead
 * whose score reached no partner was received by nobody: it says so. Where the lead stands with its
 * partner (sent, received, approved, declined, needs signing…) shows on a line of its own.
 */
const statusText = (record: LoanRecord) => {
  if (record.partner === null) return t("account_records_status_unsent");
  return record.status === 1 ? t("account_records_status_received") : t("account_records_status_processing");
};

/** A row; below 640 px each row is a card and every value shows its column's name (data-label, account.css). */
function RecordRow({ record }: { record: LoanRecord }) {
  return (
    <tr>
      <th scope="row">{record.ticketCode}</th>
      <td data-label={t("account_records_date")}>{dateFormat.format(new Date(record.createdAt))}</td>
      <td data-label={t("account_records_amount")} className="records-number">
        {formatMoney(record.amount)}
      </td>
      <td data-label={t("account_records_term")} className="records-number">
        {t("months_count", { count: record.term })}
      </td>
      <td data-label={t("account_records_score")} className="records-number">
        {t("score_value", { score: record.score, max: SCORE.max })}
      </td>
      <td data-label={t("account_records_partner")}>{record.partner ?? t("account_records_no_partner")}</td>
      <td data-label={t("account_records_status")}>
        <span className="records-status">
          {statusText(record)}
          {record.partnerStatus && (
            <span className="records-partner-status">{t(`partner_status_${record.partnerStatus}`)}</span>
          )}
        </span>
      </td>
    </tr>
  );
}

/** What the records list shows: loading, an error with its message, or the records. */
export type RecordsState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; records: LoanRecord[] };

export interface RecordsViewProps {
  state: RecordsState;
  onRetry: () => void;
}

/** The records newest first, or the empty state that leads to the loan request. */
export function RecordsList({ records }: { records: LoanRecord[] }) {
  if (records.length === 0) {
    return (
      <div className="records-state">
        <p>{t("account_records_empty")}</p>
        <Link to="/" hash="dangkyvay" className="btn btn-primary">
          {t("account_records_register")}
        </Link>
      </div>
    );
  }
  return (
    // Scrolls sideways on narrow screens: focusable so keyboard users can scroll it (WCAG 2.1.1).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
    <section className="records-table-wrap" aria-label={t("account_records_caption")} tabIndex={0}>
      <table className="records-table">
        <caption>{t("account_records_caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("account_records_code")}</th>
            <th scope="col">{t("account_records_date")}</th>
            <th scope="col" className="records-number">
              {t("account_records_amount")}
            </th>
            <th scope="col" className="records-number">
              {t("account_records_term")}
            </th>
            <th scope="col" className="records-number">
              {t("account_records_score")}
            </th>
            <th scope="col">{t("account_records_partner")}</th>
            <th scope="col">{t("account_records_status")}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <RecordRow key={record.ticketCode} record={record} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The loan records page: loading, an error with 'retry', an empty state, or the list newest first. */
export function RecordsView({ state, onRetry }: RecordsViewProps) {
  return (
    <RecordsFrame>
      {state.status === "loading" ? (
        <RecordsLoading />
      ) : state.status === "error" ? (
        <RecordsLoadError message={state.message} onRetry={onRetry} />
      ) : (
        <RecordsList records={state.records} />
      )}
    </RecordsFrame>
  );
}
