import { startTransition, useCallback, useEffect, useState } from "react";
import { ApiError, errorMessage } from "../../api/api-error";
import type { Envelope } from "../../contract/envelope";
import { t } from "../../i18n/t";

/** A value loaded from the API: loading, failed with a Vietnamese message, or ready. */
export type Remote<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; data: T };

/** The data of a successful envelope; any other code throws with the server's message (SPEC.md section 8). */
export function unwrap<T>(envelope: Envelope<T>): T {
  if (envelope.code !== 200) throw new ApiError("http", envelope.message ?? t("normal_error"), envelope.code);
  return envelope.data;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * Loads with `load` whenever `key` changes (the previous request is aborted) and on retry().
 * Errors become the Vietnamese message to show. With `initial` (the data a server-rendered page
 * was rendered with, for this key), it starts ready with it and loads nothing until the key changes
 * or retry() is called, so hydration renders what the HTML holds.
 */
export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
  initial?: T,
): { state: Remote<T>; retry: () => void } {
  // The state with the key its data is for: initial data is for the first key.
  const [held, setHeld] = useState<{ key: string; remote: Remote<T> }>(() => ({
    key,
    remote: initial === undefined ? { status: "loading" } : { status: "ready", data: initial },
  }));
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for everything `load` reads.
  useEffect(() => {
    // Data already held for this key without a load (initial): nothing to load until a retry.
    if (attempt === 0 && held.key === key && held.remote.status === "ready") return;
    const controller = new AbortController();
    setHeld({ key, remote: { status: "loading" } });
    load(controller.signal).then(
      (data) => {
        // Rendering what arrived (a page of 24 cards) may take a while: as a transition, React does it
        // in short slices the browser can interrupt for input (issue 16, total blocking time).
        if (!controller.signal.aborted) startTransition(() => setHeld({ key, remote: { status: "ready", data } }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) {
          setHeld({ key, remote: { status: "error", message: errorMessage(error) } });
        }
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state: held.remote, retry };
}
