import { expect } from "vitest";
import {
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type SimulatedClock,
} from "xstate";
import { type DeferredActors, flush, performStep } from "../support/machine-coverage";
import { type CataloguePath, describeState, dottedValue, eventWords } from "./catalogue";

export interface WordsReplay {
  machine: AnyStateMachine;
  fakes: DeferredActors;
  clock?: SimulatedClock;
  wrap?: (run: () => Promise<void>) => Promise<void>;
  /** Checks after every step (an oracle, the screen): called with the step number and the snapshot. */
  onStep?: (index: number, snapshot: AnyMachineSnapshot, actor: AnyActorRef) => void | Promise<void>;
  onStart?: (actor: AnyActorRef) => void | Promise<void>;
  /**
   * Performs a step the way a visitor would (a click, typing); returns false to leave it to the default
   * (advance the clock, settle a fake, or send the event). Run inside `wrap`, then the fakes are flushed.
   */
  perform?: (event: AnyEventObject, actor: AnyActorRef) => boolean | Promise<boolean>;
}

async function takeStep(actor: AnyActorRef, event: AnyEventObject, options: WordsReplay): Promise<void> {
  const { perform } = options;
  if (!perform) return performStep(actor, event, options);
  let handled = false;
  const run = async () => {
    handled = await perform(event, actor);
    await flush();
  };
  await (options.wrap ? options.wrap(run) : run());
  if (!handled) await performStep(actor, event, options);
}

const quoted = (machine: AnyStateMachine, dotted: string) =>
  dotted
    .split(", ")
    .map((leaf) => `${leaf} ("${describeState(machine, leaf)}")`)
    .join(" and ");

/** What a step did, in words, for failure messages: `step 7 (checkPhone blacklisted)`. */
export const stepWords = (entry: CataloguePath, index: number) => {
  const step = entry.path.steps[index];
  return index === 0 || !step ? "step 0 (start)" : `step ${index} (${eventWords(step.event)})`;
};

/**
 * Drives a real actor along a catalogue path. A wrong state fails with the step, what happened and both
 * states in words; a wrong context or status fails with the step and the state it happened in.
 */
export async function replayInWords(entry: CataloguePath, options: WordsReplay): Promise<void> {
  const clock = options.clock ? { clock: options.clock } : {};
  const actor = createActor(options.machine, { input: entry.input, ...clock });
  actor.start();
  try {
    await options.onStart?.(actor);
    for (const [index, step] of entry.path.steps.entries()) {
      if (index > 0) await takeStep(actor, step.event, options);
      const actual: AnyMachineSnapshot = actor.getSnapshot();
      const expected = dottedValue(step.state.value);
      const got = dottedValue(actual.value);
      const where = stepWords(entry, index);
      if (got !== expected) {
        throw new Error(
          `${where}: the machine should be in ${quoted(options.machine, expected)} but is in ${quoted(options.machine, got)}`,
        );
      }
      expect(actual.status, `${where}, in ${expected}: the machine's status`).toBe(step.state.status);
      expect(actual.context, `${where}, in ${expected}: what the machine remembers (context)`).toEqual(
        step.state.context,
      );
      await options.onStep?.(index, actual, actor);
    }
  } finally {
    actor.stop();
  }
}
