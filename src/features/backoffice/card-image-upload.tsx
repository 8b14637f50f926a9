import { CARD_IMAGE_MAX_BYTES, CARD_IMAGE_TYPES } from "../../contract/bo-card-images";
import { t } from "../../i18n/t";
import "./card-form.css";
import "./card-image-upload.css";

/** Where the upload of a card's image stands. */
export type CardImageUploadState =
  | { kind: "choosing" }
  | { kind: "tooLarge" }
  | { kind: "wrongType" }
  | { kind: "uploading" }
  | { kind: "uploaded" }
  | { kind: "failed"; message: string };

/** What the browser can tell before sending: too big, or not a PNG, JPEG or WebP (the server checks again). */
export function precheckCardImage(file: Pick<File, "size" | "type">): CardImageUploadState | null {
  if (!(CARD_IMAGE_TYPES as readonly string[]).includes(file.type)) return { kind: "wrongType" };
  if (file.size > CARD_IMAGE_MAX_BYTES) return { kind: "tooLarge" };
  return null;
}

const ALERT: Partial<Record<CardImageUploadState["kind"], Parameters<typeof t>[0]>> = {
  tooLarge: "bo_card_image_too_large",
  wrongType: "bo_card_image_type",
};

/** The card's image: the one shown now, and the choice of a new one (the editor's card screen). */
export function CardImageUpload({
  state,
  imageUrl,
  canUpload,
  onChoose,
}: {
  state: CardImageUploadState;
  /** The image the public site shows now; null for a card not saved yet. */
  imageUrl: string | null;
  canUpload: boolean;
  onChoose: (file: File) => void;
}) {
  const key = ALERT[state.kind];
  const alert = state.kind === "failed" ? state.message : key ? t(key) : null;
  return (
    <section className="bo-form" aria-label={t("bo_card_image_title")}>
      <fieldset>
        <legend>{t("bo_card_image_title")}</legend>
        {imageUrl ? (
          <img className="bo-card-image" src={imageUrl} alt={t("bo_card_image_current")} width={320} height={200} />
        ) : null}
        <small>{t("bo_card_image_hint")}</small>
        {canUpload ? (
          <div className="bo-field">
            <label htmlFor="card-image-file">{t("bo_card_image_choose")}</label>
            <input
              id="card-image-file"
              type="file"
              accept={CARD_IMAGE_TYPES.join(",")}
              disabled={state.kind === "uploading"}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) onChoose(file);
              }}
            />
          </div>
        ) : (
          <p>{t("bo_card_image_save_first")}</p>
        )}
        {alert ? (
          <p className="bo-error" role="alert">
            {alert}
          </p>
        ) : null}
        {state.kind === "uploading" || state.kind === "uploaded" ? (
          <p className="bo-notice" role="status">
            {t(state.kind === "uploading" ? "bo_card_image_uploading" : "bo_card_image_uploaded")}
          </p>
        ) : null}
      </fieldset>
    </section>
  );
}
