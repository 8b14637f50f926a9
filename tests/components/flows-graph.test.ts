import { describe, expect, it } from "vitest";
import { setup } from "xstate";
import { toElkGraph } from "../../src/flows/graph/elk-layout";
import { layoutMachine } from "../../src/flows/graph/layout-machine";
import { activeNodeIds, describeValue, machineGraph } from "../../src/flows/graph/machine-graph";

/** A small machine written for this test: a door that opens wide or ajar and closes itself. */
const door = setup({ guards: { allowed: () => true }, actions: { touch: () => undefined } }).createMachine({
  id: "door",
  initial: "closed",
  states: {
    closed: {
      description: "Cửa đóng",
      meta: { spec: "4", step: 1 },
      on: { OPEN: { target: "open", guard: "allowed" } },
    },
    open: {
      initial: "wide",
      on: { CLOSE: "closed", TOUCH: { actions: "touch" }, RESET: ".wide" },
      states: {
        wide: { on: { NARROW: "ajar", PUSH: "wide" } },
        ajar: { after: { 3000: "#door.closed" } },
      },
    },
  },
});

describe("machineGraph", () => {
  const graph = machineGraph(door);

  it("nests the states as the machine does, with the description as label when there is one", () => {
    const [closed, open] = graph.root.children;
    expect(closed).toMatchObject({ id: "door.closed", label: "Cửa đóng", key: "closed", spec: "4", step: 1 });
    expect(closed?.initial).toBe(true);
    expect(open).toMatchObject({ id: "door.open", label: "open", kind: "compound", initial: false });
    expect(open?.children.map((child) => [child.id, child.initial])).toEqual([
      ["door.open.wide", true],
      ["door.open.ajar", false],
    ]);
  });

  it("draws every transition with a target as an edge labelled with its event and guard", () => {
    const edges = graph.edges.map(({ source, target, label }) => `${source} -> ${target}: ${label}`);
    expect(edges.sort()).toEqual(
      [
        "door.closed -> door.open: OPEN [allowed]",
        "door.open -> door.closed: CLOSE",
        "door.open.wide -> door.open.ajar: NARROW",
        "door.open.ajar -> door.closed: sau 3 giây",
      ].sort(),
    );
  });

  it("writes a transition that stays inside a box as a note of that box, not an arrow", () => {
    const [, open] = graph.root.children;
    expect(open?.notes).toEqual(["RESET → open.wide"]);
    expect(open?.children[0]?.notes).toEqual(["PUSH ↺"]);
    expect(graph.edges.some((edge) => edge.label === "RESET" || edge.label === "PUSH")).toBe(false);
  });

  it("turns a state value into the active boxes, ancestors included", () => {
    expect(activeNodeIds(graph, { open: "ajar" })).toEqual(["door.open", "door.open.ajar"]);
    expect(activeNodeIds(graph, "closed")).toEqual(["door.closed"]);
    expect(activeNodeIds(graph, "open.wide")).toEqual(["door.open", "door.open.wide"]);
    expect(describeValue({ flow: { contact: "editing" }, score: "idle" })).toBe("flow.contact.editing · score.idle");
    expect(describeValue(["flow.contact.editing", "score.idle"])).toBe("flow.contact.editing · score.idle");
    expect(activeNodeIds(graph, ["closed", "open.wide"])).toEqual(["door.closed", "door.open", "door.open.wide"]);
  });
});

describe("the ELK graph", () => {
  const graph = machineGraph(door);

  it("holds compound states as nodes with children and every edge at the root with its label", () => {
    const elk = toElkGraph(graph);
    expect(elk.layoutOptions?.["elk.hierarchyHandling"]).toBe("INCLUDE_CHILDREN");
    expect(elk.children?.map((child) => [child.id, child.children?.map((inner) => inner.id) ?? []])).toEqual([
      ["door.closed", []],
      ["door.open", ["door.open.wide", "door.open.ajar"]],
    ]);
    expect(elk.edges?.map((edge) => edge.labels?.[0]?.text).sort()).toEqual(
      ["CLOSE", "NARROW", "OPEN [allowed]", "sau 3 giây"].sort(),
    );
  });

  it("lays the boxes out with children inside their parent and arrows between them (elkjs)", async () => {
    const layout = await layoutMachine(graph);
    const box = (id: string) => layout.nodes.find((placed) => placed.node.id === id);
    const open = box("door.open");
    const wide = box("door.open.wide");
    if (!open || !wide) throw new Error("missing boxes");
    expect(wide.x).toBeGreaterThanOrEqual(open.x);
    expect(wide.y).toBeGreaterThan(open.y);
    expect(wide.x + wide.width).toBeLessThanOrEqual(open.x + open.width);
    expect(wide.y + wide.height).toBeLessThanOrEqual(open.y + open.height);
    expect(layout.edges).toHaveLength(4);
    for (const edge of layout.edges) expect(edge.points.length).toBeGreaterThanOrEqual(2);
    const narrow = layout.edges.find((edge) => edge.label?.text === "NARROW");
    const end = narrow?.points.at(-1);
    const ajar = box("door.open.ajar");
    if (!end || !ajar) throw new Error("missing NARROW arrow");
    // The arrow ends on the border of its target box.
    expect(end.x).toBeGreaterThanOrEqual(ajar.x - 1);
    expect(end.x).toBeLessThanOrEqual(ajar.x + ajar.width + 1);
    expect(end.y).toBeGreaterThanOrEqual(ajar.y - 1);
    expect(end.y).toBeLessThanOrEqual(ajar.y + ajar.height + 1);
  });
});
