import { useCallback, useEffect, useMemo, useState } from "react";
import {
  type NewsRow,
  newsAdminGetEndpoint,
  newsAdminListEndpoint,
  newsCreateEndpoint,
  newsPublishEndpoint,
  newsUnpublishEndpoint,
  newsUpdateEndpoint,
} from "../../contract/news";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { type Columns, DataTable } from "./data-table";
import { draftOf, EMPTY_FORM, formOf, type NewsEditorProps, NewsEditorView, type NewsForm } from "./news-editor-view";
import { staffCall } from "./staff-client";

type Editing = { id: number | null; form: NewsForm; status: NewsEditorProps["status"]; publishAt: string | null };

/** /quan-tri/tin-tuc (editor): the articles, writing one, previewing, publishing, scheduling, unpublishing. */
export function NewsAdminPage() {
  useDocumentTitle(t("bo_news_title"));
  const [rows, setRows] = useState<NewsRow[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [message, setMessage] = useState<NewsEditorProps["message"]>(null);
  const fail = useCallback((error: Error) => setMessage({ kind: "error", text: error.message }), []);

  const load = useCallback(() => {
    staffCall(newsAdminListEndpoint).then((data) => setRows(data.rows), fail);
  }, [fail]);
  useEffect(load, [load]);

  const open = useCallback(
    (id: number, notice: string | null = null) => {
      staffCall(newsAdminGetEndpoint, { params: { id } }).then((article) => {
        setEditing({ id, form: formOf(article), status: article.status, publishAt: article.publishAt });
        setMessage(notice ? { kind: "notice", text: notice } : null);
        load();
      }, fail);
    },
    [load, fail],
  );

  const columns = useMemo<Columns<NewsRow>>(
    () => [
      { accessorKey: "title", header: t("bo_news_article_title") },
      { accessorKey: "category", header: t("bo_news_category") },
      { id: "status", header: t("bo_news_status"), cell: ({ row }) => t(`news_status_${row.original.status}`) },
      {
        id: "publishAt",
        header: t("bo_news_publish_at"),
        cell: ({ row }) => (row.original.publishAt ? new Date(row.original.publishAt).toLocaleString("vi-VN") : ""),
      },
      {
        id: "actions",
        header: t("bo_news_actions"),
        cell: ({ row }) => (
          <button
            type="button"
            className="bo-link"
            onClick={() => open(row.original.id)}
            aria-label={`${t("bo_news_open")}: ${row.original.title}`}
          >
            {t("bo_news_open")}
          </button>
        ),
      },
    ],
    [open],
  );

  const save = () => {
    if (!editing) return;
    const draft = draftOf(editing.form);
    const id = editing.id;
    const saved =
      id === null
        ? staffCall(newsCreateEndpoint, { body: draft }).then((data) => data.id)
        : staffCall(newsUpdateEndpoint, { params: { id }, body: draft }).then(() => id);
    saved.then((savedId) => open(savedId, t("bo_news_saved")), fail);
  };

  return (
    <section>
      <h1>{t("bo_news_title")}</h1>
      <p>
        <button
          type="button"
          className="bo-button"
          onClick={() => {
            setEditing({ id: null, form: EMPTY_FORM, status: null, publishAt: null });
            setMessage(null);
          }}
        >
          {t("bo_news_new")}
        </button>
      </p>
      {editing ? (
        <NewsEditorView
          form={editing.form}
          status={editing.status}
          publishAt={editing.publishAt}
          message={message}
          onChange={(form) => setEditing({ ...editing, form })}
          onSave={save}
          onPublish={(at) => {
            if (editing.id === null) return;
            const id = editing.id;
            staffCall(newsPublishEndpoint, { params: { id }, body: { publishAt: at } }).then(
              () => open(id, at ? t("bo_news_scheduled_msg") : t("bo_news_published_msg")),
              fail,
            );
          }}
          onUnpublish={() => {
            if (editing.id === null) return;
            const id = editing.id;
            staffCall(newsUnpublishEndpoint, { params: { id } }).then(
              () => open(id, t("bo_news_unpublished_msg")),
              fail,
            );
          }}
        />
      ) : message ? (
        <p className="bo-error" role="alert">
          {message.text}
        </p>
      ) : null}
      <DataTable columns={columns} rows={rows} empty={t("bo_news_empty")} label={t("bo_news_title")} />
    </section>
  );
}
