import { useState } from "react";
import type { LegalDraft } from "../../contract/legal-documents";
import { t } from "../../i18n/t";
import { DocumentView } from "../../ui/document-view";
import { LegalSectionsEditor } from "./legal-sections-editor";
import { type SectionForm, sectionsOf } from "./legal-text";
import "./backoffice.css";
import "./legal.css";

/** The draft of a new version as the form holds it. */
export interface LegalForm {
  title: string;
  summary: string;
  sections: SectionForm[];
  /** YYYY-MM-DD */
  effectiveDate: string;
}

export const draftOf = (form: LegalForm): LegalDraft => ({
  title: form.title,
  summary: form.summary,
  sections: sectionsOf(form.sections),
  effectiveDate: form.effectiveDate,
});

export interface LegalEditorProps {
  /** The document's name ('Điều khoản sử dụng') and the version the draft started from. */
  documentName: string;
  basedOn: number;
  refId: number;
  form: LegalForm;
  /** The server's day in Vietnam: the earliest effective date. */
  today: string;
  busy: boolean;
  message: { kind: "error" | "notice"; text: string } | null;
  onChange(form: LegalForm): void;
  onSave(): void;
  onClose(): void;
}

/** A new version of a legal text: title, summary, sections, the day it takes effect, a preview as a visitor sees it. */
export function LegalEditorView(props: LegalEditorProps) {
  const { form, onChange, busy, message } = props;
  const [preview, setPreview] = useState(false);
  const heading = t("bo_legal_draft_title", { document: props.documentName, version: props.basedOn });
  return (
    <section aria-label={heading}>
      <h2>{heading}</h2>
      <form
        className="bo-form"
        aria-busy={busy}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
      >
        <label htmlFor="legal-title">{t("bo_legal_doc_title")}</label>
        <input id="legal-title" value={form.title} onChange={(e) => onChange({ ...form, title: e.target.value })} />
        <label htmlFor="legal-summary">{t("bo_legal_summary")}</label>
        <textarea
          id="legal-summary"
          rows={3}
          value={form.summary}
          onChange={(e) => onChange({ ...form, summary: e.target.value })}
        />
        <LegalSectionsEditor sections={form.sections} onChange={(sections) => onChange({ ...form, sections })} />
        <label htmlFor="legal-effective">{t("bo_legal_effective_on")}</label>
        <input
          id="legal-effective"
          type="date"
          min={props.today}
          value={form.effectiveDate}
          onChange={(e) => onChange({ ...form, effectiveDate: e.target.value })}
        />
        <p className="bo-row-actions">
          <button type="submit" className="bo-button" disabled={busy}>
            {busy ? t("bo_legal_saving") : t("bo_legal_save")}
          </button>
          <button type="button" className="bo-link" aria-pressed={preview} onClick={() => setPreview(!preview)}>
            {t("bo_legal_preview")}
          </button>
          <button type="button" className="bo-link" onClick={props.onClose}>
            {t("bo_legal_cancel")}
          </button>
        </p>
      </form>
      {message ? (
        <p
          className={message.kind === "error" ? "bo-error" : "bo-notice"}
          role={message.kind === "error" ? "alert" : "status"}
        >
          {message.text}
        </p>
      ) : null}
      {preview ? (
        <div className="bo-preview doc-page" data-testid="legal-preview">
          <DocumentView document={{ id: props.refId, ...draftOf(form) }} />
        </div>
      ) : null}
    </section>
  );
}
