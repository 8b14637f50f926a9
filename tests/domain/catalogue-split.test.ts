import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it, vi as vitest } from "vitest";
import { isMessageKey, t } from "../../src/i18n/t";
import { eagerSourceFiles, keysNamedIn } from "../../vite.config";

/** Issue 16: the browser build splits the catalogue; the home page's first load carries only its own texts. */
describe("the catalogue split of the browser build", () => {
  it("counts the home page and the layout as first load, lazy routes not", () => {
    const files = eagerSourceFiles();
    expect(files).toContain(resolve("src/app/main.tsx"));
    expect(files).toContain(resolve("src/app/pages/home/home-page.tsx"));
    expect(files).toContain(resolve("src/app/layout/site-footer.tsx"));
    expect(files).not.toContain(resolve("src/features/content/terms-page.tsx"));
    expect(files).not.toContain(resolve("src/features/account/login-page.tsx"));
  });

  it("finds the keys a file names: literals, lists of keys, and template prefixes", () => {
    const dir = mkdtempSync(join(tmpdir(), "catalogue-split-"));
    const file = join(dir, "sample.tsx");
    writeFileSync(
      file,
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the sample source holds a template literal
      'const a = t("alpha_title");\nconst list = ["beta_text", \'gamma_text\'];\nconst c = t(`delta_${kind}`);\nconst d = t(("epsilon_" + x) as MessageKey);\n',
    );
    const keys = ["alpha_title", "beta_text", "gamma_text", "delta_one", "delta_two", "epsilon_a", "zeta_unused"];
    expect([...keysNamedIn([file], keys)].sort()).toEqual(keys.filter((k) => k !== "zeta_unused").sort());
  });

  it("keeps t() strict and whole where the catalogue is not split (server, tests)", () => {
    expect(t("not_found")).toMatch(/\S/);
    expect(isMessageKey("not_found")).toBe(true);
    expect(isMessageKey("toString")).toBe(false);
  });

  it("says so, and shows nothing, for a key whose texts are not loaded", () => {
    const error = vitest.spyOn(console, "error").mockImplementation(() => {});
    // @ts-expect-error an unknown key: the type of t() refuses it
    expect(t("no_such_key_anywhere")).toBe("");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("no_such_key_anywhere"));
    error.mockRestore();
  });
});
