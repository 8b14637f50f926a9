import { useMemo } from "react";
import type { LegalDocumentRow, LegalVersionRow, LegalVersionState } from "../../contract/legal-documents";
import { formatIsoDate } from "../../domain/iso-date";
import { t } from "../../i18n/t";
import { type Columns, DataTable } from "./data-table";
import "./backoffice.css";
import "./legal.css";

/** 'Điều khoản sử dụng', 'Chính sách bảo mật' (our documents 1 and 2). */
export const documentName = (refId: number) => (refId === 2 ? t("bo_legal_doc_2") : t("bo_legal_doc_1"));

const STATE_LABEL: Record<LegalVersionState, Parameters<typeof t>[0]> = {
  "in-effect": "bo_legal_state_in_effect",
  scheduled: "bo_legal_state_scheduled",
  superseded: "bo_legal_state_superseded",
  withdrawn: "bo_legal_state_withdrawn",
};

export interface LegalVersionsProps {
  /** Null while the list loads. */
  documents: LegalDocumentRow[] | null;
  /** The list could not be loaded: the message, and 'Thử lại'. */
  error: string | null;
  onRetry(): void;
  /** Null: the list is read only (compliance). */
  onDraft: ((refId: number) => void) | null;
  onView(refId: number, version: number): void;
  onWithdraw: ((refId: number, version: number) => void) | null;
}

function VersionsTable({
  doc,
  onView,
  onWithdraw,
}: { doc: LegalDocumentRow } & Pick<LegalVersionsProps, "onView" | "onWithdraw">) {
  const name = documentName(doc.refId);
  const columns = useMemo<Columns<LegalVersionRow>>(
    () => [
      { accessorKey: "version", header: t("bo_legal_version") },
      {
        id: "effectiveDate",
        header: t("bo_legal_effective"),
        cell: ({ row }) => formatIsoDate(row.original.effectiveDate),
      },
      {
        id: "state",
        header: t("bo_legal_state"),
        cell: ({ row }) => (
          <span className={`bo-state-${row.original.state}`}>{t(STATE_LABEL[row.original.state])}</span>
        ),
      },
      { id: "by", header: t("bo_legal_by"), cell: ({ row }) => row.original.createdBy ?? t("bo_legal_seed") },
      {
        id: "at",
        header: t("bo_legal_at"),
        cell: ({ row }) => new Date(row.original.createdAt).toLocaleString("vi-VN"),
      },
      {
        id: "actions",
        header: t("bo_legal_actions"),
        cell: ({ row }) => {
          const { version, state } = row.original;
          return (
            <>
              <button
                type="button"
                className="bo-link"
                aria-label={`${t("bo_legal_view")}: ${name} v${version}`}
                onClick={() => onView(doc.refId, version)}
              >
                {t("bo_legal_view")}
              </button>
              {onWithdraw && state === "scheduled" ? (
                <button
                  type="button"
                  className="bo-link"
                  aria-label={`${t("bo_legal_withdraw")}: ${name} v${version}`}
                  onClick={() => onWithdraw(doc.refId, version)}
                >
                  {t("bo_legal_withdraw")}
                </button>
              ) : null}
            </>
          );
        },
      },
    ],
    [doc.refId, name, onView, onWithdraw],
  );
  return <DataTable columns={columns} rows={doc.versions} empty={t("bo_legal_empty")} label={name} />;
}

/** Each of our legal texts with its versions: which is in effect, which is scheduled, who saved each and when. */
export function LegalVersionsView({ documents, error, onRetry, onDraft, onView, onWithdraw }: LegalVersionsProps) {
  if (error !== null && documents === null) {
    return (
      <p className="bo-error" role="alert">
        {error}{" "}
        <button type="button" className="bo-link" onClick={onRetry}>
          {t("bo_retry")}
        </button>
      </p>
    );
  }
  if (documents === null) return <p role="status">{t("bo_legal_loading")}</p>;
  if (documents.length === 0) return <p>{t("bo_legal_empty")}</p>;
  return (
    <>
      {documents.map((doc) => (
        <section key={doc.refId} aria-label={documentName(doc.refId)}>
          <h2>
            {documentName(doc.refId)} <small className="muted">{doc.path}</small>
          </h2>
          {onDraft ? (
            <p>
              <button type="button" className="bo-button" onClick={() => onDraft(doc.refId)}>
                {t("bo_legal_new_version")}
              </button>
            </p>
          ) : null}
          <VersionsTable doc={doc} onView={onView} onWithdraw={onWithdraw} />
        </section>
      ))}
    </>
  );
}
