import { lazy, Suspense } from "react";
import type { FaceCapture as FaceCaptureData, FaceUnavailableReason } from "../../../../machines/ekyc/types";
import { t } from "../../../i18n/t";
import type { FaceCaptureResult } from "./face/face-capture-types";
import { UNAVAILABLE_MESSAGE } from "./face/unavailable-message";

// The face model and camera code load only on this step.
const FaceCapture = lazy(() => import("./face/face-capture").then((m) => ({ default: m.FaceCapture })));
const FaceFilePicker = lazy(() => import("./face/face-capture-fallback").then((m) => ({ default: m.FaceFilePicker })));

export interface FaceStepProps {
  cardImage: Blob | null;
  unavailable: FaceUnavailableReason | null;
  busy: boolean;
  error: string;
  popup: boolean;
  onCaptured: (capture: FaceCaptureData) => void;
  onUnavailable: (reason: FaceUnavailableReason) => void;
  onRetry: () => void;
  onBack: () => void;
}

/** The selfie: the camera with guidance, or a file when the camera or the model is unavailable. */
export function FaceStep(props: FaceStepProps) {
  const captured = (result: FaceCaptureResult) =>
    props.onCaptured({
      image: result.image,
      similarity: result.similarity,
      antispoof: result.antispoof,
      liveness: result.liveness,
    });
  const shared = {
    cardImage: props.cardImage,
    onCaptured: captured,
    onUnavailable: props.onUnavailable,
    disabled: props.busy,
  };
  const failed = props.error !== "" && !props.popup;
  return (
    <section className="ekyc-face" aria-labelledby="ekyc-face-title" aria-busy={props.busy}>
      <h2 id="ekyc-face-title">{t("ekyc_face_title")}</h2>
      <p className="muted">{t("ekyc_face_hint")}</p>
      {failed ? (
        <div className="ekyc-error" role="alert">
          <p className="field-error">{props.error}</p>
          <button type="button" className="btn btn-primary" onClick={props.onRetry}>
            {t("ekyc_face_retry")}
          </button>
        </div>
      ) : (
        <Suspense fallback={<p role="status">{t("ekyc_face_loading")}</p>}>
          {props.unavailable ? (
            <>
              <p className="face-error" role="alert">
                {t(UNAVAILABLE_MESSAGE[props.unavailable])}
              </p>
              <FaceFilePicker {...shared} />
            </>
          ) : (
            <FaceCapture {...shared} />
          )}
        </Suspense>
      )}
      <p role="status" aria-live="polite">
        {props.busy ? t("ekyc_face_uploading") : ""}
      </p>
      <div className="wizard-actions">
        <button type="button" className="btn btn-secondary" onClick={props.onBack} disabled={props.busy}>
          {t("wizard_back")}
        </button>
      </div>
    </section>
  );
}
