import { useState } from "react";
import type { NewsDraft, NewsStatusShown } from "../../contract/news";
import { t } from "../../i18n/t";
import { NewsArticleView } from "../../ui/news-article-view";

/** The form's fields: the body as text, paragraphs apart by a blank line. */
export interface NewsForm {
  slug: string;
  category: string;
  title: string;
  summary: string;
  body: string;
  image: string;
}

export const EMPTY_FORM: NewsForm = { slug: "", category: "", title: "", summary: "", body: "", image: "/news/" };

export const paragraphs = (body: string) =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);

export const draftOf = (form: NewsForm): NewsDraft => ({ ...form, body: paragraphs(form.body) });

export const formOf = (draft: NewsDraft): NewsForm => ({ ...draft, body: draft.body.join("\n\n") });

const today = () => new Date().toISOString().slice(0, 10);

export interface NewsEditorProps {
  form: NewsForm;
  /** Null: a new article, not saved yet. */
  status: NewsStatusShown | null;
  publishAt: string | null;
  message: { kind: "error" | "notice"; text: string } | null;
  onChange(form: NewsForm): void;
  onSave(): void;
  onPublish(at: string | null): void;
  onUnpublish(): void;
}

/** The editor's article: its fields, a preview as a visitor sees it, save, publish, schedule, unpublish. */
export function NewsEditorView({
  form,
  status,
  publishAt,
  message,
  onChange,
  onSave,
  onPublish,
  onUnpublish,
}: NewsEditorProps) {
  const [preview, setPreview] = useState(false);
  const [at, setAt] = useState("");
  const field = (name: keyof NewsForm, label: string, multiline = false) => {
    const id = `news-${name}`;
    const change = (value: string) => onChange({ ...form, [name]: value });
    return (
      <>
        <label htmlFor={id}>{label}</label>
        {multiline ? (
          <textarea
            id={id}
            rows={name === "body" ? 12 : 3}
            value={form[name]}
            onChange={(e) => change(e.target.value)}
          />
        ) : (
          <input id={id} value={form[name]} onChange={(e) => change(e.target.value)} />
        )}
      </>
    );
  };
  return (
    <section aria-label={status === null ? t("bo_news_new") : t("bo_news_edit")}>
      <h2>{status === null ? t("bo_news_new") : t("bo_news_edit")}</h2>
      {status !== null ? (
        <p>
          {t("bo_news_status")}: <strong>{t(`news_status_${status}`)}</strong>
          {publishAt ? ` (${new Date(publishAt).toLocaleString("vi-VN")})` : null}
        </p>
      ) : null}
      <form
        className="bo-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        {field("title", t("bo_news_article_title"))}
        {field("slug", t("bo_news_slug"))}
        {field("category", t("bo_news_category"))}
        {field("summary", t("bo_news_summary"), true)}
        {field("body", t("bo_news_body"), true)}
        {field("image", t("bo_news_image"))}
        <p className="bo-row-actions">
          <button type="submit" className="bo-button">
            {t("bo_news_save")}
          </button>
          <button type="button" className="bo-link" aria-pressed={preview} onClick={() => setPreview(!preview)}>
            {t("bo_news_preview")}
          </button>
        </p>
      </form>
      {status !== null ? (
        <div className="bo-form bo-inline">
          <button type="button" className="bo-button" onClick={() => onPublish(null)}>
            {t("bo_news_publish_now")}
          </button>
          <label>
            {t("bo_news_publish_at")}
            <input type="datetime-local" value={at} onChange={(e) => setAt(e.target.value)} />
          </label>
          <button
            type="button"
            className="bo-button"
            disabled={at === ""}
            onClick={() => onPublish(new Date(at).toISOString())}
          >
            {t("bo_news_schedule")}
          </button>
          {status === "published" || status === "scheduled" ? (
            <button type="button" className="bo-link" onClick={onUnpublish}>
              {t("bo_news_unpublish")}
            </button>
          ) : null}
        </div>
      ) : null}
      {message ? (
        <p
          className={message.kind === "error" ? "bo-error" : "bo-notice"}
          role={message.kind === "error" ? "alert" : "status"}
        >
          {message.text}
        </p>
      ) : null}
      {preview ? (
        <div className="bo-preview" data-testid="news-preview">
          <NewsArticleView article={{ ...draftOf(form), date: publishAt?.slice(0, 10) ?? today() }} />
        </div>
      ) : null}
    </section>
  );
}
