import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

/**
 * The tests Stryker runs against each mutant of machines/ (npm run test:mutants): the machine tests and
 * the machine-level path tests only. One project, because Stryker's vitest runner has no project option
 * and the workspace config would run unrelated tests (TOOLCHAIN.md "Stryker 10").
 *
 * `MUTANT_MACHINES=otp,ekyc` (set by scripts/test-mutants.mjs for `npm run test:mutants -- machines/otp`)
 * narrows the selection to those machines' tests (tests/machines/<name>*.test.ts, the words test, the
 * placeholders test, and their paths in tests/paths/machine-paths.test.ts): almost every mutant is static
 * and runs the whole selection, so the other machines' catalogues would only cost time.
 */
const only = process.env.MUTANT_MACHINES?.split(",").filter((name) => name !== "") ?? [];
const include =
  only.length === 0
    ? ["tests/machines/**/*.test.ts", "tests/paths/**/*.test.ts"]
    : [
        ...only.map((name) => `tests/machines/${name}*.test.ts`),
        "tests/machines/descriptions.test.ts",
        "tests/machines/placeholders.test.ts",
        "tests/paths/machine-paths.test.ts",
      ];

export default defineConfig({
  plugins: [react()],
  test: {
    globals: false,
    environment: "jsdom",
    include,
    // A snapshot of the machines' graphs: it would "kill" every mutant without saying anything about behaviour.
    exclude: ["tests/paths/catalogue-fresh.test.ts"],
    setupFiles: ["tests/setup.ts"],
  },
});
