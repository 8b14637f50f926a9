import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import { changeOwnPasswordMachine } from "../../machines/change-own-password/machine";
import type { ChangeOwnPasswordInput, ChangeOwnPasswordResult } from "../../machines/change-own-password/types";
import { createDeferredActors, ownEvents } from "../support/machine-paths";

/** "Đổi mật khẩu"'s model: a deferred fake for the change, the typed passwords below. */
export const CURRENT = "matkhau-cu-1";
export const NEW_PASSWORD = "matkhau-moi-2";
export const OTHER = "khac-hoan-toan";

export function createChangeOwnPasswordFakes() {
  const fakes = createDeferredActors();
  const machine = changeOwnPasswordMachine.provide({
    actors: { changeOwnPassword: fakes.actor<ChangeOwnPasswordResult, ChangeOwnPasswordInput>() },
  });
  return { fakes, machine };
}

const ANSWERS: ChangeOwnPasswordResult[] = [
  { kind: "changed", endedSessions: 2 },
  { kind: "refused", message: "Mật khẩu hiện tại không đúng." },
];

export function changeOwnPasswordEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  return ownEvents(snapshot, {
    "current.change": [{ type: "current.change", value: CURRENT }],
    "password.change": [{ type: "password.change", value: NEW_PASSWORD }],
    "repeat.change": [
      { type: "repeat.change", value: NEW_PASSWORD },
      { type: "repeat.change", value: OTHER },
    ],
    "xstate.done.actor.changeOwnPassword": ANSWERS.map((output) => ({
      type: "xstate.done.actor.changeOwnPassword",
      output,
    })),
    "xstate.error.actor.changeOwnPassword": [
      { type: "xstate.error.actor.changeOwnPassword", error: new Error("Mất kết nối") },
    ],
  });
}
