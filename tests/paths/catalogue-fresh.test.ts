import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { buildAll, renderJson, renderMarkdown, testTitle } from "./catalogue";

/** docs/paths/ is committed for QA and the flow viewer: it must be what `npm run paths` writes today. */
const read = (file: string) => {
  try {
    return readFileSync(resolve("docs/paths", file), "utf8");
  } catch {
    return "(missing)";
  }
};

describe("QA path catalogue (docs/paths)", () => {
  it.each(buildAll().map((catalogue) => [catalogue.model.name, catalogue] as const))(
    "%s is up to date (else run npm run paths and commit)",
    (name, catalogue) => {
      expect(read(`${name}.md`) === renderMarkdown(catalogue), `docs/paths/${name}.md is stale: npm run paths`).toBe(
        true,
      );
      expect(read(`${name}.json`) === renderJson(catalogue), `docs/paths/${name}.json is stale: npm run paths`).toBe(
        true,
      );
      const long = catalogue.paths.map((entry) => testTitle(name, entry)).filter((title) => title.length > 120);
      expect(long, "test titles over 120 characters").toEqual([]);
    },
  );
});
