import { useCallback, useEffect, useMemo, useState } from "react";
import { type ConsentVersionRow, consentVersionsEndpoint } from "../../contract/staff-compliance";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { type Columns, DataTable } from "./data-table";
import { staffCall } from "./staff-client";

const day = (iso: string) => new Date(iso).toLocaleDateString("vi-VN");

/**
 * The texts a consent agreed to: 'terms:v3+privacy:v2' (the versions in effect, recorded by the
 * server since the legal texts have versions) reads 'Điều khoản sử dụng v3, Chính sách bảo mật v2';
 * an older label (a date, the face step's text version) is shown as stored.
 */
export function versionLabel(stored: string): string {
  const match = /^terms:v(\d+)\+privacy:v(\d+)$/.exec(stored);
  if (!match) return stored;
  return `${t("bo_consents_version_terms", { n: match[1] as string })}, ${t("bo_consents_version_privacy", { n: match[2] as string })} (${stored})`;
}

/** The consent records by purpose and text version (compliance). */
export function ConsentsView({
  rows,
  error,
  onRetry,
}: {
  rows: ConsentVersionRow[];
  error: string | null;
  onRetry: () => void;
}) {
  const columns = useMemo<Columns<ConsentVersionRow>>(
    () => [
      { accessorKey: "purpose", header: t("bo_consents_purpose") },
      {
        id: "termsVersion",
        header: t("bo_consents_version"),
        cell: ({ row }) => versionLabel(row.original.termsVersion),
      },
      { accessorKey: "count", header: t("bo_consents_count") },
      { accessorKey: "withdrawn", header: t("bo_consents_withdrawn") },
      { id: "firstAt", header: t("bo_consents_first"), cell: ({ row }) => day(row.original.firstAt) },
      { id: "lastAt", header: t("bo_consents_last"), cell: ({ row }) => day(row.original.lastAt) },
    ],
    [],
  );
  return (
    <section>
      <h1>{t("bo_consents_title")}</h1>
      {error ? (
        <p className="bo-error" role="alert">
          {error}{" "}
          <button type="button" className="bo-link" onClick={onRetry}>
            {t("bo_retry")}
          </button>
        </p>
      ) : null}
      <DataTable columns={columns} rows={rows} empty={t("bo_consents_empty")} label={t("bo_consents_title")} />
    </section>
  );
}

/** /quan-tri/dong-y (compliance). */
export function ConsentsPage() {
  useDocumentTitle(t("bo_consents_title"));
  const [rows, setRows] = useState<ConsentVersionRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    setError(null);
    staffCall(consentVersionsEndpoint).then(
      (answer) => setRows(answer.rows),
      (failure: Error) => setError(failure.message),
    );
  }, []);
  useEffect(load, [load]);
  return <ConsentsView rows={rows} error={error} onRetry={load} />;
}
