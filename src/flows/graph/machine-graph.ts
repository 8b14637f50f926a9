import type { AnyStateMachine, AnyStateNode } from "xstate";
import { tf } from "../../i18n/vi-flows";

/** One state of a machine as the flow viewer draws it. */
export interface FlowNode {
  /** The state node's id (`leadFunnel.flow.contact`). */
  id: string;
  /** The keys from the root, dotted (`flow.contact`); "" for the root. */
  path: string;
  key: string;
  /** What the box says: the description when there is one, the key otherwise. */
  label: string;
  description: string | undefined;
  /** SPEC.md section and funnel step, from the state's `meta` when present. */
  spec: string | undefined;
  step: number | undefined;
  kind: AnyStateNode["type"];
  /** The initial state of its parent. */
  initial: boolean;
  /**
   * Transitions that stay inside this box (to itself, into one of its own states, or out to an
   * enclosing state), written in the box as `event → target` rather than drawn as arrows.
   */
  notes: string[];
  children: FlowNode[];
}

/** One transition: an arrow from a state to a target, labelled with its event. */
export interface FlowEdge {
  id: string;
  source: string;
  target: string;
  label: string;
}

export interface FlowGraph {
  machineId: string;
  root: FlowNode;
  edges: FlowEdge[];
  /** Dotted path -> node id. */
  byPath: Map<string, string>;
}

function metaOf(node: AnyStateNode): { spec: string | undefined; step: number | undefined } {
  const meta: unknown = node.meta;
  if (typeof meta !== "object" || meta === null) return { spec: undefined, step: undefined };
  const { spec, step } = meta as { spec?: unknown; step?: unknown };
  return {
    spec: typeof spec === "string" || typeof spec === "number" ? String(spec) : undefined,
    step: typeof step === "number" ? step : undefined,
  };
}

/** A guard as a reader sees it: its name, `not x`, `a and b`; an inline function has no name. */
export function guardLabel(guard: unknown): string | undefined {
  if (typeof guard === "string") return guard;
  if (guard === null || guard === undefined) return undefined;
  const { type, guards } = guard as { type?: unknown; guards?: unknown };
  const inner = Array.isArray(guards) ? guards.map((g) => guardLabel(g) ?? "?") : [];
  if (type === "xstate.not") return `not ${inner[0] ?? "?"}`;
  if (type === "xstate.and") return inner.join(" and ");
  if (type === "xstate.or") return inner.join(" or ");
  if (typeof type === "string") return type;
  return undefined;
}

function delayLabel(delay: string): string {
  const ms = Number(delay);
  if (!Number.isFinite(ms)) return tf("flows_event_after", { delay });
  return tf("flows_event_after", { delay: tf("flows_event_seconds", { seconds: ms / 1000 }) });
}

/** An event type in words: `xstate.after.3000.x` -> "sau 3 giây", `xstate.done.actor.otp` -> "otp xong". */
export function eventLabel(eventType: string): string {
  if (eventType === "") return tf("flows_event_auto");
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after?.[1]) return delayLabel(after[1]);
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done?.[1]) return tf("flows_event_done", { name: done[1] });
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error?.[1]) return tf("flows_event_error", { name: error[1] });
  if (eventType.startsWith("xstate.done.state.")) return tf("flows_event_state_done");
  return eventType;
}

function toNode(node: AnyStateNode, initial: boolean, byPath: Map<string, string>): FlowNode {
  const path = node.path.join(".");
  byPath.set(path, node.id);
  const initialKey = node.type === "compound" ? node.initial?.target?.[0]?.key : undefined;
  const { spec, step } = metaOf(node);
  return {
    id: node.id,
    path,
    key: node.key,
    label: node.description ?? node.key,
    description: node.description,
    spec,
    step,
    kind: node.type,
    initial,
    notes: [],
    children: Object.values(node.states as Record<string, AnyStateNode>).map((child) =>
      toNode(child, child.key === initialKey, byPath),
    ),
  };
}

interface Transition {
  eventType: string;
  target?: ReadonlyArray<AnyStateNode> | undefined;
  guard?: unknown;
}

function nested(inner: string, outer: string): boolean {
  return inner.startsWith(`${outer}.`);
}

function collectEdges(node: AnyStateNode, edges: FlowEdge[], notes: Map<string, string[]>): void {
  const transitions: Transition[] = [...node.transitions.values()].flat();
  for (const always of node.always ?? []) transitions.push({ ...always, eventType: "" });
  for (const transition of transitions) {
    const guard = guardLabel(transition.guard);
    const label = guard ? `${eventLabel(transition.eventType)} [${guard}]` : eventLabel(transition.eventType);
    for (const target of transition.target ?? []) {
      if (target.id === node.id || nested(target.id, node.id) || nested(node.id, target.id)) {
        const arrow = target.id === node.id ? "↺" : `→ ${target.path.join(".")}`;
        notes.set(node.id, [...(notes.get(node.id) ?? []), `${label} ${arrow}`]);
      } else edges.push({ id: `e${edges.length}`, source: node.id, target: target.id, label });
    }
  }
  for (const child of Object.values(node.states as Record<string, AnyStateNode>)) collectEdges(child, edges, notes);
}

function attachNotes(node: FlowNode, notes: Map<string, string[]>): void {
  node.notes = notes.get(node.id) ?? [];
  for (const child of node.children) attachNotes(child, notes);
}

/**
 * The states and transitions of a machine: compound and parallel states hold their children;
 * every transition between two boxes side by side is an edge labelled with its event (and guard);
 * one that stays inside a box (self, into its own states, out to an enclosing one) is a note of
 * that box. Transitions without a target (they only run actions) are not drawn.
 */
export function machineGraph(machine: AnyStateMachine): FlowGraph {
  const byPath = new Map<string, string>();
  const root = toNode(machine.root, false, byPath);
  const edges: FlowEdge[] = [];
  const notes = new Map<string, string[]>();
  collectEdges(machine.root, edges, notes);
  attachNotes(root, notes);
  return { machineId: machine.id, root, edges, byPath };
}

/** The ids of the state nodes a state value makes active, ancestors included (root excluded). */
export function activeNodeIds(graph: FlowGraph, value: unknown): string[] {
  return [...new Set(collectActive(graph, value, []))];
}

function collectActive(graph: FlowGraph, value: unknown, prefix: string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((part) => collectActive(graph, part, prefix));
  if (typeof value === "string") return idsAlong(graph, [...prefix, ...value.split(".")]);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...idsAlong(graph, [...prefix, key]),
    ...collectActive(graph, inner, [...prefix, key]),
  ]);
}

function idsAlong(graph: FlowGraph, keys: string[]): string[] {
  const ids: string[] = [];
  for (let end = 1; end <= keys.length; end += 1) {
    const id = graph.byPath.get(keys.slice(0, end).join("."));
    if (id) ids.push(id);
  }
  return ids;
}

/** A state value as a reader sees it: `flow.contact.editing · score.idle`. */
export function describeValue(value: unknown): string {
  return leafPaths(value).join(" · ");
}

function leafPaths(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(leafPaths);
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => leafPaths(inner).map((leaf) => `${key}.${leaf}`));
}
