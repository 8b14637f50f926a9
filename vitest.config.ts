import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * Every story in Debian's Chromium (no downloaded browser) at one width, its play and the state it
 * rests in checked; at 390 px also its screenshot (tests/storybook-browser-setup.ts).
 */
const storybookAt = (width: 390 | 1280): TestProjectInlineConfiguration => ({
  extends: true,
  // the story's viewport (.storybook/preview.tsx options) unless the story picks its own
  plugins: [
    storybookTest({
      configDir: ".storybook",
      initialGlobals: { viewport: { value: width === 390 ? "mobile390" : "desktop1280", isRotated: false } },
    }),
  ],
  test: {
    name: `storybook-${width}`,
    provide: { storyScreenshots: width === 390 },
    setupFiles: ["tests/storybook-browser-setup.ts"],
    testTimeout: 30_000,
    browser: {
      enabled: true,
      headless: true,
      viewport: { width, height: 900 },
      instances: [{ browser: "chromium" }],
      provider: playwright({
        launchOptions: { executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-dev-shm-usage"] },
        // a window larger than any story viewport, so the story's frame is never scaled down
        contextOptions: { viewport: { width: 1400, height: 1000 } },
      }),
      expect: {
        toMatchScreenshot: {
          comparatorName: "pixelmatch",
          // a pixel counts as changed beyond 0.1 colour distance; more than 0.2 % changed pixels fails
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
          resolveScreenshotPath: ({ root, testFileName, arg, ext }) =>
            `${root}/tests/stories/screenshots/${testFileName.replace(/\.stories\.tsx$/, "")}/${arg}${ext}`,
        },
      },
    },
  },
});

const storybookClick: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    // the static Storybook (built once) clicked through in one Chromium tab, tests/storybook-click/
    name: "storybook-click",
    environment: "node",
    include: ["tests/storybook-click/**/*.test.ts"],
    globalSetup: ["tests/storybook-click/global-setup.ts"],
    testTimeout: 1_800_000,
    hookTimeout: 600_000,
  },
};

export default defineConfig({
  plugins: [react()],
  test: {
    globals: false,
    reporters: process.env.CI ? ["default"] : ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: [
            "tests/machines/**/*.test.{ts,tsx}",
            "tests/paths/**/*.test.{ts,tsx}",
            "tests/domain/**/*.test.{ts,tsx}",
            "tests/contract/**/*.test.{ts,tsx}",
            "tests/components/**/*.test.{ts,tsx}",
            "tests/stories/**/*.test.{ts,tsx}",
          ],
          setupFiles: ["tests/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts"],
          globalSetup: ["tests/server/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          environment: "node",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["tests/e2e/global-setup.ts"],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      storybookAt(390),
      storybookAt(1280),
      // `npm run test:storybook-click` only: building the static Storybook and clicking through it
      // takes longer than the whole of `npm test` on a 2-core machine.
      ...(process.env.STORYBOOK_CLICK ? [storybookClick] : []),
    ],
  },
});
