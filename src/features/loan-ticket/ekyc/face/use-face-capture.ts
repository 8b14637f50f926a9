import { type RefObject, useCallback, useEffect, useReducer, useRef, useState } from "react";
import { type FaceGuidance, guideFace } from "../../../../domain/face-guidance";
import { cardDescriptor, scoresOf } from "./card-descriptor";
import type { FaceCaptureProps, FaceUnavailableReason } from "./face-capture-types";
import type { FaceDetector } from "./face-detector";
import { CameraError, type FaceServices, type OpenCamera } from "./face-services";

export type FaceCaptureState =
  | { status: "starting" }
  | { status: "live"; guidance: FaceGuidance; failed: boolean }
  | { status: "analysing" }
  | { status: "captured"; preview: string | null }
  | { status: "unavailable"; reason: FaceUnavailableReason };

type Action =
  | { type: "live"; guidance: FaceGuidance; failed?: boolean }
  | { type: "analysing" }
  | { type: "captured"; preview: string | null }
  | { type: "unavailable"; reason: FaceUnavailableReason };

function reduce(state: FaceCaptureState, action: Action): FaceCaptureState {
  switch (action.type) {
    case "live":
      if (state.status === "unavailable") return state;
      if (state.status === "live" && state.guidance === action.guidance && !action.failed) return state;
      return { status: "live", guidance: action.guidance, failed: action.failed ?? false };
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
  useEffect(() => {
    const loaded = detector;
    if (!live || !loaded) return;
    let running = true;
    const tick = async () => {
      const frame = video.current;
      if (!running || !frame) return;
      try {
        const found = await loaded.detect(frame);
        if (running) dispatch({ type: "live", guidance: guideFace(found.faces, found) });
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
