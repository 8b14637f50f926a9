import type { OtpOutput } from "../otp/types";

/** Small pure helpers of machines/password-reset.ts: event-to-params mappers and readers. */

export const newValue = ({ event }: { event: { value: string } }) => ({ value: event.value });
export const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
export const result = <T>({ event }: { event: { output: T } }) => ({ result: event.output });
export const otpOutput = ({ event }: { event: { output: OtpOutput } }) => ({ output: event.output });

/** A thrown error's message, or null (the view then shows normal_error). */
export const messageOf = (error: unknown) => (error instanceof Error && error.message !== "" ? error.message : null);

/** The validateToken a verified otp machine outputs (verifyotp's data), or null. */
export function validateTokenOf(output: OtpOutput): string | null {
  if (output.status !== "verified") return null;
  const data = output.data as { validateToken?: unknown } | null | undefined;
  return typeof data?.validateToken === "string" && data.validateToken !== "" ? data.validateToken : null;
}
