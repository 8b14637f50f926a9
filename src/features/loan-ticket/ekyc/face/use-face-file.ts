import { useCallback, useRef, useState } from "react";
import type { MessageKey } from "../../../../i18n/t";
import { cardDescriptor, scoresOf } from "./card-descriptor";
import type { FaceCaptureProps } from "./face-capture-types";
import type { FaceDetector } from "./face-detector";
import type { FaceServices } from "./face-services";

export type FaceFileState =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "error"; message: MessageKey }
  | { status: "done" };

/**
 * The selfie from a file: decoded and downscaled in the browser; when the face model loads, the
 * photo must show exactly one face and gets the same scores as a camera capture, otherwise all
 * scores are null and the provider decides.
 */
export function useFaceFile(services: FaceServices, props: FaceCaptureProps) {
  const [state, setState] = useState<FaceFileState>({ status: "idle" });
  const callbacks = useRef(props);
  callbacks.current = props;

  const choose = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      if (!file.type.startsWith("image/")) {
        setState({ status: "error", message: "selfie_file_not_image" });
        return;
      }
      setState({ status: "checking" });
      const still = await services.decodeImage(file).catch(() => null);
      if (!still) {
        setState({ status: "error", message: "selfie_file_not_image" });
        return;
      }
      const detector: FaceDetector | null = await services.loadDetector().catch(() => null);
      try {
        const analysis = detector ? await detector.analyse(still.frame) : null;
        if (analysis && analysis.faces !== 1) {
          setState({ status: "error", message: "selfie_file_no_face" });
          return;
        }
        const card = detector ? await cardDescriptor(services, detector, callbacks.current.cardImage) : null;
        const result =
          detector && analysis
            ? scoresOf(detector, still, analysis, card)
            : {
                image: still.image,
                width: still.width,
                height: still.height,
                similarity: null,
                antispoof: null,
                liveness: null,
              };
        setState({ status: "done" });
        callbacks.current.onCaptured(result);
      } catch {
        setState({ status: "error", message: "selfie_failed" });
      }
    },
    [services],
  );

  return { state, choose };
}
