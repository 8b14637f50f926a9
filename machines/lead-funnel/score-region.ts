import { result } from "../shared/params";
import { scoreInput } from "./form";
import { failedScore, failure, funnelSetup } from "./setup";

/**
 * The score update of steps 5-8, beside the flow: `score.request` (raised by a choice or a Back) waits
 * SCORE_DEBOUNCE, so quick choices make one call, and replaces a call still in flight; `score.cancel`
 * drops it (back to step 4, the final score, reset). A failed call sets the score to 5 and shows the
 * message in its own popup (`score.fail` is raised by the flow's own score calls for the same popup).
 */
export const scoreRegion = funnelSetup.createStateConfig({
  description:
    "The score update of steps 5-8, beside the screens: a choice asks for one about 0.2 s later; a failure sets the score to 5 and shows its own popup.",
  meta: { spec: "4 Lead form" },
  initial: "idle",
  on: {
    "score.request": { target: ".waiting" },
    "score.cancel": { target: ".idle" },
    "score.fail": {
      target: ".failed",
      actions: { type: "setScoreNotice", params: ({ event }) => ({ notice: event.notice }) },
    },
  },
  states: {
    idle: { description: "No score update pending.", meta: { spec: "4 Lead form" } },
    waiting: {
      description: "A choice was made; the update waits about 0.2 s so quick choices make one call.",
      meta: { spec: "4 Lead form" },
      tags: "scoring",
      after: { SCORE_DEBOUNCE: "requesting" },
    },
    requesting: {
      description: "The score update call is in flight; the score bar updates when it answers.",
      meta: { spec: "4 Lead form" },
      tags: "scoring",
      invoke: {
        id: "scoreUpdate",
        src: "scoreLead",
        input: ({ context }) => scoreInput(context, 1),
        onDone: [
          { guard: { type: "isOk", params: result }, target: "idle", actions: { type: "applyScore", params: result } },
          { target: "failed", actions: ["resetScore", { type: "setScoreNotice", params: failedScore }] },
        ],
        onError: { target: "failed", actions: ["resetScore", { type: "setScoreNotice", params: failure }] },
      },
    },
    failed: {
      description:
        "The score call failed: the score is 5 and the 'Thông báo' popup shows its message; the choices wait until it is closed.",
      meta: { spec: "4 Lead form" },
      tags: "scoreNotice",
      on: { "scoreNotice.close": { target: "idle", actions: "clearScoreNotice" } },
    },
  },
});
