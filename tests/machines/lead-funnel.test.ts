import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { describePath, exploreMachine, replayPath } from "../support/machine-coverage";
import { createFunnelFakes, FUNNEL_INPUT, funnelEvents } from "./lead-funnel-model";

const { fakes, machine } = createFunnelFakes();
const model = exploreMachine(machine, { input: FUNNEL_INPUT, events: funnelEvents });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("leadFunnelMachine model", () => {
  it("has a path through every transition it defines", () => {
    expect(model.defined.length).toBeGreaterThan(60);
    expect(model.uncovered).toEqual([]);
  });

  it.each(model.covering.map((path) => [describePath(path), path] as const))("replays %s", async (_, path) => {
    await replayPath(path, { machine, input: FUNNEL_INPUT, fakes });
  });
});
