import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import type { ManualReviewContext } from "../../machines/manual-review/types";
import type { DeferredActors } from "../support/machine-paths";

/**
 * What the operator's manual-review screen (/quan-tri/duyet) must show, written from issue 31 ("A
 * manual-review queue for selfies and documents the server could not decide …: look at the images side
 * by side, approve or refuse with a reason; the applicant's records and the partner follow") and
 * docs/decisions/021-back-office.md (a reason is 5 to 300 characters, as for showing data in full), not
 * from the machine: the operator's situation (`ReviewExpected`), how each event moves it
 * (`nextReview`) and what the screen shows (`reviewShows`). tests/paths/machine-paths.test.ts compares
 * it with the machine's snapshot (`reviewShowsFromSnapshot`) at every step of every catalogue path.
 */

export type ReviewScreen =
  | "loading"
  | "queue"
  | "empty"
  | "loadFailed"
  | "opening"
  | "caseFailed"
  | "images"
  | "reason"
  | "sending"
  | "decided";

export interface ReviewExpected {
  screen: ReviewScreen;
  /** The application whose images are looked at. */
  code: string | null;
  decision: "approved" | "refused" | null;
  reason: string;
  /** A failure's message (the load's, or the decision's refusal shown under the reason). */
  message: string | null;
  /** What the decision answered: "approved queued", "refused none". */
  outcome: string | null;
  /** The calls so far: `queue`, `case HS…`, `decide HS… approved <reason>`. */
  calls: string[];
}

/** The screen opens loading the queue. */
export const startReview = (): ReviewExpected => ({
  screen: "loading",
  code: null,
  decision: null,
  reason: "",
  message: null,
  outcome: null,
  calls: ["queue"],
});

/** A decision needs its reason: 5 to 300 characters, spaces around not counted. */
const reasonOk = (reason: string) => reason.trim().length >= 5 && reason.trim().length <= 300;
const errorText = (error: unknown) => (error instanceof Error ? error.message : "");
const reload = (e: ReviewExpected): ReviewExpected => ({
  ...startReview(),
  calls: [...e.calls, "queue"],
});

export function nextReview(e: ReviewExpected, event: AnyEventObject): ReviewExpected {
  const at = e.screen;
  switch (event.type) {
    case "xstate.done.actor.loadQueue": {
      const rows = event.output as unknown[];
      return { ...e, screen: rows.length > 0 ? "queue" : "empty" };
    }
    case "xstate.error.actor.loadQueue":
      return { ...e, screen: "loadFailed", message: errorText(event.error) };
    case "reload":
      return at === "queue" || at === "empty" ? reload(e) : e;
    case "retry":
      if (at === "loadFailed") return reload(e);
      if (at === "caseFailed") return { ...e, screen: "opening", message: null, calls: [...e.calls, `case ${e.code}`] };
      return e;
    case "open":
      return at === "queue"
        ? { ...e, screen: "opening", code: event.code, calls: [...e.calls, `case ${event.code}`] }
        : e;
    case "xstate.done.actor.loadCase":
      return { ...e, screen: "images" };
    case "xstate.error.actor.loadCase":
      return { ...e, screen: "caseFailed", message: errorText(event.error) };
    case "back":
      return at === "images" || at === "caseFailed" ? reload(e) : e;
    case "approve":
    case "refuse":
      return at === "images"
        ? {
            ...e,
            screen: "reason",
            decision: event.type === "approve" ? "approved" : "refused",
            reason: "",
            message: null,
          }
        : e;
    case "cancel":
      return at === "reason" ? { ...e, screen: "images", decision: null, reason: "", message: null } : e;
    case "note.change":
      return at === "reason" ? { ...e, reason: event.value, message: null } : e;
    case "confirm":
      return at === "reason" && reasonOk(e.reason)
        ? { ...e, screen: "sending", calls: [...e.calls, `decide ${e.code} ${e.decision} ${e.reason.trim()}`] }
        : e;
    case "xstate.done.actor.submitDecision": {
      const output = event.output as { decision: string; delivery: string };
      return { ...e, screen: "decided", outcome: `${output.decision} ${output.delivery}` };
    }
    case "xstate.error.actor.submitDecision":
      return { ...e, screen: "reason", message: errorText(event.error) };
    case "next":
      return at === "decided" ? reload(e) : e;
    default:
      return e;
  }
}

export interface ReviewShows {
  screen: ReviewScreen;
  code: string | null;
  decision: "approved" | "refused" | null;
  reason: string | null;
  confirmEnabled: boolean;
  message: string | null;
  outcome: string | null;
  calls: string[];
}

export function reviewShows(e: ReviewExpected): ReviewShows {
  const onCase = ["opening", "caseFailed", "images", "reason", "sending"].includes(e.screen);
  const deciding = e.screen === "reason" || e.screen === "sending";
  return {
    screen: e.screen,
    code: onCase ? e.code : null,
    decision: deciding ? e.decision : null,
    reason: deciding ? e.reason : null,
    confirmEnabled: e.screen === "reason" && reasonOk(e.reason),
    message: ["loadFailed", "caseFailed", "reason"].includes(e.screen) ? e.message : null,
    outcome: e.screen === "decided" ? e.outcome : null,
    calls: e.calls,
  };
}

/** The calls the fakes were started with, in the oracle's words. */
export function reviewCalls(fakes: DeferredActors): string[] {
  return fakes.started.map(({ id, input }) => {
    const i = (input ?? {}) as { code?: string; decision?: string; note?: string };
    if (id === "loadQueue") return "queue";
    if (id === "loadCase") return `case ${i.code}`;
    return `decide ${i.code} ${i.decision} ${i.note}`;
  });
}

const SCREENS: Record<string, ReviewScreen> = {
  loading: "loading",
  queue: "queue",
  empty: "empty",
  loadFailed: "loadFailed",
  opening: "opening",
  caseFailed: "caseFailed",
  viewing: "images",
  deciding: "reason",
  submitting: "sending",
  decided: "decided",
};

export function reviewShowsFromSnapshot(snapshot: AnyMachineSnapshot, fakes: DeferredActors): ReviewShows {
  const c = snapshot.context as ManualReviewContext;
  const screen = SCREENS[String(snapshot.value)] ?? "loading";
  const deciding = snapshot.hasTag("deciding");
  return {
    screen,
    code: snapshot.hasTag("case") ? c.selected : null,
    decision: deciding ? c.decision : null,
    reason: deciding ? c.note : null,
    confirmEnabled: snapshot.can({ type: "confirm" }),
    message: snapshot.hasTag("error") || (deciding && !snapshot.hasTag("busy")) ? c.message : null,
    outcome: snapshot.hasTag("done") && c.outcome ? `${c.outcome.decision} ${c.outcome.delivery}` : null,
    calls: reviewCalls(fakes),
  };
}
