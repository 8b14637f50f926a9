import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

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
    ],
  },
});
