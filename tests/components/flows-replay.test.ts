import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { leadFunnelMachine } from "../../machines/lead-funnel/machine";
import { activeNodeIds, describeValue, machineGraph } from "../../src/flows/graph/machine-graph";
import { type PathCatalogue, readCatalogues, stepValue } from "../../src/flows/viewer/path-catalogue";

/** The committed lead-funnel catalogue, read as the viewer reads it. */
const [catalogue] = readCatalogues({
  "docs/paths/lead-funnel.json": JSON.parse(readFileSync(resolve("docs/paths/lead-funnel.json"), "utf8")) as unknown,
});
const graph = machineGraph(leadFunnelMachine);

/** The first step of the catalogue whose state reads exactly `state`. */
function stepOf(found: PathCatalogue | undefined, state: string) {
  for (const path of found?.paths ?? []) {
    const step = path.steps.find((candidate) => candidate.state === state);
    if (step) return step;
  }
  throw new Error(`no step in ${state}`);
}

describe("replaying the lead funnel's QA paths in the flow viewer (parallel states)", () => {
  it("highlights both regions of a step in the contact form", () => {
    const step = stepOf(catalogue, "flow.contact.editing, score.idle");
    expect(activeNodeIds(graph, stepValue(step.state)).sort()).toEqual(
      [
        "leadFunnel.flow",
        "leadFunnel.flow.contact",
        "leadFunnel.flow.contact.editing",
        "leadFunnel.score",
        "leadFunnel.score.idle",
      ].sort(),
    );
  });

  it("highlights the three regions of the loading screen and the score region", () => {
    const state = "flow.loading.timer.running, flow.loading.work.saved, flow.loading.offers.cards, score.idle";
    const step = stepOf(catalogue, state);
    expect(activeNodeIds(graph, stepValue(step.state)).sort()).toEqual(
      [
        "leadFunnel.flow",
        "leadFunnel.flow.loading",
        "leadFunnel.flow.loading.timer",
        "leadFunnel.flow.loading.timer.running",
        "leadFunnel.flow.loading.work",
        "leadFunnel.flow.loading.work.saved",
        "leadFunnel.flow.loading.offers",
        "leadFunnel.flow.loading.offers.cards",
        "leadFunnel.score",
        "leadFunnel.score.idle",
      ].sort(),
    );
    expect(describeValue(stepValue(step.state))).toBe(state.replaceAll(", ", " · "));
  });

  it("highlights a state of every step of every path (no step replays as nothing)", () => {
    const dark = (catalogue?.paths ?? []).flatMap((path) =>
      path.steps.filter((step) => activeNodeIds(graph, stepValue(step.state)).length === 0).map(() => path.title),
    );
    expect(catalogue?.paths.length).toBeGreaterThan(0);
    expect(dark).toEqual([]);
  });
});
