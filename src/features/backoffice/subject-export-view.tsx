import type { MyData } from "../../contract/my-data";
import { t } from "../../i18n/t";

export interface SubjectExportViewProps {
  phone: string;
  reason: string;
  busy: boolean;
  error: string | null;
  result: MyData | null;
  /** An object URL of the JSON file (made on the page), or null. */
  download: string | null;
  onPhone: (value: string) => void;
  onReason: (value: string) => void;
  onSubmit: () => void;
}

/** A data subject's export (compliance): the phone and a reason; then what we hold, and the JSON file. */
export function SubjectExportView(props: SubjectExportViewProps) {
  const { result } = props;
  // every category is listed, empty ones too: what is held is the categories with items
  const held = result ? result.categories.filter((category) => category.items.length > 0) : [];
  return (
    <section>
      <h1>{t("bo_export_title")}</h1>
      <p>{t("bo_export_intro")}</p>
      <form
        className="bo-form bo-inline"
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <label>
          {t("bo_export_phone")}
          <input inputMode="tel" value={props.phone} onChange={(e) => props.onPhone(e.target.value)} />
        </label>
        <label>
          {t("bo_export_reason")}
          <input value={props.reason} onChange={(e) => props.onReason(e.target.value)} />
        </label>
        <button type="submit" className="bo-button" disabled={props.busy}>
          {t("bo_export_submit")}
        </button>
      </form>
      {props.error ? (
        <p className="bo-error" role="alert">
          {props.error}
        </p>
      ) : null}
      {result ? (
        <div aria-live="polite">
          {held.length === 0 ? (
            <p>{t("bo_export_nothing")}</p>
          ) : (
            <table className="bo-table" aria-label={t("bo_export_title")}>
              <thead>
                <tr>
                  <th scope="col">{t("bo_export_category")}</th>
                  <th scope="col">{t("bo_export_items")}</th>
                </tr>
              </thead>
              <tbody>
                {held.map((category) => (
                  <tr key={category.category}>
                    <td>{t(`my_data_category_${category.category}`)}</td>
                    <td>{category.items.length}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p>
            {t("bo_export_summary", {
              deliveries: result.deliveries.length,
              consents: result.consents.length,
              requests: result.deletionRequests.length,
            })}
          </p>
          {props.download ? (
            <a className="bo-button" href={props.download} download="du-lieu-khach-hang.json">
              {t("bo_export_download")}
            </a>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
