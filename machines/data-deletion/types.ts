/**
 * Types of the data-deletion machine (machines/data-deletion/machine.ts): /yeu-cau-xoa-du-lieu, where a
 * visitor proves the phone by a one-time code and gets the reference number of the request.
 */

export interface SendCodeInput {
  phone: string;
}

/** What the app maps the send answer to: 200, or any other code with the server's message. */
export type SendCodeResult =
  | { kind: "sent"; transactionId: string; resendsLeft: number }
  | { kind: "refused"; message: string };

export interface DataDeletionContext {
  phone: string;
  /** The visitor confirmed they understand the data cannot be restored. */
  agreed: boolean;
  transactionId: string;
  resendsLeft: number;
  /** The reference number of the filed request. */
  reference: string;
  /** A server message: under the phone field (refused) or in the popup; null: normal_error. */
  message: string | null;
}

export type DataDeletionEvent =
  | { type: "deletion.phone.change"; value: string }
  | { type: "deletion.agree.change"; value: boolean }
  | { type: "deletion.submit" }
  | { type: "deletion.back" }
  | { type: "popup.close" };

/**
 * Tags views branch on:
 * - form / otp / done: the screen to show
 * - busy: the code is being sent
 * - fieldError: the server refused the phone (message under the field)
 * - popup: the 'Thông báo' popup with `message` (or normal_error)
 */
export type DataDeletionTag = "form" | "otp" | "done" | "busy" | "fieldError" | "popup";
