import { assign, setup } from "xstate";
import { validateLoginPassword, validateNewPassword, validatePasswordConfirm } from "../../src/domain/validators";
import { placeholderActor } from "../shared/not-provided";
import type {
  ChangeOwnPasswordContext,
  ChangeOwnPasswordEvent,
  ChangeOwnPasswordInput,
  ChangeOwnPasswordResult,
  ChangeOwnPasswordTag,
} from "./types";

/**
 * "Đổi mật khẩu" (/doi-mat-khau) of a signed-in customer (issue 33).
 *
 * - `editing`: the current password, the new one (6-20) and its repeat; submit only when all three are right.
 * - `saving`: `changeOwnPassword` asks the server; the fields are frozen.
 * - `refused`: the server's message under the current password (a wrong one); typing it again edits.
 * - `done`: changed; the server ended the customer's other sessions and renewed this one.
 *
 * `changeOwnPassword` is a placeholder the app supplies with `.provide()`.
 */

const resultOf = ({ event }: { event: { output: ChangeOwnPasswordResult } }) => ({ result: event.output });
const SPEC = "2 Account screens";

export const changeOwnPasswordMachine = setup({
  types: {
    context: {} as ChangeOwnPasswordContext,
    events: {} as ChangeOwnPasswordEvent,
    tags: {} as ChangeOwnPasswordTag,
  },
  actors: {
    changeOwnPassword: placeholderActor<ChangeOwnPasswordResult, ChangeOwnPasswordInput>("changeOwnPassword"),
  },
  guards: {
    isChanged: (_, params: { result: ChangeOwnPasswordResult }) => params.result.kind === "changed",
    canSubmit: ({ context }) =>
      validateLoginPassword(context.current) === null &&
      validateNewPassword(context.password) === null &&
      validatePasswordConfirm(context.password, context.repeat) === null,
  },
  actions: {
    setCurrent: assign(({ event }) => (event.type === "current.change" ? { current: event.value, refusal: null } : {})),
    setPassword: assign(({ event }) =>
      event.type === "password.change" ? { password: event.value.slice(0, 20) } : {},
    ),
    setRepeat: assign(({ event }) => (event.type === "repeat.change" ? { repeat: event.value.slice(0, 20) } : {})),
    takeChange: assign((_, params: { result: ChangeOwnPasswordResult }) =>
      params.result.kind === "changed"
        ? { endedSessions: params.result.endedSessions, current: "", password: "", repeat: "" }
        : {},
    ),
    refuse: assign((_, params: { result: ChangeOwnPasswordResult }) => ({
      refusal: params.result.kind === "refused" ? params.result.message : "",
    })),
    showFailure: assign({ refusal: "" }),
  },
}).createMachine({
  description: "A signed-in customer changes their password: the current one, the new one twice; other sessions end.",
  meta: { spec: SPEC },
  id: "changeOwnPassword",
  context: { current: "", password: "", repeat: "", refusal: null, endedSessions: 0 },
  initial: "editing",
  states: {
    editing: {
      description: "The three fields; the button says what is missing until all three are right.",
      meta: { spec: SPEC },
      tags: ["form"],
      on: {
        "current.change": { actions: "setCurrent" },
        "password.change": { actions: "setPassword" },
        "repeat.change": { actions: "setRepeat" },
        "form.submit": { guard: "canSubmit", target: "saving" },
      },
    },
    saving: {
      description: "The server checks the current password and sets the new one (changeOwnPassword).",
      meta: { spec: SPEC },
      tags: ["form", "busy"],
      invoke: {
        id: "changeOwnPassword",
        src: "changeOwnPassword",
        input: ({ context }) => ({ currentPassword: context.current, password: context.password }),
        onDone: [
          {
            guard: { type: "isChanged", params: resultOf },
            target: "done",
            actions: { type: "takeChange", params: resultOf },
          },
          { target: "refused", actions: { type: "refuse", params: resultOf } },
        ],
        onError: { target: "refused", actions: "showFailure" },
      },
    },
    refused: {
      description: "Refused (a wrong current password) or failed: the message under the current password.",
      meta: { spec: SPEC },
      tags: ["form", "error"],
      on: {
        "current.change": { target: "editing", actions: "setCurrent" },
        "password.change": { actions: "setPassword" },
        "repeat.change": { actions: "setRepeat" },
        "form.submit": { guard: "canSubmit", target: "saving" },
      },
    },
    done: {
      description: "Changed: the other devices were signed out; this one stays signed in.",
      meta: { spec: SPEC },
      tags: ["done"],
      type: "final",
    },
  },
});
