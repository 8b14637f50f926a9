import { type JSX, useEffect, useRef } from "react";
import type { FaceGuidance } from "../../../../domain/face-guidance";
import { type MessageKey, t } from "../../../../i18n/t";
import { defaultFaceServices } from "./default-face-services";
import { FaceFilePicker } from "./face-capture-fallback";
import type { FaceCaptureProps } from "./face-capture-types";
import { FaceHelp } from "./face-help";
import { useInjectedFaceServices } from "./face-services";
import { UNAVAILABLE_MESSAGE } from "./unavailable-message";
import { type FaceCaptureState, useFaceCapture } from "./use-face-capture";
import "./face-capture.css";

export type { FaceCaptureProps, FaceCaptureResult, FaceUnavailableReason } from "./face-capture-types";

const GUIDANCE: Record<FaceGuidance, MessageKey> = {
  frame: "selfie_guidance_frame",
  nearer: "selfie_guidance_nearer",
  farther: "selfie_guidance_farther",
  ok: "selfie_guidance_ok",
};

function statusText(state: FaceCaptureState): string {
  switch (state.status) {
    case "starting":
      return t("selfie_starting");
    case "live":
      return t(GUIDANCE[state.guidance]);
    case "analysing":
      return t("selfie_analysing");
    case "captured":
      return t("selfie_captured");
    case "unavailable":
      return "";
  }
}

/**
 * The selfie of eKYC: the front camera with live guidance (move nearer, move farther, put the
 * face in the frame) announced politely to screen readers; the capture button is enabled only
 * when the face is well framed. Without a camera (or permission, or model) it says why, calls
 * onUnavailable and offers the file picker instead; when the camera finds no framed face for a
 * while it says why (light, distance) and offers the file picker too.
 */
export function FaceCapture(props: FaceCaptureProps): JSX.Element {
  const services = useInjectedFaceServices() ?? defaultFaceServices;
  const video = useRef<HTMLVideoElement>(null);
  const { state, capture, retake } = useFaceCapture(services, props, video);
  const preview = state.status === "captured" ? state.preview : null;
  const stage = useRef<HTMLDivElement>(null);
  const live = state.status === "live";
  useEffect(() => {
    // The frame's top must not sit under the sticky header when the camera starts.
    if (live) stage.current?.scrollIntoView?.({ block: "nearest" });
  }, [live]);
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  if (state.status === "unavailable") {
    return (
      <section className="face-capture">
        <p className="face-error" role="alert">
          {t(UNAVAILABLE_MESSAGE[state.reason])}
        </p>
        <FaceFilePicker {...props} />
      </section>
    );
  }

  const ok = state.status === "live" && state.guidance === "ok";
  return (
    <section className="face-capture">
      <div className="face-stage" ref={stage}>
        <video ref={video} aria-label={t("selfie_video_label")} muted playsInline hidden={preview !== null} />
        {preview && <img src={preview} alt={t("selfie_preview_alt")} />}
        {state.status !== "captured" && <div className="face-oval" data-ok={ok} aria-hidden="true" />}
      </div>
      <p className="face-guidance" data-ok={ok} role="status" aria-live="polite">
        {statusText(state)}
      </p>
      {state.status === "live" && state.failed && (
        <p className="face-error" role="alert">
          {t("selfie_failed")}
        </p>
      )}
      {state.status === "live" && state.help && <FaceHelp {...props} help={state.help} />}
      {state.status === "captured" ? (
        <button type="button" className="btn btn-secondary" onClick={retake} disabled={props.disabled}>
          {t("selfie_retake")}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void capture()}
          disabled={!ok || props.disabled}
          aria-busy={state.status === "analysing"}
        >
          {t("selfie_capture")}
        </button>
      )}
    </section>
  );
}
