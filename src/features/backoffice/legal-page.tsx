import { useRouteContext } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";
import {
  type LegalDocumentRow,
  type LegalVersion,
  legalListEndpoint,
  legalVersionCreateEndpoint,
  legalVersionGetEndpoint,
  legalVersionWithdrawEndpoint,
} from "../../contract/legal-documents";
import { formatIsoDate } from "../../domain/iso-date";
import { t } from "../../i18n/t";
import { DocumentView } from "../../ui/document-view";
import { useDocumentTitle } from "../../ui/use-document-title";
import { draftOf, LegalEditorView, type LegalForm } from "./legal-editor-view";
import { sectionsForm } from "./legal-text";
import { documentName, LegalVersionsView } from "./legal-versions-view";
import { staffCall } from "./staff-client";

type Message = { kind: "error" | "notice"; text: string } | null;
type Editing = { refId: number; basedOn: number; form: LegalForm };

/** /quan-tri/van-ban-phap-ly: the legal texts and their versions; the editor drafts, previews, saves, withdraws. */
export function LegalPage() {
  useDocumentTitle(t("bo_legal_title"));
  const { staff } = useRouteContext({ from: "/quan-tri" });
  const canWrite = staff.role === "editor";
  const [data, setData] = useState<{ today: string; documents: LegalDocumentRow[] } | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [viewing, setViewing] = useState<LegalVersion | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const fail = useCallback((error: Error) => setMessage({ kind: "error", text: error.message }), []);

  const load = useCallback(() => {
    setMessage((shown) => (shown?.kind === "error" ? null : shown));
    staffCall(legalListEndpoint).then(setData, fail);
  }, [fail]);
  useEffect(load, [load]);

  const draft = (refId: number) => {
    const current = data?.documents.find((doc) => doc.refId === refId)?.versions.find((v) => v.state === "in-effect");
    if (!current || !data) return;
    staffCall(legalVersionGetEndpoint, { params: { refId, version: current.version } }).then((found) => {
      setViewing(null);
      setMessage(null);
      setEditing({
        refId,
        basedOn: found.version,
        form: {
          title: found.title,
          summary: found.summary,
          sections: sectionsForm(found.sections),
          effectiveDate: data.today,
        },
      });
    }, fail);
  };

  const save = () => {
    if (!editing) return;
    setBusy(true);
    staffCall(legalVersionCreateEndpoint, { params: { refId: editing.refId }, body: draftOf(editing.form) })
      .then((saved) => {
        const date = formatIsoDate(editing.form.effectiveDate);
        setEditing(null);
        setMessage({
          kind: "notice",
          text:
            saved.state === "in-effect"
              ? t("bo_legal_saved_now", { version: saved.version })
              : t("bo_legal_saved_later", { version: saved.version, date }),
        });
        load();
      }, fail)
      .finally(() => setBusy(false));
  };

  const withdraw = (refId: number, version: number) => {
    staffCall(legalVersionWithdrawEndpoint, { params: { refId, version } }).then(() => {
      setMessage({ kind: "notice", text: t("bo_legal_withdrawn_msg", { version }) });
      load();
    }, fail);
  };

  const view = (refId: number, version: number) => {
    staffCall(legalVersionGetEndpoint, { params: { refId, version } }).then((found) => {
      setEditing(null);
      setViewing(found);
    }, fail);
  };

  return (
    <section>
      <h1>{t("bo_legal_title")}</h1>
      <p>{t("bo_legal_intro")}</p>
      {editing && data ? (
        <LegalEditorView
          documentName={documentName(editing.refId)}
          basedOn={editing.basedOn}
          refId={editing.refId}
          form={editing.form}
          today={data.today}
          busy={busy}
          message={message}
          onChange={(form) => setEditing({ ...editing, form })}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : message && data ? (
        <p
          className={message.kind === "error" ? "bo-error" : "bo-notice"}
          role={message.kind === "error" ? "alert" : "status"}
        >
          {message.text}
        </p>
      ) : null}
      {viewing ? (
        <section
          aria-label={t("bo_legal_view_title", { document: documentName(viewing.refId), version: viewing.version })}
        >
          <h2>{t("bo_legal_view_title", { document: documentName(viewing.refId), version: viewing.version })}</h2>
          <button type="button" className="bo-link" onClick={() => setViewing(null)}>
            {t("bo_legal_cancel")}
          </button>
          <div className="bo-preview doc-page">
            <DocumentView document={{ ...viewing, id: viewing.refId }} />
          </div>
        </section>
      ) : null}
      <LegalVersionsView
        documents={data?.documents ?? null}
        error={data === null && message?.kind === "error" ? message.text : null}
        onRetry={load}
        onDraft={canWrite ? draft : null}
        onView={view}
        onWithdraw={canWrite ? withdraw : null}
      />
    </section>
  );
}
