import { fromPromise } from "xstate";

/**
 * Placeholders for the effects a machine declares in `setup()`: each throws `not provided: <name>`
 * until the app, a story or a test supplies the real one with `.provide()`, so a missing effect fails
 * loudly instead of doing nothing.
 */

export function notProvided(name: string): never {
  throw new Error(`not provided: ${name}`);
}

/** A promise actor that rejects with `not provided: <name>`. */
export const placeholderActor = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => notProvided(name));
