import { useMemo } from "react";
import type { FaqDraft, FaqRow } from "../../contract/faq";
import { t } from "../../i18n/t";
import { type Columns, DataTable } from "./data-table";
import { FaqForm } from "./faq-form";

export type FaqList = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "ready"; rows: FaqRow[] };
export type FaqMessage = { kind: "error" | "notice"; text: string } | null;

export interface FaqAdminProps {
  list: FaqList;
  editing: { id: number | null; form: FaqDraft } | null;
  /** A save, move or show/hide is in flight: every action waits. */
  busy: boolean;
  message: FaqMessage;
  onNew(): void;
  onOpen(row: FaqRow): void;
  onChange(form: FaqDraft): void;
  onSave(): void;
  onCancel(): void;
  onMove(id: number, direction: "up" | "down"): void;
  onActive(id: number, active: boolean): void;
  onRetry(): void;
}

/** /quan-tri/cau-hoi: the home page's FAQ in order, with add, edit, up/down and show/hide. */
export function FaqAdminView(props: FaqAdminProps) {
  const { list, editing, busy, message, onNew, onOpen, onMove, onActive, onRetry } = props;
  const rows = list.kind === "ready" ? list.rows : [];
  const columns = useMemo<Columns<FaqRow>>(
    () => [
      { id: "position", header: "#", cell: ({ row }) => row.index + 1 },
      { accessorKey: "question", header: t("bo_faq_question") },
      {
        id: "state",
        header: t("bo_faq_state"),
        cell: ({ row }) => (row.original.active ? t("bo_faq_shown") : t("bo_faq_hidden")),
      },
      {
        id: "actions",
        header: t("bo_faq_actions"),
        cell: ({ row }) => {
          const item = row.original;
          const named = (action: string) => `${action}: ${item.question}`;
          return (
            <span className="bo-row-actions">
              <button
                type="button"
                className="bo-link"
                disabled={busy}
                onClick={() => onOpen(item)}
                aria-label={named(t("bo_faq_open"))}
              >
                {t("bo_faq_open")}
              </button>
              <button
                type="button"
                className="bo-link"
                disabled={busy || row.index === 0}
                onClick={() => onMove(item.id, "up")}
                aria-label={named(t("bo_faq_up"))}
              >
                {t("bo_faq_up")}
              </button>
              <button
                type="button"
                className="bo-link"
                disabled={busy || row.index === rows.length - 1}
                onClick={() => onMove(item.id, "down")}
                aria-label={named(t("bo_faq_down"))}
              >
                {t("bo_faq_down")}
              </button>
              <button
                type="button"
                className="bo-link"
                disabled={busy}
                onClick={() => onActive(item.id, !item.active)}
                aria-label={named(item.active ? t("bo_faq_hide") : t("bo_faq_show"))}
              >
                {item.active ? t("bo_faq_hide") : t("bo_faq_show")}
              </button>
            </span>
          );
        },
      },
    ],
    [busy, rows.length, onOpen, onMove, onActive],
  );

  return (
    <section>
      <h1>{t("bo_faq_title")}</h1>
      <p>{t("bo_faq_intro")}</p>
      <p>
        <button type="button" className="bo-button" disabled={busy || list.kind !== "ready"} onClick={onNew}>
          {t("bo_faq_new")}
        </button>
      </p>
      {editing ? (
        <FaqForm
          id={editing.id}
          form={editing.form}
          saving={busy}
          onChange={props.onChange}
          onSave={props.onSave}
          onCancel={props.onCancel}
        />
      ) : null}
      {message ? (
        <p
          className={message.kind === "error" ? "bo-error" : "bo-notice"}
          role={message.kind === "error" ? "alert" : "status"}
        >
          {message.text}
        </p>
      ) : null}
      {list.kind === "loading" ? <p role="status">{t("bo_faq_loading")}</p> : null}
      {list.kind === "failed" ? (
        <div role="alert">
          <p className="bo-error">{list.message}</p>
          <button type="button" className="bo-button" onClick={onRetry}>
            {t("try_again")}
          </button>
        </div>
      ) : null}
      {list.kind === "ready" ? (
        <DataTable columns={columns} rows={rows} empty={t("bo_faq_empty")} label={t("bo_faq_title")} />
      ) : null}
    </section>
  );
}
