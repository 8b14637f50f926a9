import regular from "dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url";
import bold from "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?url";
import { afterEach, beforeEach, expect, inject } from "vitest";
import { page } from "vitest/browser";

/**
 * Setup of the storybook-390 and storybook-1280 projects (every story in Chromium, see
 * vitest.config.ts). Stories of one file share a page, so storage is cleared before each. Rendering
 * is made deterministic for the screenshots: our own font served from our origin (DejaVu Sans from
 * node_modules, not whatever the machine has), no animations, transitions or caret. At 390 px every
 * story's page is compared with its baseline in tests/stories/screenshots/
 * (`npm run test:visual:update` rewrites them).
 */
const style = document.createElement("style");
style.textContent = `
@font-face { font-family: "Story Sans"; src: url("${regular}") format("truetype"); font-weight: 100 500; }
@font-face { font-family: "Story Sans"; src: url("${bold}") format("truetype"); font-weight: 600 900; }
*, *::before, *::after {
  font-family: "Story Sans" !important;
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;
document.head.append(style);

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await Promise.all([document.fonts.load('16px "Story Sans"'), document.fonts.load('bold 16px "Story Sans"')]);
});

afterEach(async (context) => {
  // A story that draws nothing is broken even when its play passes.
  expect(document.body.textContent?.trim().length ?? 0).toBeGreaterThan(0);
  if (inject("storyScreenshots") !== true || context.task.result?.state === "fail") return;
  await document.fonts.ready;
  // the whole page from its top, whatever the play scrolled to
  window.scrollTo(0, 0);
  const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, "-");
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
});

declare module "vitest" {
  export interface ProvidedContext {
    storyScreenshots: boolean;
  }
}
