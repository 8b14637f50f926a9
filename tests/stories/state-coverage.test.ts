import { composeStories } from "@storybook/react-vite";
import { describe, expect, it } from "vitest";
import { NO_SCREEN } from "../../stories/support/no-screen-states";
import { declaredStates } from "../../stories/support/story-actor";

/**
 * Every leaf state of every machine (read from machines/*\/machine.ts at test time, so a renamed or
 * new state is seen) has a story resting in it, unless stories/support/no-screen-states.ts says why
 * it has no screen. Whether each story really rests in the state it declares is checked after its
 * play in Chromium (.storybook/preview.tsx, projects storybook-390 and storybook-1280).
 */

interface StateNodeLike {
  type: string;
  path: string[];
  states: Record<string, StateNodeLike>;
}
interface MachineLike {
  id: string;
  root: StateNodeLike;
}

const isMachine = (value: unknown): value is MachineLike =>
  typeof value === "object" && value !== null && "root" in value && "id" in value && "provide" in value;

const machineModules = import.meta.glob<Record<string, unknown>>("../../machines/*/machine.ts", { eager: true });
const machines = Object.values(machineModules).flatMap((mod) => Object.values(mod).filter(isMachine));

function nodes(node: StateNodeLike): StateNodeLike[] {
  return [node, ...Object.values(node.states).flatMap(nodes)];
}
const statePaths = (machine: MachineLike) =>
  nodes(machine.root)
    .filter((n) => n.type !== "history")
    .map((n) => [machine.id, ...n.path].join("."));
const leafPaths = (machine: MachineLike) =>
  nodes(machine.root)
    .filter((n) => n.type !== "history" && Object.keys(n.states).length === 0)
    .map((n) => [machine.id, ...n.path].join("."));

type StoryModule = Parameters<typeof composeStories>[0];
const storyModules = import.meta.glob<StoryModule>("../../stories/**/*.stories.tsx", { eager: true });
const stories = Object.entries(storyModules).flatMap(([file, mod]) =>
  Object.entries(composeStories(mod) as Record<string, { parameters?: Record<string, unknown> }>).map(
    ([name, story]) => ({
      name: `${file.replace("../../stories/", "")} › ${name}`,
      states: declaredStates(story.parameters?.state),
    }),
  ),
);

const leaves = machines.flatMap(leafPaths);
const allStates = new Set(machines.flatMap(statePaths));
const declared = new Set(stories.flatMap((story) => story.states));

describe("machine states in Storybook", () => {
  it("reads the machines and the stories", () => {
    expect(machines.map((machine) => machine.id)).toEqual(
      expect.arrayContaining(["otp", "passwordReset", "dataDeletion", "ekyc", "leadFunnel", "loanTicket"]),
    );
    expect(leaves.length).toBeGreaterThan(50);
    expect(declared.size).toBeGreaterThan(0);
  });

  it("every leaf state with a screen has a story declaring it", () => {
    const missing = leaves.filter((leaf) => !(leaf in NO_SCREEN) && !declared.has(leaf));
    expect(missing).toEqual([]);
  });

  it("the no-screen list names only leaf states that exist, and no story rests in one", () => {
    expect(Object.keys(NO_SCREEN).filter((state) => !leaves.includes(state))).toEqual([]);
    expect(Object.keys(NO_SCREEN).filter((state) => declared.has(state))).toEqual([]);
    for (const reason of Object.values(NO_SCREEN)) expect(reason.length).toBeGreaterThan(10);
  });

  it("every declared state names a state of a machine", () => {
    const unknown = stories.flatMap((story) =>
      story.states.filter((state) => !allStates.has(state)).map((state) => `${story.name}: ${state}`),
    );
    expect(unknown).toEqual([]);
  });
});
