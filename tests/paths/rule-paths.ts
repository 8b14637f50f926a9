import {
  __unsafe_getAllOwnEventDescriptors,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  initialTransition,
  transition,
} from "xstate";
import type { Path } from "../support/machine-paths";

/**
 * Paths written by hand, one per SPEC rule (an equivalence class or a boundary of SPEC sections 4 and 5),
 * beside the generated ones: each names its rule, its start and its inputs, and is replayed and checked
 * by the oracles like any catalogue path (tests/paths/machine-paths.test.ts).
 */
export interface RulePath {
  /** The SPEC section and the rule, in words: `SPEC 5 Age: 18 is accepted (born 2008, in 2026)`. */
  rule: string;
  /** The start, in words, with the inputs that matter: `purpose reset, 3 resends, attempts from SPEC`. */
  start: string;
  input: unknown;
  /** The events in order; `{ type: "after", delay: "TICK" }` is the named delay's timer firing. */
  events: AnyEventObject[];
}

export const after = (delay: string, times = 1): AnyEventObject[] =>
  Array.from({ length: times }, () => ({ type: "after", delay }));

/** The machine's own event for a delay in this state (`xstate.after.TICK.otp.session...`). */
function timerEvent(snapshot: AnyMachineSnapshot, delay: string): AnyEventObject {
  const type = __unsafe_getAllOwnEventDescriptors(snapshot).find((name: string) =>
    name.startsWith(`xstate.after.${delay}.`),
  );
  if (!type) throw new Error(`No ${delay} timer runs in ${JSON.stringify(snapshot.value)}`);
  return { type };
}

/** The path a rule's events take on the machine, computed purely (no actor runs). */
export function rulePath(machine: AnyStateMachine, rule: RulePath): Path {
  const [first] = initialTransition(machine, rule.input);
  let snapshot = first as AnyMachineSnapshot;
  const steps: Path["steps"] = [{ state: snapshot, event: { type: "xstate.init", input: rule.input } }];
  for (const given of rule.events) {
    const event = given.type === "after" ? timerEvent(snapshot, String(given.delay)) : given;
    const [next] = transition(machine, snapshot, event);
    snapshot = next as AnyMachineSnapshot;
    steps.push({ state: snapshot, event });
  }
  return { state: snapshot, steps, weight: steps.length - 1 };
}
