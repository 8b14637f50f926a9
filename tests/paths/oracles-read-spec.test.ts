import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The oracles state SPEC's constants, field rules and formats themselves (tests/oracles/spec.ts): an oracle
 * file imports nothing from src/ or machines/ but types, and the message catalogue's `t` (a text may be
 * named by its catalogue key). Otherwise a changed constant or validator in the product would change
 * the expectation with it, and no path test would see it. The readers (*-readers.ts) are the other side:
 * they read the product's snapshot or screen, so they may use the product.
 */
const dir = join(process.cwd(), "tests", "oracles");
const oracles = readdirSync(dir).filter((name) => name.endsWith(".ts") && !/-readers\.ts$|\.test\.ts$/.test(name));
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)"/g;

/** The value imports (not `type`) a file takes from src/ or machines/, other than `t`. */
function productValues(source: string): string[] {
  const found: string[] = [];
  for (const [, typeOnly, names = "", from = ""] of source.matchAll(IMPORT)) {
    if (typeOnly || !/^(\.\.\/)+(src|machines)\//.test(from)) continue;
    const values = names
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== "" && !name.startsWith("type "));
    const allowed = from.endsWith("/src/i18n/t") ? values.filter((name) => name !== "t") : values;
    found.push(...allowed.map((name) => `${name} from ${from}`));
  }
  return found;
}

describe("the oracles read SPEC, not the product", () => {
  it("finds the oracle files", () => expect(oracles.length).toBeGreaterThan(5));
  it.each(oracles)("%s imports only types (and t) from src/ and machines/", (name) => {
    expect(productValues(readFileSync(join(dir, name), "utf8"))).toEqual([]);
  });
  it("sees a value import as one", () => {
    expect(productValues('import { OTP } from "../../src/domain/constants";')).toEqual([
      "OTP from ../../src/domain/constants",
    ]);
    expect(productValues('import { type MessageKey, t } from "../../src/i18n/t";')).toEqual([]);
  });
});
