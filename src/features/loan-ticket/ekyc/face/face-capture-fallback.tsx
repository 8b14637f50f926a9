import { type JSX, useId } from "react";
import { t } from "../../../../i18n/t";
import { defaultFaceServices } from "./default-face-services";
import type { FaceCaptureProps } from "./face-capture-types";
import { useInjectedFaceServices } from "./face-services";
import { useFaceFile } from "./use-face-file";
import "./face-capture.css";

/**
 * The selfie from a file, for devices without a camera (on a phone, `capture="user"` offers the
 * front camera app). Same props as FaceCapture; onUnavailable is not called: a file always works.
 */
export function FaceFilePicker(props: FaceCaptureProps): JSX.Element {
  const services = useInjectedFaceServices() ?? defaultFaceServices;
  const { state, choose } = useFaceFile(services, props);
  const id = useId();
  return (
    <div className="face-file field">
      <label htmlFor={id}>{t("selfie_file_pick")}</label>
      <span className="muted" id={`${id}-hint`}>
        {t("selfie_file_hint")}
      </span>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="user"
        aria-describedby={`${id}-hint`}
        disabled={props.disabled || state.status === "checking"}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      <p role="status" aria-live="polite">
        {state.status === "checking" && t("selfie_file_checking")}
        {state.status === "done" && t("selfie_captured")}
      </p>
      {state.status === "error" && (
        <p className="field-error" role="alert">
          {t(state.message)}
        </p>
      )}
    </div>
  );
}
