import { useActorRef, useSelector } from "@xstate/react";
import { type ActorRefFrom, fromPromise } from "xstate";
import { manualReviewMachine } from "../../../machines/manual-review/machine";
import {
  selectBusy,
  selectCanConfirm,
  selectCase,
  selectDeciding,
  selectDecision,
  selectFailed,
  selectMessage,
  selectOutcome,
  selectQueue,
  selectReason,
  selectStage,
} from "../../../machines/manual-review/selectors";
import type { CaseView, DecisionInput, DecisionOutcome, QueueItem } from "../../../machines/manual-review/types";
import { reviewCaseEndpoint, reviewDecideEndpoint, reviewQueueEndpoint } from "../../contract/operator";
import { inspect } from "../../state/inspection";
import { staffCall } from "./staff-client";

export type ManualReviewActorRef = ActorRefFrom<typeof manualReviewMachine>;

/** Binds machines/manual-review to the back-office calls (the actor is inspected like every flow). */
export function useManualReviewActor(): ManualReviewActorRef {
  return useActorRef(
    manualReviewMachine.provide({
      actors: {
        loadQueue: fromPromise<QueueItem[], void>(async () => (await staffCall(reviewQueueEndpoint)).rows),
        loadCase: fromPromise<CaseView, { code: string }>(({ input }) =>
          staffCall(reviewCaseEndpoint, { params: { id: input.code } }),
        ),
        submitDecision: fromPromise<DecisionOutcome, DecisionInput>(({ input }) =>
          staffCall(reviewDecideEndpoint, {
            params: { id: input.code },
            body: { decision: input.decision, reason: input.note },
          }),
        ),
      },
    }),
    { inspect },
  );
}

/** The view of a review actor (named selectors) and one callback per event: the screen and its stories use it. */
export function useManualReviewView(actorRef: ManualReviewActorRef) {
  const view = {
    stage: useSelector(actorRef, selectStage),
    busy: useSelector(actorRef, selectBusy),
    failed: useSelector(actorRef, selectFailed),
    deciding: useSelector(actorRef, selectDeciding),
    queue: useSelector(actorRef, selectQueue),
    current: useSelector(actorRef, selectCase),
    decision: useSelector(actorRef, selectDecision),
    reason: useSelector(actorRef, selectReason),
    message: useSelector(actorRef, selectMessage),
    outcome: useSelector(actorRef, selectOutcome),
    canConfirm: useSelector(actorRef, selectCanConfirm),
  };
  return {
    view,
    reload: () => actorRef.send({ type: "reload" }),
    open: (code: string) => actorRef.send({ type: "open", code }),
    retry: () => actorRef.send({ type: "retry" }),
    back: () => actorRef.send({ type: "back" }),
    approve: () => actorRef.send({ type: "approve" }),
    refuse: () => actorRef.send({ type: "refuse" }),
    changeReason: (value: string) => actorRef.send({ type: "note.change", value }),
    confirm: () => actorRef.send({ type: "confirm" }),
    cancel: () => actorRef.send({ type: "cancel" }),
    next: () => actorRef.send({ type: "next" }),
  };
}

export type ManualReviewView = ReturnType<typeof useManualReviewView>;
