import { useEffect, useId, useState } from "react";
import { t } from "../../../i18n/t";

export interface DocumentCaptureProps {
  title: string;
  image: Blob | null;
  busy: boolean;
  /** What the busy line says (default: reading the image). */
  busyText?: string | undefined;
  error: string;
  onPick: (image: Blob) => void;
  onClear: () => void;
  onSubmit: () => void;
  onBack: () => void;
  onDismissError: () => void;
}

/** One side of the document: a photo from the camera (phones open it for `capture`) or a file, its preview, and Next. */
export function DocumentCapture(props: DocumentCaptureProps) {
  const id = useId();
  const preview = usePreviewUrl(props.image);
  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) props.onPick(file);
  };
  return (
    <section className="ekyc-capture" aria-labelledby={`${id}-title`} aria-busy={props.busy}>
      <h2 id={`${id}-title`}>{props.title}</h2>
      <p className="muted">{t("ekyc_capture_hint")}</p>
      <div className="ekyc-capture-inputs">
        <label className="btn btn-secondary" htmlFor={`${id}-camera`}>
          {t("ekyc_take_photo")}
        </label>
        <input
          id={`${id}-camera`}
          className="visually-hidden"
          type="file"
          accept="image/*"
          capture="environment"
          disabled={props.busy}
          onChange={(event) => pick(event.currentTarget.files)}
        />
        <label className="btn btn-secondary" htmlFor={`${id}-file`}>
          {t("ekyc_choose_file")}
        </label>
        <input
          id={`${id}-file`}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png"
          disabled={props.busy}
          onChange={(event) => pick(event.currentTarget.files)}
        />
      </div>
      {preview && (
        <figure className="ekyc-preview">
          <img src={preview} alt={t("ekyc_preview_alt")} />
        </figure>
      )}
      <p role="status" aria-live="polite">
        {props.busy ? (props.busyText ?? t("ekyc_reading")) : ""}
      </p>
      {props.error !== "" && (
        <div className="ekyc-error" role="alert">
          <p className="field-error">{props.error}</p>
          <button type="button" className="link-button" onClick={props.onDismissError}>
            {t("ekyc_retake")}
          </button>
        </div>
      )}
      <div className="wizard-actions">
        <button type="button" className="btn btn-secondary" onClick={props.onBack} disabled={props.busy}>
          {t("wizard_back")}
        </button>
        {props.image && !props.busy && props.error === "" && (
          <button type="button" className="link-button" onClick={props.onClear}>
            {t("ekyc_remove_image")}
          </button>
        )}
        <button
          type="button"
          className="btn btn-primary"
          onClick={props.onSubmit}
          disabled={!props.image || props.busy || props.error !== ""}
        >
          {t("wizard_next")}
        </button>
      </div>
    </section>
  );
}

/** An object URL for the preview, revoked when the image changes or the view goes. */
function usePreviewUrl(image: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image || typeof URL.createObjectURL !== "function") {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(image);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image]);
  return url;
}
