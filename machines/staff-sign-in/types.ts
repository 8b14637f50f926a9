/** The back-office sign-in (machines/staff-sign-in/machine.ts). */

export interface StaffSignInContext {
  email: string;
  code: string;
  /** The Vietnamese message shown under the form (a refusal, a cancelled passkey prompt). */
  message: string | null;
}

/** What a sign-in attempt answered: the staff member is in, or the server's refusal. */
export type SignInResult = { kind: "signed-in" } | { kind: "refused"; message: string };

export type StaffSignInEvent =
  | { type: "passkey.start" }
  | { type: "totp.open" }
  | { type: "totp.back" }
  | { type: "totp.email.change"; value: string }
  | { type: "totp.code.change"; value: string }
  | { type: "totp.submit" };

export type StaffSignInTag = "choose" | "totp" | "busy" | "error" | "done";
