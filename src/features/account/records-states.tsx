import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { t } from "../../i18n/t";
import "./account.css";

/** The frame of /ho-so-vay: its title and intro above whatever state the list is in. */
export function RecordsFrame({ children }: { children: ReactNode }) {
  return (
    <section className="page container account-page">
      <h1>{t("page_records")}</h1>
      <p className="muted">{t("account_records_intro")}</p>
      <p>
        <Link to="/du-lieu-cua-toi">{t("my_data_link_records")}</Link>
      </p>
      {children}
    </section>
  );
}

export function RecordsLoading() {
  return (
    <p className="records-state" role="status">
      {t("loading")}
    </p>
  );
}

export function RecordsLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="records-state" role="alert">
      <p>{t("account_records_error")}</p>
      <p className="muted">{message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t("account_records_retry")}
      </button>
    </div>
  );
}
