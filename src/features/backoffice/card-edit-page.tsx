import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { boCardCreateEndpoint, boCardGetEndpoint, boCardUpdateEndpoint } from "../../contract/bo-cards";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { CardForm } from "./card-form";
import { type CardDraft, cardOf, draftOf, EMPTY_DRAFT } from "./card-form-model";
import { staffCall } from "./staff-client";

/**
 * /quan-tri/the/moi and /quan-tri/the/$id (editor): a new card, or one card to edit. Saved with
 * the import's schema; the public site follows within seconds on every instance.
 */
export function CardEditPage() {
  const params = useParams({ strict: false }) as { id?: string };
  const isNew = params.id === undefined;
  const navigate = useNavigate();
  const [draft, setDraft] = useState<CardDraft | null>(isNew ? EMPTY_DRAFT : null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useDocumentTitle(isNew ? t("bo_card_new_title") : t("bo_card_edit_title", { name: draft?.name ?? "" }));

  useEffect(() => {
    if (params.id === undefined) return;
    staffCall(boCardGetEndpoint, { params: { id: params.id } }).then(
      (data) => setDraft(draftOf(data.card)),
      (error: Error) => setMessage(error.message),
    );
  }, [params.id]);

  const save = () => {
    if (!draft) return;
    setNotice(null);
    const checked = cardOf(draft);
    if (!checked.ok) {
      setMessage(checked.message);
      return;
    }
    setMessage(null);
    setBusy(true);
    const call = isNew
      ? staffCall(boCardCreateEndpoint, { body: checked.card })
      : staffCall(boCardUpdateEndpoint, { params: { id: checked.card.id }, body: checked.card });
    call.then(
      () => {
        setBusy(false);
        setNotice(t("bo_card_saved"));
        if (isNew) void navigate({ to: "/quan-tri/the/$id", params: { id: String(checked.card.id) } });
      },
      (error: Error) => {
        setBusy(false);
        setMessage(error.message);
      },
    );
  };

  return (
    <section>
      <p>
        <Link to="/quan-tri/the">{t("bo_card_back")}</Link>
      </p>
      <h1>{isNew ? t("bo_card_new_title") : t("bo_card_edit_title", { name: draft?.name ?? "" })}</h1>
      {draft ? (
        <CardForm
          draft={draft}
          isNew={isNew}
          busy={busy}
          message={message}
          notice={notice}
          onChange={setDraft}
          onSubmit={save}
        />
      ) : message ? (
        <p className="bo-error" role="alert">
          {message}
        </p>
      ) : (
        <p role="status">{t("bo_card_loading")}</p>
      )}
    </section>
  );
}
