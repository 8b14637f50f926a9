import { useState } from "react";
import { formatThousands } from "../../domain/format";
import { formatIsoDate } from "../../domain/iso-date";
import { t } from "../../i18n/t";
import { showNotice } from "../../state/notice";
import { SAMPLE_LOANS, type SampleLoan } from "./test-page-data";

/** The sample rows as a sheet: a bold header, money with thousands separators, real dates. */
export function sampleSheet(rows: readonly SampleLoan[]) {
  const header = ["test_col_code", "test_col_amount", "test_col_term", "test_col_created"] as const;
  return [
    header.map((key) => ({ value: t(key), fontWeight: "bold" as const })),
    ...rows.map((row) => [
      { value: row.code },
      { value: row.amount, format: "#,##0" },
      { value: row.term },
      { value: new Date(`${row.created}T00:00:00Z`), format: "dd/mm/yyyy" },
    ]),
  ];
}

/** The spreadsheet export demo. write-excel-file is fetched only when the button is pressed. */
export function SpreadsheetExport() {
  const [working, setWorking] = useState(false);

  const exportRows = async () => {
    setWorking(true);
    try {
      const { default: writeXlsxFile } = await import("write-excel-file/browser");
      await writeXlsxFile(sampleSheet(SAMPLE_LOANS), {
        columns: [{ width: 20 }, { width: 18 }, { width: 16 }, { width: 14 }],
      }).toFile(t("test_export_file"));
    } catch {
      showNotice({ message: t("normal_error") });
    } finally {
      setWorking(false);
    }
  };

  return (
    <section aria-labelledby="test-export-title">
      <h2 id="test-export-title">{t("test_export_title")}</h2>
      <p>{t("test_export_text")}</p>
      <div className="test-table-wrap">
        <table className="test-table">
          <caption className="sr-only">{t("test_sample_caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("test_col_code")}</th>
              <th scope="col">{t("test_col_amount")}</th>
              <th scope="col">{t("test_col_term")}</th>
              <th scope="col">{t("test_col_created")}</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_LOANS.map((row) => (
              <tr key={row.code}>
                <td>{row.code}</td>
                <td>{formatThousands(row.amount)}</td>
                <td>{row.term}</td>
                <td>{formatIsoDate(row.created)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" className="btn btn-primary" onClick={exportRows} disabled={working} aria-busy={working}>
        {working ? t("test_export_working") : t("test_export_button")}
      </button>
    </section>
  );
}
