import type { OtpOutput } from "../otp/types";

/** Readers of machines/password-reset/machine.ts (the event-to-params mappers are in machines/shared). */

/** The validateToken a verified otp machine outputs (verifyotp's data), or null. */
export function validateTokenOf(output: OtpOutput): string | null {
  if (output.status !== "verified") return null;
  const data = output.data as { validateToken?: unknown } | null | undefined;
  return typeof data?.validateToken === "string" && data.validateToken !== "" ? data.validateToken : null;
}
