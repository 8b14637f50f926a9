import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Config, Human } from "@vladmandic/human";
import type { RgbaImage } from "../../../src/domain/document-image-checks";

/**
 * The server's face model: @vladmandic/human in Node on the wasm backend (TOOLCHAIN.md, "Face
 * descriptor in Node"). Loaded once per worker thread, models and wasm read from node_modules
 * (never fetched). Runs only inside the eKYC worker pool (server/workers/), never on the event loop.
 */

const require = createRequire(import.meta.url);
const HUMAN_ROOT = dirname(dirname(require.resolve("@vladmandic/human")));
const MODELS_DIR = join(HUMAN_ROOT, "models");
const WASM_DIR = `${dirname(require.resolve("@tensorflow/tfjs-backend-wasm"))}/`;
const MODEL_BASE = pathToFileURL(`${MODELS_DIR}/`).href;

const OFF = { enabled: false };
const CONFIG: Partial<Config> = {
  backend: "wasm",
  wasmPath: WASM_DIR,
  modelBasePath: MODEL_BASE,
  debug: false,
  warmup: "none",
  cacheSensitivity: 0,
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 3, minConfidence: 0.5, skipFrames: 0, skipTime: 0 },
    mesh: OFF,
    iris: OFF,
    attention: OFF,
    emotion: OFF,
    gear: OFF,
    description: { enabled: true, skipFrames: 0, skipTime: 0 },
    antispoof: { enabled: true, skipFrames: 0, skipTime: 0 },
    liveness: { enabled: true, skipFrames: 0, skipTime: 0 },
  } as Config["face"],
  body: OFF,
  hand: OFF,
  object: OFF,
  gesture: OFF,
  segmentation: OFF,
};

type HumanModule = typeof import("@vladmandic/human");

export interface FaceReading {
  /** The face descriptor (1024 values), or null when no face was found. */
  embedding: number[] | null;
  antispoof: number | null;
  liveness: number | null;
  /** How many faces were found. */
  faces: number;
}

export interface FaceEngine {
  read(image: RgbaImage): Promise<FaceReading>;
  similarity(a: number[], b: number[]): number;
}

let engine: Promise<FaceEngine> | null = null;

/** file:// model URLs are read from disk (tfjs in Node would otherwise try to fetch them). */
function registerDiskLoader(human: Human): void {
  const io = human.tf.io as unknown as {
    registerLoadRouter(router: (url: string | string[]) => unknown): void;
    fromMemory(artifacts: unknown): unknown;
  };
  io.registerLoadRouter((url) => {
    const path = Array.isArray(url) ? url[0] : url;
    if (typeof path !== "string" || !path.startsWith(MODEL_BASE)) return null;
    const file = new URL(path).pathname;
    return {
      load: async () => {
        const model = JSON.parse(await readFile(file, "utf8")) as {
          modelTopology: unknown;
          weightsManifest: { paths: string[]; weights: unknown[] }[];
          [key: string]: unknown;
        };
        const specs = model.weightsManifest.flatMap((group) => group.weights);
        const shards = await Promise.all(
          model.weightsManifest.flatMap((group) => group.paths).map((p) => readFile(join(dirname(file), p))),
        );
        const all = Buffer.concat(shards);
        // Everything of model.json (the signature names the descriptor output), plus the weights.
        const { weightsManifest: _manifest, ...artifacts } = model;
        return {
          ...artifacts,
          weightSpecs: specs,
          weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength),
        };
      },
    };
  });
}

function score(value: number | undefined): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

async function start(): Promise<FaceEngine> {
  const mod = require(join(HUMAN_ROOT, "dist/human.node-wasm.js")) as HumanModule;
  const human = new mod.Human(CONFIG);
  registerDiskLoader(human);
  await human.init();
  if (human.tf.getBackend() !== "wasm") throw new Error("tfjs wasm backend did not start");
  await human.load();
  const loaded = human.models.loaded();
  for (const model of ["blazeface", "faceres"]) {
    if (!loaded.includes(model)) throw new Error(`face model ${model} did not load`);
  }
  return {
    async read(image) {
      // RGB only: drop the alpha channel.
      const rgb = new Int32Array(image.width * image.height * 3);
      for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
        rgb[i] = image.data[j] ?? 0;
        rgb[i + 1] = image.data[j + 1] ?? 0;
        rgb[i + 2] = image.data[j + 2] ?? 0;
      }
      const tensor = human.tf.tensor3d(rgb, [image.height, image.width, 3], "int32");
      try {
        const result = await human.detect(tensor as unknown as Parameters<Human["detect"]>[0]);
        // The largest face: the person in front of the camera, or the card's portrait.
        const face = [...result.face].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0];
        const embedding = face?.embedding && face.embedding.length > 0 ? [...face.embedding] : null;
        return {
          embedding,
          antispoof: score(face?.real),
          liveness: score(face?.live),
          faces: result.face.length,
        };
      } finally {
        human.tf.dispose(tensor);
      }
    },
    similarity: (a, b) => mod.match.similarity(a, b),
  };
}

/** The engine of this thread, started on first use. A failed start is retried on the next call. */
export function faceEngine(): Promise<FaceEngine> {
  if (!engine) {
    engine = start();
    engine.catch(() => {
      engine = null;
    });
  }
  return engine;
}
