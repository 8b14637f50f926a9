import { getShortestPaths, getSimplePaths, type StatePath } from "@xstate/graph";
import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  fromPromise,
  fromTransition,
  type PromiseActorLogic,
} from "xstate";

/**
 * Model-based paths over @xstate/graph (see TOOLCHAIN.md "Model-based paths").
 *
 * How a machine test uses them (tests/machines/otp.test.ts is the worked example):
 *
 *   const fakes = createDeferredActors();
 *   const machine = leadFunnelMachine.provide({ actors: { scoreLead: fakes.actor<ScoreResult, ScoreInput>() } });
 *   const model = exploreMachine(machine, {
 *     input,
 *     // which events to try in a state: own event types, with payloads for done/error/after events;
 *     // keep it small (e.g. only walk a clock when nothing else changes) or the graph explodes
 *     events: (snapshot) => ownEvents(snapshot, { "xstate.done.actor.scoreLead": [{ type: "...", output }] }),
 *   });
 *   it("every transition has a path", () => expect(model.uncovered).toEqual([]));
 *   it.each(model.covering.map((p) => [describePath(p), p] as const))("%s", async (_, path) => {
 *     vi.useFakeTimers();
 *     await replayPath(path, { machine, input, fakes });
 *   });
 *
 * Rules for the machine under test: give every invoke an `id` (its done/error events carry it, and the
 * deferred fakes are keyed by it); use named or numeric delays; fakes are supplied with `.provide()`.
 * Events are tried with `snapshot.can()`, so guarded-off events add no vertex.
 *
 * A view test replays the same paths with the view rendered: pass `clock: new SimulatedClock()` instead of
 * vitest fake timers (Testing Library's async wrapper waits on a real setTimeout(0), which hangs under
 * `vi.useFakeTimers()`), `wrap: (run) => act(run)`, render in `onStart(actor)` and check the screen in
 * `onStep(snapshot)`.
 *
 * Coverage counts every transition a step takes, microsteps included (raised events, `always`), by
 * replaying each step purely with an inspected actor scope; transitions are named
 * `#source --event--> #targets [guard]` (`after(TICK)`, `done(verifyOtp)`, `always`).
 */
export type Path = StatePath<AnyMachineSnapshot, AnyEventObject>;
export type EventsFor = (snapshot: AnyMachineSnapshot) => AnyEventObject[];
type Payloads = Record<string, AnyEventObject[] | undefined>;

export const XSTATE_AFTER = "xstate.after.";

/** A readable id: `#source --event--> #target [guard]`. */
function describeTransition(transition: AnyTransitionDefinition): string {
  const type = transition.eventType;
  const event =
    type === ""
      ? "always"
      : type.startsWith(XSTATE_AFTER)
        ? `after(${type.slice(XSTATE_AFTER.length).split(".")[0]})`
        : type.replace(/^xstate\.(done|error)\.actor\.(.+)$/, "$1($2)");
  const targets = transition.target?.map((node) => `#${node.id}`).join(",") || "(no target)";
  return `#${transition.source.id} --${event}--> ${targets}${guardLabel(transition.guard)}`;
}

function guardLabel(guard: unknown): string {
  if (guard === undefined) return "";
  if (typeof guard === "string") return ` [${guard}]`;
  if (typeof guard === "object" && guard !== null && "type" in guard) return ` [${String(guard.type)}]`;
  if (typeof guard === "function") return ` [${guard.name || "inline guard"}]`;
  return " [guard]";
}

function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(stateNodes)];
}

/** Every transition the machine defines (`on`, `after`, `always`, invoke onDone/onError, state onDone). */
export function definedTransitions(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const ids = new Map<AnyTransitionDefinition, string>();
  const seen = new Map<string, number>();
  const add = (transition: AnyTransitionDefinition) => {
    const base = describeTransition(transition);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.set(transition, count === 0 ? base : `${base} (${count + 1})`);
  };
  for (const node of stateNodes(machine.root)) {
    for (const list of node.transitions.values()) list.forEach(add);
    node.always?.forEach(add);
  }
  return ids;
}

/**
 * The transitions one step takes, microsteps included (raised events, `always`), computed purely:
 * a scope whose system reports `@xstate.microstep` inspection events, and no action is executed.
 */
export function createStepRecorder(machine: AnyStateMachine) {
  const ids = definedTransitions(machine);
  let sink: AnyTransitionDefinition[] = [];
  const recorder = createActor(
    fromTransition((state: null) => state, null),
    {
      inspect: (inspection) => {
        if (inspection.type === "@xstate.microstep") sink.push(...inspection._transitions);
      },
    },
  );
  const scope: AnyActorScope = {
    self: recorder,
    id: "",
    sessionId: "machine-coverage",
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: recorder.system,
    stopChild: () => {},
    actionExecutor: () => {},
  };
  return (from: AnyMachineSnapshot, event: AnyEventObject): string[] => {
    sink = [];
    machine.transition(from, event, scope);
    return sink.map((transition) => ids.get(transition) ?? describeTransition(transition));
  };
}

/**
 * The event types the snapshot has transitions for, each with the payloads given for it (done/error
 * events need their output/error) or as a bare `{ type }`, keeping only those `snapshot.can()` takes.
 */
export function ownEvents(snapshot: AnyMachineSnapshot, payloads: Payloads = {}): AnyEventObject[] {
  const types: string[] = __unsafe_getAllOwnEventDescriptors(snapshot);
  return types
    .filter((type) => !type.includes("*"))
    .flatMap((type) => payloads[type] ?? [{ type }])
    .filter((event) => snapshot.can(event));
}

