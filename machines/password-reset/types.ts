/**
 * Types of the password-reset machine (machines/password-reset/machine.ts): the flow of SPEC.md section 4
 * "Password reset" across /request-password, /request-password-confirm and /change-password.
 */

/** The screen a flow starts on: each route starts the machine at its own stage. */
export type ResetStage = "request" | "confirm" | "change";

export type PasswordResetInput =
  | { stage: "request"; phone?: string }
  | { stage: "confirm"; phone: string; transactionId: string; resendsLeft: number }
  | { stage: "change"; phone: string; validateToken: string };

export interface RequestOtpInput {
  phone: string;
}

/** What the app maps the sendOtp answer to: 200, or any other code with the server's message. */
export type RequestOtpResult =
  | { kind: "sent"; transactionId: string; resendsLeft: number }
  | { kind: "refused"; message: string };

export interface ChangePasswordInput {
  phone: string;
  password: string;
  validateToken: string;
}

/** 200 changed; 204 the token expired or was used; anything else failed, with the server's message. */
export type ChangePasswordResult =
  | { kind: "changed" }
  | { kind: "expired"; message: string }
  | { kind: "failed"; message: string };

export interface PasswordResetContext {
  start: ResetStage;
  phone: string;
  transactionId: string;
  resendsLeft: number;
  validateToken: string;
  /** The phone the server refused: Confirm stays off until the phone changes. */
  refusedPhone: string | null;
  password: string;
  confirmation: string;
  /** A server message: under the phone field, in the popup or on the expired view; null: normal_error. */
  message: string | null;
}

export type PasswordResetEvent =
  | { type: "request.change"; value: string }
  | { type: "request.submit" }
  | { type: "password.change"; value: string }
  | { type: "confirmation.change"; value: string }
  | { type: "password.submit" }
  | { type: "popup.close" }
  | { type: "login.open" };

/**
 * Tags views branch on:
 * - request / confirm / change: the screen to show
 * - busy: a call is in flight
 * - fieldError: the server refused the phone (message under the field, Confirm off)
 * - popup: the 'Thông báo' popup with `message` (or normal_error)
 * - expired: the change-password link expired (message and 'back to login')
 * - changed: the password changed; the login screen follows after 0.5 s
 */
export type PasswordResetTag =
  | "request"
  | "confirm"
  | "change"
  | "busy"
  | "fieldError"
  | "popup"
  | "expired"
  | "changed";
