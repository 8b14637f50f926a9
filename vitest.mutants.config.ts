import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * The tests Stryker runs against each mutant of machines/ (npm run test:mutants): the machine tests and
 * the machine-level path tests only. One project, because Stryker's vitest runner has no project option
 * and the workspace config would run unrelated tests (TOOLCHAIN.md "Stryker 10").
 */
export default defineConfig({
  plugins: [react()],
  test: {
    globals: false,
    environment: "jsdom",
    include: ["tests/machines/**/*.test.ts", "tests/paths/**/*.test.ts"],
    // A snapshot of the machines' graphs: it would "kill" every mutant without saying anything about behaviour.
    exclude: ["tests/paths/catalogue-fresh.test.ts"],
    setupFiles: ["tests/setup.ts"],
  },
});
