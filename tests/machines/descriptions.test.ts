import { readdirSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { AnyStateNode } from "xstate";
import { ALL_MACHINES } from "../paths/all-machines";

/**
 * Every state node of every machine says, in words a product owner reads, what it is (`description`)
 * and where SPEC.md describes it (`meta.spec`); the lead form's steps carry their step number.
 */
const nodesOf = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(nodesOf)];
const metaOf = (node: AnyStateNode) => (node.meta ?? {}) as { spec?: unknown; step?: unknown };

describe("machine words", () => {
  it("lists every machine folder", () => {
    const folders = readdirSync(resolve("machines"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== "shared")
      .map((entry) => entry.name);
    expect(Object.keys(ALL_MACHINES).sort()).toEqual(folders.sort());
  });

  it.each(Object.entries(ALL_MACHINES))("%s: every state node has a description and a SPEC section", (_, machine) => {
    const nodes = nodesOf(machine.root);
    const missing = nodes.filter((node) => typeof node.description !== "string" || node.description.trim().length < 8);
    expect(
      missing.map((node) => node.id),
      "states without a description",
    ).toEqual([]);
    // "4 Lead form", "2 Popups and menus": a section number and its title.
    const unplaced = nodes.filter((node) => !/^\d+ \S.{3,}$/.test(String(metaOf(node).spec)));
    expect(
      unplaced.map((node) => node.id),
      "states without meta.spec",
    ).toEqual([]);
  });

  it("names each machine after its folder (docs/paths/<folder>.md), the name the inspector and the flow viewer show", () => {
    const camel = (folder: string) => folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    const misnamed = Object.entries(ALL_MACHINES).filter(([folder, machine]) => machine.id !== camel(folder));
    expect(
      misnamed.map(([folder, machine]) => `${folder}: ${machine.id}`),
      "machines not named after their folder",
    ).toEqual([]);
  });

  it("names the lead form's screens by what they ask, each with its SPEC step number", () => {
    const flow = ALL_MACHINES["lead-funnel"]?.root.states.flow;
    const steps = Object.fromEntries(Object.entries(flow?.states ?? {}).map(([key, node]) => [key, metaOf(node).step]));
    expect(steps).toEqual({
      amount: 1,
      contact: 2,
      otp: 3,
      identity: 4,
      income: 5,
      housing: 6,
      marital: 7,
      dependents: 8,
      loading: undefined,
      result: 9,
      blacklisted: undefined,
    });
  });
});