function serializeSnapshot(snapshot: AnyMachineSnapshot): string {
  return JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });
}

/** One graph vertex per transition taken (previous state + event + state), so paths cover transitions. */
export function serializeTransition(
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject | undefined,
  previous?: AnyMachineSnapshot,
): string {
  const here = serializeSnapshot(snapshot);
  if (!event || !previous) return here;
  return `${serializeSnapshot(previous)} | ${event.type} ${JSON.stringify(event)} | ${here}`;
}

export interface ExploreOptions {
  input?: unknown;
  events: EventsFor;
  algorithm?: "shortest" | "simple";
  /** Throws when the graph grows past this many vertices. */
  limit?: number;
}

export interface MachineModel {
  paths: Path[];
  defined: string[];
  covered: string[];
  /** Defined transitions no path takes: a test asserts this is empty. */
  uncovered: string[];
  /** A few paths (the shortest taking each transition) that together take every covered transition. */
  covering: Path[];
}

/** (from, event) pairs of a path; step 0 is the initial state. */
function stepPairs(path: Path) {
  return path.steps.slice(1).map((step, i) => ({ from: path.steps[i]!.state, event: step.event }));
}

export function exploreMachine(machine: AnyStateMachine, options: ExploreOptions): MachineModel {
  const generate = options.algorithm === "simple" ? getSimplePaths : getShortestPaths;
  const paths: Path[] = generate(machine, {
    input: options.input,
    events: options.events,
    serializeState: serializeTransition,
    limit: options.limit ?? 100_000,
  });
  const takenBy = createStepRecorder(machine);
  const best = new Map<string, Path>();
  for (const path of paths) {
    const last = stepPairs(path).at(-1);
    if (!last) continue;
    for (const id of takenBy(last.from, last.event)) {
      const known = best.get(id);
      if (!known || known.steps.length > path.steps.length) best.set(id, path);
    }
  }
  const defined = [...definedTransitions(machine).values()];
  return {
    paths,
    defined,
    covered: [...best.keys()],
    uncovered: defined.filter((id) => !best.has(id)),
    covering: [...new Set(best.values())].sort((a, b) => a.steps.length - b.steps.length),
  };
}

/** The transitions starting the machine takes before any event (e.g. a `routing` state picking the stage). */
export function startTransitions(machine: AnyStateMachine, input: unknown): string[] {
  const ids = definedTransitions(machine);
  const taken: string[] = [];
  const actor = createActor(machine, {
    input,
    inspect: (inspection) => {
      if (inspection.type === "@xstate.microstep") {
        for (const transition of inspection._transitions) taken.push(ids.get(transition) ?? "?");
      }
    },
  });
  actor.start();
  actor.stop();
  return taken;
}

/** Transitions the given paths take (for hand-written or filtered path lists). */
export function uncoveredTransitions(machine: AnyStateMachine, paths: Path[]): string[] {
  const takenBy = createStepRecorder(machine);
  const covered = new Set(paths.flatMap((path) => stepPairs(path).flatMap(({ from, event }) => takenBy(from, event))));
  return [...definedTransitions(machine).values()].filter((id) => !covered.has(id));
}

/** A short event name: `after(TICK)`, `done(verifyOtp {"kind":"wrong"})`, `error(verifyOtp Mất kết nối)`. */
function describeEvent(event: AnyEventObject): string {
  if (event.type.startsWith(XSTATE_AFTER)) return `after(${event.type.split(".")[2]})`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (!actor) return event.type;
  const detail = actor[1] === "done" ? JSON.stringify(event.output) : String(event.error);
  return `${actor[1]}(${actor[2]} ${(detail ?? "").slice(0, 40)})`;
}

/** `state value via event, event, ...` with runs of the same event folded (`after(TICK) x300`). */
export function describePath(path: Path): string {
  const runs: string[] = [];
  let previous = "";
  let count = 0;
  for (const { event } of path.steps.slice(1)) {
    const name = describeEvent(event);
    if (name === previous) count += 1;
    else {
      if (previous) runs.push(count > 1 ? `${previous} x${count}` : previous);
      previous = name;
      count = 1;
    }
  }
  if (previous) runs.push(count > 1 ? `${previous} x${count}` : previous);
  return `${JSON.stringify(path.state.value)} via ${runs.join(", ") || "(initial)"}`;
}

/** Promise actors whose answers a test (or a replayed path) settles, keyed by the invoke id. */
export function createDeferredActors() {
  const pending = new Map<string, { resolve: (output: unknown) => void; reject: (error: unknown) => void }>();
  const started: Array<{ id: string; input: unknown }> = [];
  const take = (id: string) => {
    const entry = pending.get(id);
    if (!entry) throw new Error(`No pending actor "${id}" (running: ${[...pending.keys()].join(", ") || "none"})`);
    pending.delete(id);
    return entry;
  };
  return {
    actor<TOutput, TInput>(): PromiseActorLogic<TOutput, TInput> {
      return fromPromise<TOutput, TInput>(
        ({ input, self }) =>
          new Promise<TOutput>((resolve, reject) => {
            started.push({ id: self.id, input });
            pending.set(self.id, { resolve: (output) => resolve(output as TOutput), reject });
          }),
      );
    },
    resolve: (id: string, output: unknown) => take(id).resolve(output),
    reject: (id: string, error: unknown) => take(id).reject(error),
    isPending: (id: string) => pending.has(id),
    /** Inputs the actors were started with, oldest first. */
    started,
  };
}
export type DeferredActors = ReturnType<typeof createDeferredActors>;
