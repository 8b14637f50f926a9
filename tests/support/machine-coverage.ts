import { afterEach, beforeEach, expect, vi } from "vitest";
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type SimulatedClock,
} from "xstate";
import { type DeferredActors, describePath, type Path, XSTATE_AFTER } from "./machine-paths";

/**
 * Replaying model paths on real actors (vitest only). The graph side (exploring a machine, its
 * transitions, path names, deferred fakes) is in machine-paths.ts, which scripts can import too.
 */
export * from "./machine-paths";

/** Every test of the file runs on vitest's fake timers (and Date), real ones again after it. */
export function fakeTimersInEachTest(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Lets settled promises deliver their done/error events (with or without fake timers). */
export async function flush(): Promise<void> {
  if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
  else await new Promise((resolve) => setTimeout(resolve, 0));
}

function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  const name = eventType.slice(XSTATE_AFTER.length).split(".")[0] ?? "";
  if (/^\d+$/.test(name)) return Number(name);
  const delay: unknown = machine.implementations.delays[name];
  if (typeof delay === "number") return delay;
  if (typeof delay === "function") {
    const resolve = delay as (args: { context: unknown; event: AnyEventObject }) => number;
    return resolve({ context: snapshot.context, event: { type: eventType } });
  }
  throw new Error(`Unknown delay "${name}" in ${eventType}`);
}

export interface StepDriver {
  /** The machine the path was generated from, provided with `fakes`' actors. */
  machine: AnyStateMachine;
  fakes: DeferredActors;
  /**
   * Drive delays with this clock instead of vitest fake timers. Use it when a view is rendered with
   * Testing Library: its async wrapper waits on a real `setTimeout(0)`, which never fires under
   * `vi.useFakeTimers()` (Testing Library only advances jest's fake timers), so user-event hangs.
   */
  clock?: SimulatedClock;
  /** Wraps every step, e.g. Testing Library's `act` when a view is rendered. */
  wrap?: (run: () => Promise<void>) => Promise<void>;
}

/** Performs one path event on a real actor: advance (fake or simulated) time, settle a fake, or send. */
export async function performStep(actor: AnyActorRef, event: AnyEventObject, driver: StepDriver): Promise<void> {
  const run = async () => {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    if (event.type.startsWith(XSTATE_AFTER)) {
      const ms = delayOf(driver.machine, event.type, actor.getSnapshot());
      if (driver.clock) driver.clock.increment(ms);
      else await vi.advanceTimersByTimeAsync(ms);
    } else if (done?.[1]) {
      driver.fakes.resolve(done[1], event.output);
    } else if (error?.[1]) {
      driver.fakes.reject(error[1], event.error);
    } else {
      actor.send(event);
    }
    await flush();
  };
  await (driver.wrap ? driver.wrap(run) : run());
}

export interface ReplayOptions extends StepDriver {
  input?: unknown;
  /** Called once the actor runs, e.g. to render the view bound to it. */
  onStart?: (actor: AnyActorRef) => void | Promise<void>;
  /** Extra checks after every step (e.g. the view shows the right thing). */
  onStep?: (snapshot: AnyMachineSnapshot, index: number) => void | Promise<void>;
}

/**
 * Drives a real actor along a path and compares its value, context and status with the path's
 * snapshot after every step. Delays run on `vi.useFakeTimers()` or, when given, on `clock`.
 */
export async function replayPath(path: Path, options: ReplayOptions): Promise<void> {
  // An explicit `clock: undefined` would replace xstate's default clock: pass it only when given.
  const clock = options.clock ? { clock: options.clock } : {};
  const actor = createActor(options.machine, { input: options.input, ...clock });
  actor.start();
  try {
    await options.onStart?.(actor);
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) await performStep(actor, step.event, options);
      const actual: AnyMachineSnapshot = actor.getSnapshot();
      const where = `step ${index} (${step.event.type}) of ${describePath(path)}`;
      expect({ value: actual.value, status: actual.status }, where).toEqual({
        value: step.state.value,
        status: step.state.status,
      });
      expect(actual.context, where).toEqual(step.state.context);
      await options.onStep?.(actual, index);
    }
  } finally {
    actor.stop();
  }
}
