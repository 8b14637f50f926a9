import { useActorRef, useSelector } from "@xstate/react";
import { type ActorRefFrom, fromPromise } from "xstate";
import { changeOwnPasswordMachine } from "../../../machines/change-own-password/machine";
import {
  selectBusy,
  selectCanSubmit,
  selectDone,
  selectEndedSessions,
  selectFields,
  selectRefusal,
} from "../../../machines/change-own-password/selectors";
import type { ChangeOwnPasswordInput, ChangeOwnPasswordResult } from "../../../machines/change-own-password/types";
import { t } from "../../i18n/t";
import { inspect } from "../../state/inspection";

export type ChangeOwnPasswordActorRef = ActorRefFrom<typeof changeOwnPasswordMachine>;

/** What the server answered: 200 changed (how many other sessions ended), else its message. */
export type ChangeOwnPasswordAnswer = { code: number; message?: string | undefined; data: unknown };
export type ChangeOwnPasswordCall = (body: ChangeOwnPasswordInput) => Promise<ChangeOwnPasswordAnswer>;

const endedOf = (data: unknown) =>
  typeof data === "object" && data !== null && "endedSessions" in data && typeof data.endedSessions === "number"
    ? data.endedSessions
    : 0;

/** The machine with the real call: the server's answer as the machine's result. */
export function changeOwnPasswordWith(submit: ChangeOwnPasswordCall) {
  return changeOwnPasswordMachine.provide({
    actors: {
      changeOwnPassword: fromPromise<ChangeOwnPasswordResult, ChangeOwnPasswordInput>(async ({ input }) => {
        const answer = await submit(input);
        return answer.code === 200
          ? { kind: "changed", endedSessions: endedOf(answer.data) }
          : { kind: "refused", message: answer.message ?? t("normal_error") };
      }),
    },
  });
}

/** Starts the machine over `submit` (inspected like every app actor). */
export function useChangeOwnPassword(submit: ChangeOwnPasswordCall): ChangeOwnPasswordActorRef {
  return useActorRef(changeOwnPasswordWith(submit), { inspect });
}

/** The view of the machine and one callback per event. */
export function useChangeOwnPasswordView(actorRef: ChangeOwnPasswordActorRef) {
  const view = {
    busy: useSelector(actorRef, selectBusy),
    done: useSelector(actorRef, selectDone),
    refusal: useSelector(actorRef, selectRefusal),
    fields: useSelector(
      actorRef,
      selectFields,
      (a, b) => a.current === b.current && a.password === b.password && a.repeat === b.repeat,
    ),
    endedSessions: useSelector(actorRef, selectEndedSessions),
    canSubmit: useSelector(actorRef, selectCanSubmit),
  };
  return {
    view,
    changeCurrent: (value: string) => actorRef.send({ type: "current.change", value }),
    changePassword: (value: string) => actorRef.send({ type: "password.change", value }),
    changeRepeat: (value: string) => actorRef.send({ type: "repeat.change", value }),
    submit: () => actorRef.send({ type: "form.submit" }),
  };
}
