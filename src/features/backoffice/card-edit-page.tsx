import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { cardImageUrl } from "../../api/cards";
import { boCardImageUploadEndpoint } from "../../contract/bo-card-images";
import { boCardCreateEndpoint, boCardGetEndpoint, boCardUpdateEndpoint } from "../../contract/bo-cards";
import { t } from "../../i18n/t";
import { useDocumentTitle } from "../../ui/use-document-title";
import { CardForm } from "./card-form";
import { type CardDraft, cardOf, draftOf, EMPTY_DRAFT } from "./card-form-model";
import { CardImageUpload, type CardImageUploadState, precheckCardImage } from "./card-image-upload";
import { staffCall } from "./staff-client";
import { staffUpload } from "./staff-upload";

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
  const [upload, setUpload] = useState<CardImageUploadState>({ kind: "choosing" });
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

  /** A new image: checked here first, then sent; the draft takes its name so a later save keeps it. */
  const chooseImage = (file: File) => {
    if (params.id === undefined) return;
    const refused = precheckCardImage(file);
    if (refused) return setUpload(refused);
    setUpload({ kind: "uploading" });
    staffUpload(boCardImageUploadEndpoint, { id: params.id }, file).then(
      (answer) => {
        setUpload({ kind: "uploaded" });
        setDraft((current) => (current ? { ...current, productImage: answer.productImage } : current));
      },
      (error: Error) => setUpload({ kind: "failed", message: error.message }),
    );
  };

  return (
    <section>
      <p>
        <Link to="/quan-tri/the">{t("bo_card_back")}</Link>
      </p>
      <h1>{isNew ? t("bo_card_new_title") : t("bo_card_edit_title", { name: draft?.name ?? "" })}</h1>
      {draft ? (
        <CardImageUpload
          state={upload}
          imageUrl={isNew || draft.productImage === "" ? null : cardImageUrl(draft.productImage)}
          canUpload={!isNew}
          onChoose={chooseImage}
        />
      ) : null}
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
