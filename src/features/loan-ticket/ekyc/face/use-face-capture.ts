import { type RefObject, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { type FaceGuidance, guideFace } from "../../../../domain/face-guidance";
import { cardDescriptor, scoresOf } from "./card-descriptor";
import type { FaceCaptureProps, FaceUnavailableReason } from "./face-capture-types";
import type { FaceDetector } from "./face-detector";
import { CameraError, type FaceServices, type OpenCamera } from "./face-services";

/**
 * Why the camera has not framed a face after NO_FACE_HELP_MS: no face was found at all (most often
 * too dark, or the lens covered), or a face was found but never well framed (distance, position).
 */
export type FaceHelp = "light" | "distance";

/** How long the camera may look without a well-framed face before the step says why and offers a file. */
export const NO_FACE_HELP_MS = 6_000;

export type FaceCaptureState =
  | { status: "starting" }
  | { status: "live"; guidance: FaceGuidance; failed: boolean; help: FaceHelp | null }
  | { status: "analysing" }
  | { status: "captured"; preview: string | null }
  | { status: "unavailable"; reason: FaceUnavailableReason };

type Action =
  | { type: "live"; guidance: FaceGuidance; failed?: boolean }
  | { type: "help"; help: FaceHelp }
  | { type: "analysing" }
  | { type: "captured"; preview: string | null }
  | { type: "unavailable"; reason: FaceUnavailableReason };

function reduce(state: FaceCaptureState, action: Action): FaceCaptureState {
  switch (action.type) {
    case "live":
      if (state.status === "unavailable") return state;
      if (state.status === "live" && state.guidance === action.guidance && !action.failed) return state;
      return {
        status: "live",
        guidance: action.guidance,
        failed: action.failed ?? false,
        // Once given, the help (and its file picker) stays: it must not flicker with the guidance.
        help: state.status === "live" ? state.help : null,
      };
    case "help":
      return state.status === "live" ? { ...state, help: action.help } : state;
    case "analysing":
      return state.status === "live" ? { status: "analysing" } : state;
    case "captured":
      return { status: "captured", preview: action.preview };
    case "unavailable":
      return { status: "unavailable", reason: action.reason };
  }
}

const nextFrame = (run: () => void) =>
  typeof requestAnimationFrame === "function" ? requestAnimationFrame(run) : setTimeout(run, 100);

const previewOf = (image: Blob) => (typeof URL.createObjectURL === "function" ? URL.createObjectURL(image) : null);

/**
 * Binds the face step to the camera and the detector: opens both on mount, runs the detector on
 * every frame for the guidance while live, and on capture analyses the still and compares it with
 * the card's face. Everything outside React comes from `services`.
 */
export function useFaceCapture(
  services: FaceServices,
  props: FaceCaptureProps,
  video: RefObject<HTMLVideoElement | null>,
) {
  const [state, dispatch] = useReducer(reduce, { status: "starting" });
  const callbacks = useRef(props);
  callbacks.current = props;
  const [detector, setDetector] = useState<FaceDetector | null>(null);
  const card = useRef<Promise<number[] | null>>(Promise.resolve(null));
  const { cardImage } = props;

  useEffect(() => {
    let alive = true;
    let camera: OpenCamera | null = null;
    const unavailable = (reason: FaceUnavailableReason) => {
      if (!alive) return;
      alive = false;
      camera?.stop();
      dispatch({ type: "unavailable", reason });
      callbacks.current.onUnavailable(reason);
    };
    const cameraOpened = services.openCamera().then((opened) => {
      camera = opened;
      if (!alive) opened.stop();
      return opened;
    });
    Promise.all([cameraOpened, services.loadDetector()]).then(
      ([opened, loaded]) => {
        if (!alive) return;
        setDetector(loaded);
        if (video.current && opened.stream) {
          video.current.srcObject = opened.stream;
          void video.current.play().catch(() => {});
        }
        dispatch({ type: "live", guidance: "frame" });
      },
      (error: unknown) => unavailable(error instanceof CameraError ? error.reason : "model-failed"),
    );
    return () => {
      alive = false;
      camera?.stop();
    };
  }, [services, video]);

  useEffect(() => {
    if (detector) card.current = cardDescriptor(services, detector, cardImage);
  }, [services, detector, cardImage]);

  const live = state.status === "live";
  const framed = live && state.guidance === "ok";
  /** Whether any frame since the camera went live showed a face (then the help is about distance). */
  const sawFace = useRef(false);
  /** The wait for a face counts from the first frame the detector really read, not the model load. */
  const [looking, setLooking] = useState(false);
  const helpAfter = services.noFaceHelpMs ?? NO_FACE_HELP_MS;
  useEffect(() => {
    if (!live || !looking || framed) return;
    const timer = setTimeout(() => dispatch({ type: "help", help: sawFace.current ? "distance" : "light" }), helpAfter);
    return () => clearTimeout(timer);
  }, [live, looking, framed, helpAfter]);

  useEffect(() => {
    const loaded = detector;
    if (!live || !loaded) return;
    let running = true;
    const tick = async () => {
      const frame = video.current;
      if (!running || !frame) return;
      try {
        const found = await loaded.detect(frame);
        if (found.faces.length > 0) sawFace.current = true;
        if (running) dispatch({ type: "live", guidance: guideFace(found.faces, found) });
        if (running && found.width > 0) setLooking(true);
      } catch {
        if (running) dispatch({ type: "live", guidance: "frame" });
      }
      if (running) nextFrame(() => void tick());
    };
    void tick();
    return () => {
      running = false;
    };
  }, [live, detector, video]);

  const capture = useCallback(async () => {
    const loaded = detector;
    const frame = video.current;
    if (!loaded || !frame || callbacks.current.disabled) return;
    dispatch({ type: "analysing" });
    try {
      const still = await services.snapshot(frame);
      const analysis = await loaded.analyse(still.frame);
      if (analysis.faces !== 1) {
        dispatch({ type: "live", guidance: "frame", failed: true });
        return;
      }
      const result = scoresOf(loaded, still, analysis, await card.current);
      dispatch({ type: "captured", preview: previewOf(still.image) });
      callbacks.current.onCaptured(result);
    } catch {
      dispatch({ type: "live", guidance: "frame", failed: true });
    }
  }, [services, detector, video]);

  const retake = useCallback(() => dispatch({ type: "live", guidance: "frame" }), []);

  return { state, capture, retake };
}
