import type { OtpOutput } from "../otp/types";

/**
 * Small pure helpers shared by the machines: event-to-params mappers (`params: newValue` etc.) and
 * readers of actor answers. Each machine used to carry its own copy.
 */

/** The `value` of a change event. */
export const newValue = ({ event }: { event: { value: string } }) => ({ value: event.value });
/** The error of a failed promise actor (`onError`). */
export const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
/** The output of a finished promise actor (`onDone`), as `result`. */
export const result = <T>({ event }: { event: { output: T } }) => ({ result: event.output });
/** The output of a finished child otp machine (`onDone`), as `output`. */
export const otpOutput = ({ event }: { event: { output: OtpOutput } }) => ({ output: event.output });

/** A thrown error's message, or null (the view then shows a general error). */
export const messageOf = (error: unknown) => (error instanceof Error && error.message !== "" ? error.message : null);
