import type { AnyStateMachine, AnyStateNode } from "xstate";
import { tf } from "../../i18n/vi-flows";
import type { StateWords } from "../../i18n/vi-flows-po";
import { eventWordsOrUndefined, guardType, guardWords, ifWords, stateWords } from "../words/flow-words";

/** One state of a machine as the flow viewer draws it. */
export interface FlowNode {
  /** The state node's id (`leadFunnel.flow.contact`). */
  id: string;
  /** The keys from the root, dotted (`flow.contact`); "" for the root. */
  path: string;
  key: string;
  /** What the box says: its Vietnamese name (src/i18n/vi-flows-po.ts), else the description or the key. */
  label: string;
  /** The developer's (English) description of the machine. */
  description: string | undefined;
  /** The product owner's words: name, full description, the screen's title. */
  words: StateWords | undefined;
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
  /** Set when the box is closed (collapse.ts): how many states it hides. */
  collapsedCount?: number;
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
  const { guards } = guard as { guards?: unknown };
  const type = guardType(guard);
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

/** Reads words for the states, events and guards of one machine (technical names when it has none). */
interface Speaker {
  state(path: string): StateWords | undefined;
  edge(eventType: string, guard: unknown): string;
}

function technicalEdge(eventType: string, guard: unknown): string {
  const named = guardLabel(guard);
  return named ? `${eventLabel(eventType)} [${named}]` : eventLabel(eventType);
}

function speakerFor(machine: AnyStateMachine, name: string | undefined): Speaker {
  if (!name) return { state: () => undefined, edge: technicalEdge };
  return {
    state: (path) => stateWords(name, path),
    edge: (eventType, guard) => {
      const event = eventWordsOrUndefined(name, machine, eventType);
      const condition = guard === undefined || guard === null ? undefined : guardWords(name, guard);
      if (!event || (guard && !condition)) return technicalEdge(eventType, guard);
      return condition ? `${event} · ${ifWords(condition)}` : event;
    },
  };
}

function toNode(node: AnyStateNode, initial: boolean, byPath: Map<string, string>, speaker: Speaker): FlowNode {
  const path = node.path.join(".");
  byPath.set(path, node.id);
  const initialKey = node.type === "compound" ? node.initial?.target?.[0]?.key : undefined;
  const { spec, step } = metaOf(node);
  const words = speaker.state(path);
  return {
    id: node.id,
    path,
    key: node.key,
    label: words?.name ?? node.description ?? node.key,
    description: node.description,
    words,
    spec,
    step,
    kind: node.type,
    initial,
    notes: [],
    children: Object.values(node.states as Record<string, AnyStateNode>).map((child) =>
      toNode(child, child.key === initialKey, byPath, speaker),
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

function collectEdges(node: AnyStateNode, edges: FlowEdge[], notes: Map<string, string[]>, speaker: Speaker): void {
  const transitions: Transition[] = [...node.transitions.values()].flat();
  for (const always of node.always ?? []) transitions.push({ ...always, eventType: "" });
  for (const transition of transitions) {
    const label = speaker.edge(transition.eventType, transition.guard);
    for (const target of transition.target ?? []) {
      if (target.id === node.id || nested(target.id, node.id) || nested(node.id, target.id)) {
        const inner = speaker.state(target.path.join("."))?.name ?? target.path.join(".");
        const arrow = target.id === node.id ? "↺" : `→ ${inner}`;
        notes.set(node.id, [...(notes.get(node.id) ?? []), `${label} ${arrow}`]);
      } else edges.push({ id: `e${edges.length}`, source: node.id, target: target.id, label });
    }
  }
  for (const child of Object.values(node.states as Record<string, AnyStateNode>))
    collectEdges(child, edges, notes, speaker);
}

function attachNotes(node: FlowNode, notes: Map<string, string[]>): void {
  node.notes = notes.get(node.id) ?? [];
  for (const child of node.children) attachNotes(child, notes);
}

/**
 * The states and transitions of a machine: compound and parallel states hold their children;
 * every transition between two boxes side by side is an edge labelled with its event (and guard);
 * one that stays inside a box (self, into its own states, out to an enclosing one) is a note of
 * that box. Transitions without a target (they only run actions) are not drawn. Given the
 * machine's folder name, states, events and guards read in the product owner's words.
 */
export function machineGraph(machine: AnyStateMachine, name?: string): FlowGraph {
  const speaker = speakerFor(machine, name);
  const byPath = new Map<string, string>();
  const root = toNode(machine.root, false, byPath, speaker);
  const edges: FlowEdge[] = [];
  const notes = new Map<string, string[]>();
  collectEdges(machine.root, edges, notes, speaker);
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
