import { describe, expect, it } from "vitest";
import {
  HUMAN_MODEL_BASE,
  HUMAN_MODELS,
  HUMAN_WASM_PATH,
  ZXING_WASM_URL,
} from "../../src/features/loan-ticket/ekyc/assets";
import { visionAssetFiles } from "../../vite.config";

/**
 * The browser asks for the URLs of src/features/loan-ticket/ekyc/assets.ts; vite.config.ts ships files under URLs
 * named by the installed package versions. After an upgrade of human or zxing-wasm this fails until
 * assets.ts names the new versions (otherwise the face step and QR reading would get 404s).
 */
describe("vision assets", () => {
  const urls = visionAssetFiles().map((f) => f.url);

  it("ships every human model the face step loads", () => {
    for (const model of HUMAN_MODELS) {
      expect(urls).toContain(`${HUMAN_MODEL_BASE}${model}.json`);
      expect(urls).toContain(`${HUMAN_MODEL_BASE}${model}.bin`);
    }
  });

  it("ships zxing's reader under the URL QR reading uses", () => {
    expect(urls).toContain(ZXING_WASM_URL);
  });

  it("names the tfjs wasm directory after the tfjs bundled in human", () => {
    expect(urls.filter((u) => u.startsWith(HUMAN_WASM_PATH))).toHaveLength(3);
  });

  it("serves everything from our own origin", () => {
    for (const url of urls) expect(url).toMatch(/^\/vendor\//);
  });
});
