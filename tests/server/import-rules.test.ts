import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { cruise, type IViolation } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import { describe, expect, it } from "vitest";

/**
 * The import rules of .dependency-cruiser.cjs (run by `npm run check`), applied to a small tree under
 * tests/fixtures/import-rules that mirrors the project's folders: each forbidden import in it must be
 * reported under its rule, and the allowed ones must not be.
 */
const FIXTURE = fileURLToPath(new URL("../fixtures/import-rules/", import.meta.url));
const CONFIG = fileURLToPath(new URL("../../.dependency-cruiser.cjs", import.meta.url));
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BASELINE = fileURLToPath(new URL("../../.dependency-cruiser-known-violations.json", import.meta.url));

async function violations(baseDir = FIXTURE): Promise<Array<Pick<IViolation, "from" | "to"> & { rule: string }>> {
  const { tsConfig: projectTsConfig, ...options } = await extractDepcruiseOptions(CONFIG);
  const result = await cruise(["src", "machines", "server"], {
    ...options,
    ...(baseDir === ROOT && projectTsConfig ? { tsConfig: projectTsConfig } : {}),
    baseDir,
  });
  if (typeof result.output === "string") throw new Error("expected a cruise result, got a report");
  return (result.output.summary.violations ?? []).map(({ from, to, rule }) => ({ from, to, rule: rule.name }));
}

describe("import rules", () => {
  it("reports each forbidden import of the fixture tree under its rule, and nothing else", async () => {
    const found = await violations();
    expect(found).toEqual(
      expect.arrayContaining([
        { from: "src/features/alpha/uses-beta.ts", to: "src/features/beta/beta-view.ts", rule: "no-cross-feature" },
        { from: "machines/sample/machine.ts", to: "src/api/calls.ts", rule: "machines-only-domain" },
        { from: "src/ui/button.ts", to: "src/api/calls.ts", rule: "ui-no-api" },
        { from: "server/routes/flow-route.ts", to: "server/db/queries.ts", rule: "routes-no-db" },
        {
          from: "server/services/client-import.ts",
          to: "src/features/beta/beta-view.ts",
          rule: "server-only-shared-src",
        },
      ]),
    );
    expect(found).toHaveLength(5);
  });

  it("lets a feature use domain and api, a machine use domain, and a service use db, contract and domain", async () => {
    const found = await violations();
    const froms = found.map((violation) => `${violation.from} -> ${violation.to}`);
    expect(froms).not.toContain("src/features/alpha/alpha-view.ts -> src/api/calls.ts");
    expect(froms).not.toContain("machines/sample/machine.ts -> src/domain/rule.ts");
    expect(froms).not.toContain("server/services/flow.ts -> server/db/queries.ts");
    expect(froms).not.toContain("server/routes/flow-route.ts -> server/services/flow.ts");
  });

  it("holds the project's own tree to every rule: no violation, no list of tolerated ones", async () => {
    expect(await violations(ROOT)).toEqual([]);
    expect(existsSync(BASELINE)).toBe(false);
    const scripts = (JSON.parse(readFileSync(`${ROOT}package.json`, "utf8")) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts["check:imports"]).not.toMatch(/ignore-known|baseline/);
    expect(scripts.check).toContain("check:imports");
  });
});
