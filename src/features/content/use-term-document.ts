import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "../../api/api-error";
import type { TermDocument } from "../../contract/content";
import { useDocumentSource } from "./document-source";

export type DocumentRef = { kind: "site" | "partner"; id: number };

export type DocumentState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; document: TermDocument };

/** Loads a document from the source in context; `retry` loads it again after an error. */
export function useTermDocument({ kind, id }: DocumentRef): [DocumentState, () => void] {
  const source = useDocumentSource();
  const [state, setState] = useState<DocumentState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is there on purpose: bumping it loads again.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    source[kind](id, controller.signal).then(
      (document) => {
        if (!controller.signal.aborted) setState({ status: "ready", document });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [source, kind, id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
