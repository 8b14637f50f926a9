import { assign, setup } from "xstate";
import { DELAY, TRACKING_STATUS } from "../../src/domain/constants";
import { notProvided } from "../shared/not-provided";
import type {
  InactivityContext,
  InactivityEvent,
  InactivityTag,
  SaveLogParams,
  SaveReason,
  TrackingStatus,
} from "./types";

/**
 * Visit tracking and inactivity (SPEC.md section 4 "Tracking").
 *
 * - `tracking` runs two regions side by side: `autosave` saves the log every 30 s (named delay AUTOSAVE)
 *   whatever the visitor does, and `idle` waits 4 minutes (IDLE_CUTOFF) for activity; every `activity`
 *   event (mouse, key, scroll, click) starts that wait again.
 * - The funnel moves the status with `tracking.status`: only forward (the furthest status reached is
 *   the conversion status), and every new status is saved at once, so the time each step took is known.
 * - 30 s before the cut-off (IDLE_WARN after the last activity) the idle watch moves to `warning`
 *   (tag "warning": the app asks "Bạn vẫn đang xem chứ?"); any activity, one tap on the question
 *   included, goes back to `watching`; 30 s later (IDLE_LAST_CALL) comes the cut-off, still 4 minutes
 *   after the last activity (issue 33 major 3).
 * - At the cut-off tracking stops, the click cookie is removed, a final log is saved when the visitor got
 *   past the page visit (status 1), and after 0.5 s (IDLE_REDIRECT) the page returns to / (`goHome`).
 *
 * Every effect is a named action the app supplies with `.provide()`; the placeholders throw.
 */

const MAX_STATUS = TRACKING_STATUS.dependents;

const save =
  (reason: SaveReason) =>
  ({ context }: { context: InactivityContext }): SaveLogParams => ({ status: context.status, reason });

export const inactivityMachine = setup({
  types: {
    context: {} as InactivityContext,
    events: {} as InactivityEvent,
    tags: {} as InactivityTag,
  },
  actions: {
    saveLog: (_, _params: SaveLogParams) => notProvided("saveLog"),
    removeClickCookie: () => notProvided("removeClickCookie"),
    goHome: () => notProvided("goHome"),
    setStatus: assign((_, params: { status: TrackingStatus }) => ({ status: params.status })),
  },
  guards: {
    isFurther: ({ context }, params: { status: number }) =>
      Number.isInteger(params.status) && params.status > context.status && params.status <= MAX_STATUS,
    isPastVisit: ({ context }) => context.status > TRACKING_STATUS.visit,
  },
  delays: {
    AUTOSAVE: DELAY.AUTOSAVE,
    IDLE_WARN: DELAY.IDLE_CUTOFF - DELAY.IDLE_WARNING,
    IDLE_LAST_CALL: DELAY.IDLE_WARNING,
    IDLE_REDIRECT: DELAY.IDLE_REDIRECT,
  },
}).createMachine({
  description:
    "Visit tracking and inactivity: the log is saved every 30 s and at each new status; after 4 minutes without activity tracking stops and the page returns to /.",
  meta: { spec: "4 Tracking" },
  id: "inactivity",
  context: { status: TRACKING_STATUS.visit },
  initial: "tracking",
  states: {
    tracking: {
      description:
        "Tracking runs: auto-save and the inactivity watch side by side; the status only moves forward and each new one is saved at once.",
      meta: { spec: "4 Tracking" },
      type: "parallel",
      tags: ["tracking"],
      // The page visit (status 1) is recorded on the first load.
      entry: { type: "saveLog", params: save("visit") },
      on: {
        "tracking.status": {
          guard: { type: "isFurther", params: ({ event }) => ({ status: event.status }) },
          actions: [
            { type: "setStatus", params: ({ event }) => ({ status: event.status as TrackingStatus }) },
            { type: "saveLog", params: save("status") },
          ],
        },
      },
      states: {
        autosave: {
          description: "Tracking is auto-saved every 30 seconds.",
          meta: { spec: "4 Tracking" },
          initial: "waiting",
          states: {
            waiting: {
              description: "Waiting 30 seconds until the next save.",
              meta: { spec: "4 Tracking" },
              after: {
                AUTOSAVE: { target: "waiting", reenter: true, actions: { type: "saveLog", params: save("autosave") } },
              },
            },
          },
        },
        idle: {
          description: "The inactivity watch: mouse, key, scroll or click activity starts the 4 minutes again.",
          meta: { spec: "4 Tracking" },
          initial: "watching",
          states: {
            watching: {
              description: "Waiting for activity; 3 minutes 30 seconds without any, the visitor is warned.",
              meta: { spec: "4 Tracking" },
              on: { activity: { target: "watching", reenter: true } },
              after: { IDLE_WARN: { target: "warning" } },
            },
            warning: {
              description:
                "30 seconds before the 4-minute cut-off: the visitor is asked whether they are still there; one tap (any activity) starts the wait again.",
              meta: { spec: "4 Tracking" },
              tags: ["warning"],
              on: { activity: { target: "watching" } },
              after: {
                IDLE_LAST_CALL: [
                  {
                    guard: "isPastVisit",
                    target: "#inactivity.closing",
                    actions: ["removeClickCookie", { type: "saveLog", params: save("final") }],
                  },
                  { target: "#inactivity.closing", actions: "removeClickCookie" },
                ],
              },
            },
          },
        },
      },
    },
    closing: {
      description:
        "4 minutes without activity: tracking stopped, the click cookie removed, a final log saved past step 1; the page returns to / after 0.5 s.",
      meta: { spec: "4 Tracking" },
      tags: ["stopped"],
      after: { IDLE_REDIRECT: { target: "stopped", actions: "goHome" } },
    },
    stopped: { description: "Tracking is over.", meta: { spec: "4 Tracking" }, type: "final", tags: ["stopped"] },
  },
});
