import type { Config, Human, Input, Result } from "@vladmandic/human";
import { HUMAN_MODEL_BASE, HUMAN_WASM_PATH } from "../assets";
import type { FaceAnalysis, FaceDetection, FaceDetector, FaceFrame } from "./face-detector";

/**
 * @vladmandic/human as the face step's detector, loaded with a dynamic import so its ~2 MB
 * (tfjs included) never reaches the main bundle. Models come from our own origin
 * (HUMAN_MODEL_BASE). Only the detector (blazeface) loads before the guidance starts; the
 * still's models (antispoof, liveness, and the descriptor faceres, ~7 MB) load in the background
 * after it, and analyse() waits for them (a null descriptor when it cannot load). The guidance
 * reads each video frame downscaled (GUIDANCE_SIDE): the detector's input is 256 px anyway, and
 * the smaller frame costs less to read on a slow phone (issue 33: start under 3 s on a 4× slower CPU).
 * The load ends with one warm-up run on a blank frame; the site starts it while the visitor reads the
 * biometric consent (preload-face-detector.ts), so the face step usually finds it done.
 */

/** Long side of the video frame the guidance detector reads. */
export const GUIDANCE_SIDE = 320;

const OFF = { enabled: false };
/** Every frame is read afresh: no box cache (the guidance must follow the face). */
const NO_CACHE = { skipFrames: 0, skipTime: 0 };

const BASE_CONFIG: Partial<Config> = {
  modelBasePath: HUMAN_MODEL_BASE,
  wasmPath: HUMAN_WASM_PATH,
  debug: false,
  warmup: "none",
  cacheSensitivity: 0,
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 3, minConfidence: 0.5, ...NO_CACHE },
    mesh: OFF,
    iris: OFF,
    attention: OFF,
    emotion: OFF,
    gear: OFF,
    description: { enabled: false, ...NO_CACHE },
    // Loaded after the detector (STILL_MODELS), so the guidance does not wait for them.
    antispoof: { enabled: false, ...NO_CACHE },
    liveness: { enabled: false, ...NO_CACHE },
  },
  body: OFF,
  hand: OFF,
  object: OFF,
  gesture: OFF,
  segmentation: OFF,
};

/** Per call: human merges a call's config into its own, so each call states every switch it needs. */
const DETECT_ONLY: Partial<Config> = {
  face: { antispoof: OFF, liveness: OFF, description: OFF },
} as Partial<Config>;

/** The models a still needs beyond the detector. */
const STILL_MODELS = {
  face: { antispoof: { enabled: true }, liveness: { enabled: true }, description: { enabled: true } },
} as Partial<Config>;

function analyseConfig(withDescriptor: boolean): Partial<Config> {
  return {
    face: { antispoof: { enabled: true }, liveness: { enabled: true }, description: { enabled: withDescriptor } },
  } as Partial<Config>;
}

function toDetection(result: Result): FaceDetection {
  return {
    faces: result.face.map(({ box: [x, y, width, height] }) => ({ x, y, width, height })),
    width: result.width,
    height: result.height,
  };
}

