import type { FaqDraft } from "../../contract/faq";
import { t } from "../../i18n/t";

export const EMPTY_FAQ: FaqDraft = { question: "", answer: "" };

export interface FaqFormProps {
  /** Null: a new item, not saved yet. */
  id: number | null;
  form: FaqDraft;
  /** The save is in flight: the fields and buttons wait. */
  saving: boolean;
  onChange(form: FaqDraft): void;
  onSave(): void;
  onCancel(): void;
}

/** An FAQ item's question and answer (paragraphs apart by a blank line), saved or left. */
export function FaqForm({ id, form, saving, onChange, onSave, onCancel }: FaqFormProps) {
  const title = id === null ? t("bo_faq_new") : t("bo_faq_edit");
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <form
        className="bo-form"
        aria-busy={saving}
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <label>
          {t("bo_faq_question")}
          <input
            value={form.question}
            disabled={saving}
            onChange={(e) => onChange({ ...form, question: e.target.value })}
          />
        </label>
        <label>
          {t("bo_faq_answer")}
          <textarea
            rows={6}
            value={form.answer}
            disabled={saving}
            onChange={(e) => onChange({ ...form, answer: e.target.value })}
          />
        </label>
        <p className="bo-row-actions">
          <button type="submit" className="bo-button" disabled={saving}>
            {saving ? t("bo_faq_saving") : t("bo_faq_save")}
          </button>
          <button type="button" className="bo-link" disabled={saving} onClick={onCancel}>
            {t("bo_faq_cancel")}
          </button>
        </p>
      </form>
    </section>
  );
}
