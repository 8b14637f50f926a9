import type { ReactNode } from "react";
import { t } from "../../i18n/t";
import "./account.css";
import "./my-data.css";

/** The frame of /du-lieu-cua-toi: its title and intro above whatever state the page is in. */
export function MyDataFrame({ children }: { children: ReactNode }) {
  return (
    <section className="page container account-page my-data-page">
      <h1>{t("page_my_data")}</h1>
      <p className="muted">{t("my_data_intro")}</p>
      {children}
    </section>
  );
}

export function MyDataLoading() {
  return (
    <p className="records-state" role="status">
      {t("loading")}
    </p>
  );
}

export function MyDataLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="records-state" role="alert">
      <p>{t("my_data_error")}</p>
      <p className="muted">{message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t("account_records_retry")}
      </button>
    </div>
  );
}
