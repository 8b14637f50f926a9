/**
 * Own-origin URLs of the vision files eKYC loads at run time: @vladmandic/human's models, the
 * tfjs wasm backend and zxing-wasm's reader. Nothing is fetched from a CDN. vite.config.ts copies
 * the files into dist/vendor/ at build time and serves them from node_modules in development.
 *
 * The package versions are part of each path, so a new version is a new URL (no stale model in a
 * browser cache); tests/components/ekyc-face-assets.test.tsx fails when these URLs and the files
 * vite.config.ts ships (named by the installed versions) disagree.
 */

export const HUMAN_VERSION = "3.3.6";
/** The tfjs version bundled inside human (dist/tfjs.version.js); its wasm files must match it. */
export const TFJS_VERSION = "4.22.0";
export const ZXING_WASM_VERSION = "3.1.4";

/** Base URL of human's models (config.modelBasePath), with a trailing slash. */
export const HUMAN_MODEL_BASE = `/vendor/human-${HUMAN_VERSION}/models/`;
/** Directory of the tfjs wasm backend files (config.wasmPath), with a trailing slash. */
export const HUMAN_WASM_PATH = `/vendor/tfjs-${TFJS_VERSION}/`;
/** zxing-wasm's reader binary: pass to `prepareZXingModule({ overrides: { locateFile } })`. */
export const ZXING_WASM_URL = `/vendor/zxing-wasm-${ZXING_WASM_VERSION}/zxing_reader.wasm`;

/** The human models the face step uses: detector, anti-spoofing, liveness and the descriptor. */
export const HUMAN_MODELS = ["blazeface", "antispoof", "liveness", "faceres"] as const;
