import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildAll, testTitle } from "./catalogue";
import { replayInWords } from "./replay-in-words";

/**
 * Every path of the QA catalogue (docs/paths/<machine>.md), replayed on the machine with its calls as
 * fakes, under the catalogue's number and title: `npm run test:paths`.
 */
const catalogues = buildAll();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(catalogues.map((catalogue) => [catalogue.model.name, catalogue] as const))("%s", (name, catalogue) => {
  it("takes every transition the machine defines", () => {
    const taken = new Set([...catalogue.atStart, ...catalogue.paths.flatMap((entry) => entry.taken.flat())]);
    expect(catalogue.defined.filter((id) => !taken.has(id))).toEqual([]);
  });

  it.each(catalogue.paths.map((entry) => [testTitle(name, entry), entry] as const))("%s", async (_, entry) => {
    const { machine, fakes } = catalogue.model.create();
    await replayInWords(entry, { machine, fakes });
  });
});
