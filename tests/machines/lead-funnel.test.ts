import { describe, expect, it } from "vitest";
import { exploreMachine } from "../support/machine-coverage";
import { createFunnelFakes, FUNNEL_INPUT, funnelEvents } from "./lead-funnel-model";

/** Every path is replayed, with SPEC's oracle, by the QA catalogue's tests (tests/paths/machine-paths.test.ts). */
const { machine } = createFunnelFakes();
const model = exploreMachine(machine, { input: FUNNEL_INPUT, events: funnelEvents });

describe("leadFunnelMachine model", () => {
  it("has a path through every transition it defines", () => {
    expect(model.defined.length).toBeGreaterThan(60);
    expect(model.uncovered).toEqual([]);
  });
});
