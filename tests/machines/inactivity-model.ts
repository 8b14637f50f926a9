import type { AnyMachineSnapshot } from "xstate";
import { inactivityMachine } from "../../machines/inactivity/machine";
import type { SaveLogParams } from "../../machines/inactivity/types";
import { ownEvents } from "../support/machine-paths";

/** The inactivity machine's model, shared by its machine test, its path tests and the QA catalogue. */
export type Effect = { type: "saveLog"; params: SaveLogParams } | { type: "removeClickCookie" } | { type: "goHome" };

/** The machine with recording effects: every effect the app would run, in order. */
export function recorded() {
  const effects: Effect[] = [];
  const machine = inactivityMachine.provide({
    actions: {
      saveLog: (_, params) => effects.push({ type: "saveLog", params }),
      removeClickCookie: () => effects.push({ type: "removeClickCookie" }),
      goHome: () => effects.push({ type: "goHome" }),
    },
  });
  return { machine, effects };
}

// Statuses 1..9 plus values the funnel must never be able to push (back, out of range, not an integer).
const statusPayloads = [0, 1, 2, 3, 5, 9, 10, 4.5].map((status) => ({ type: "tracking.status", status }));

/** Statuses move one step at a time in the graph (all nine are reached), plus the refused values above. */
export function inactivityEvents(snapshot: AnyMachineSnapshot) {
  return ownEvents(snapshot, {
    "tracking.status": [...statusPayloads, { type: "tracking.status", status: snapshot.context.status + 1 }],
  });
}
