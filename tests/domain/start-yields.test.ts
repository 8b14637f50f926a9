import { resolve } from "node:path";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { startYields } from "../../vite.config";

type Load = (
  this: { environment?: { config: { build: { ssr: boolean } } } },
  id: string,
  options?: { ssr?: boolean },
) => unknown;

/** Decision 019: the start's top-level awaits are the browser's; the prerender's server build gets them empty. */
describe("the start's yields in the builds", () => {
  const load = (startYields() as Plugin & { load: Load }).load;
  const module = resolve("src/app/start/after-react.ts");

  it("empties a yielding module for a server build, by option or by environment", () => {
    expect(load.call({}, module, { ssr: true })).toBe("export {};");
    expect(load.call({ environment: { config: { build: { ssr: true } } } }, module)).toBe("export {};");
  });

  it("leaves the browser build's yields, and every other module, as they are", () => {
    expect(load.call({ environment: { config: { build: { ssr: false } } } }, module)).toBeNull();
    expect(load.call({}, resolve("src/app/start/yield-to-browser.ts"), { ssr: true })).toBeNull();
    expect(load.call({}, resolve("src/app/main.tsx"), { ssr: true })).toBeNull();
  });
});
