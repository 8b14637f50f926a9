import { useCallback, useEffect, useState } from "react";
import {
  type FaqDraft,
  faqActiveEndpoint,
  faqAdminListEndpoint,
  faqCreateEndpoint,
  faqMoveEndpoint,
  faqUpdateEndpoint,
} from "../../contract/faq";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { type FaqAdminProps, FaqAdminView, type FaqList, type FaqMessage } from "./faq-admin-view";
import { EMPTY_FAQ } from "./faq-form";
import { staffCall } from "./staff-client";

/** /quan-tri/cau-hoi (editor): the home page's FAQ, each change saved, audited and on the site in seconds. */
export function FaqAdminPage() {
  useDocumentTitle(t("bo_faq_title"));
  const [list, setList] = useState<FaqList>({ kind: "loading" });
  const [editing, setEditing] = useState<FaqAdminProps["editing"]>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FaqMessage>(null);

  const load = useCallback(() => {
    setList((current) => (current.kind === "ready" ? current : { kind: "loading" }));
    staffCall(faqAdminListEndpoint).then(
      (data) => setList({ kind: "ready", rows: data.rows }),
      (error: Error) => setList({ kind: "failed", message: error.message }),
    );
  }, []);
  useEffect(load, [load]);

  /** Runs one change: every action waits meanwhile; then the list is read again. */
  const run = useCallback(
    (change: Promise<unknown>, done: string, after?: () => void) => {
      setBusy(true);
      setMessage(null);
      change
        .then(
          () => {
            after?.();
            setMessage({ kind: "notice", text: done });
          },
          (error: Error) => setMessage({ kind: "error", text: error.message }),
        )
        .finally(() => {
          setBusy(false);
          load();
        });
    },
    [load],
  );

  const save = () => {
    if (!editing) return;
    const body: FaqDraft = editing.form;
    const id = editing.id;
    const saved =
      id === null ? staffCall(faqCreateEndpoint, { body }) : staffCall(faqUpdateEndpoint, { params: { id }, body });
    run(saved, t("bo_faq_saved"), () => setEditing(null));
  };

  return (
    <FaqAdminView
      list={list}
      editing={editing}
      busy={busy}
      message={message}
      onNew={() => {
        setEditing({ id: null, form: EMPTY_FAQ });
        setMessage(null);
      }}
      onOpen={(row) => {
        setEditing({ id: row.id, form: { question: row.question, answer: row.answer } });
        setMessage(null);
      }}
      onChange={(form) => setEditing((current) => (current ? { ...current, form } : current))}
      onSave={save}
      onCancel={() => setEditing(null)}
      onMove={(id, direction) =>
        run(staffCall(faqMoveEndpoint, { params: { id }, body: { direction } }), t("bo_faq_moved"))
      }
      onActive={(id, active) =>
        run(
          staffCall(faqActiveEndpoint, { params: { id }, body: { active } }),
          active ? t("bo_faq_shown_msg") : t("bo_faq_hidden_msg"),
        )
      }
      onRetry={() => {
        setList({ kind: "loading" });
        load();
      }}
    />
  );
}
