import { useCallback, useEffect, useState } from "react";
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
 * Errors become the Vietnamese message to show.
 */
export function useRemote<T>(
  load: (signal: AbortSignal) => Promise<T>,
  key: string,
): { state: Remote<T>; retry: () => void } {
  const [state, setState] = useState<Remote<T>>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for everything `load` reads.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: "ready", data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) setState({ status: "error", message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
