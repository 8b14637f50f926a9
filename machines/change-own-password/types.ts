/** "Đổi mật khẩu" of a signed-in customer (machines/change-own-password/machine.ts, issue 33). */

export interface ChangeOwnPasswordContext {
  current: string;
  password: string;
  repeat: string;
  /** The server's refusal under the current password; "" for a failure without a message. */
  refusal: string | null;
  /** Other sessions the change ended (the server's answer). */
  endedSessions: number;
}

export interface ChangeOwnPasswordInput {
  currentPassword: string;
  password: string;
}

/** What the change answered: done (and how many other sessions ended), or the server's refusal. */
export type ChangeOwnPasswordResult = { kind: "changed"; endedSessions: number } | { kind: "refused"; message: string };

export type ChangeOwnPasswordEvent =
  | { type: "current.change"; value: string }
  | { type: "password.change"; value: string }
  | { type: "repeat.change"; value: string }
  | { type: "form.submit" };

export type ChangeOwnPasswordTag = "form" | "busy" | "error" | "done";