function score(value: number | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

type HumanModule = typeof import("@vladmandic/human");

/** The wasm backend only when its files are shipped (they need @tensorflow/tfjs-backend-wasm). */
async function wasmShipped(): Promise<boolean> {
  try {
    const res = await fetch(`${HUMAN_WASM_PATH}tfjs-backend-wasm.wasm`, { method: "HEAD" });
    // The SPA fallback answers index.html for a missing file: only a wasm answer counts.
    return res.ok && res.headers.get("content-type") === "application/wasm";
  } catch {
    return false;
  }
}

type Backend = Config["backend"];

/**
 * A human on the first backend that starts: wasm if shipped, then webgl, then the (slow) cpu. The
 * face step's models are small, and wasm runs them without webgl's shader compilation, which made
 * the first detection take tens of seconds on a slow CPU (scripts/bench/face-load.ts).
 */
async function startHuman(mod: HumanModule, shipped: Promise<boolean>, only?: Backend[]): Promise<Human> {
  const backends: Backend[] = only ?? [...((await shipped) ? (["wasm"] as const) : []), "webgl", "cpu"];
  for (const backend of backends) {
    const human = new mod.Human({ ...BASE_CONFIG, backend });
    try {
      await human.init();
      if (human.tf.getBackend() === backend) return human;
    } catch {
      // try the next backend
    }
  }
  throw new Error("no tfjs backend could start");
}

/** A blank 4:3 canvas whose long side is `side` px. */
function blankFrame(side: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = Math.round((side * 3) / 4);
  canvas.getContext("2d")?.fillRect(0, 0, canvas.width, canvas.height);
  return canvas;
}

/** Draws a video frame on one reused canvas whose long side is at most `side` px. */
function downscaler(side: number): (video: HTMLVideoElement) => HTMLVideoElement | HTMLCanvasElement {
  let canvas: HTMLCanvasElement | null = null;
  return (video) => {
    const { videoWidth: width, videoHeight: height } = video;
    const scale = side / Math.max(width, height);
    if (!(scale < 1)) return video;
    canvas ??= document.createElement("canvas");
    const w = Math.round(width * scale);
    const h = Math.round(height * scale);
    if (canvas.width !== w || canvas.height !== h) {
      canvas.width = w;
      canvas.height = h;
    }
    const context = canvas.getContext("2d");
    if (!context) return video;
    context.drawImage(video, 0, 0, w, h);
    return canvas;
  };
}

/** The stages of a detector's load, in order (the bench times each one). */
export type DetectorLoadStage = "code" | "backend" | "model" | "warmup";

export interface HumanDetectorOptions {
  /** The tfjs backends to try, in order (default: wasm when shipped, webgl, cpu). */
  backends?: Backend[];
  /** Called as each stage of the load ends (scripts/bench/face-load.ts). */
  onStage?: (stage: DetectorLoadStage) => void;
}

export async function loadHumanDetector(options: HumanDetectorOptions = {}): Promise<FaceDetector> {
  const stage = options.onStage ?? (() => {});
  // The wasm check's round trip runs while the code chunk downloads.
  const shipped = options.backends ? Promise.resolve(false) : wasmShipped();
  const mod = await import("@vladmandic/human");
  stage("code");
  const { match } = mod;
  const human = await startHuman(mod, shipped, options.backends);
  stage("backend");
  await human.load();
  stage("model");
  // A model that failed to load leaves its slot empty instead of throwing.
  if (!human.models.loaded().includes("blazeface")) throw new Error("face detector model did not load");
  // One run on a blank frame of the guidance's size: the first inference's set-up (the backend's
  // kernels and buffers, human's canvases) happens here, during the preload, not on the camera's
  // first frame. Much cheaper than human's own warm-up (a full pipeline on a sample image).
  await human.detect(blankFrame(GUIDANCE_SIDE), DETECT_ONLY).catch(() => undefined);
  stage("warmup");

  // The still's models in the background, after the warm-up: the guidance starts with the detector alone.
  const stillModels = human.load(STILL_MODELS).catch(() => undefined);
  const descriptorReady: Promise<boolean> = stillModels.then(() => human.models.loaded().includes("faceres"));
  const small = downscaler(GUIDANCE_SIDE);

  // human is not re-entrant (one config, shared canvases): its calls run one after the other.
  let queue: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(run: () => Promise<T>): Promise<T> => {
    const next = queue.then(run, run);
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    backend: human.tf.getBackend(),
    async detect(frame: FaceFrame) {
      if (frame instanceof HTMLVideoElement && frame.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) {
        return { faces: [], width: 0, height: 0 };
      }
      const input = frame instanceof HTMLVideoElement ? small(frame) : frame;
      return toDetection(await exclusive(() => human.detect(input as Input, DETECT_ONLY)));
    },
    async analyse(frame: FaceFrame): Promise<FaceAnalysis> {
      const withDescriptor = await descriptorReady;
      const result = await exclusive(() => human.detect(frame as Input, analyseConfig(withDescriptor)));
      const face = result.face.length === 1 ? result.face[0] : undefined;
      return {
        faces: result.face.length,
        antispoof: score(face?.real),
        liveness: score(face?.live),
        descriptor: withDescriptor && face?.embedding?.length ? face.embedding : null,
      };
    },
    similarity: (a, b) => match.similarity(a, b),
  };
}
