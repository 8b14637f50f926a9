import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "../../api/api-error";
import type { TermDocument } from "../../contract/content";
import { useDocumentSource } from "./document-source";
import { prerenderedDocument } from "./prerendered-documents";

export type DocumentRef = { kind: "site" | "partner"; id: number };

export type DocumentState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; document: TermDocument };

/**
 * Loads a document from the source in context; `retry` loads it again after an error. A page
 * prerendered with the document (prerendered-documents.ts) shows it at once, as its HTML does, and
 * takes the source's answer when it comes (the text may have changed since the build).
 */
export function useTermDocument({ kind, id }: DocumentRef): [DocumentState, () => void] {
  const source = useDocumentSource();
  const [state, setState] = useState<DocumentState>(() => {
    const document = prerenderedDocument(kind, id);
    return document ? { status: "ready", document } : { status: "loading" };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const shown = attempt === 0 ? prerenderedDocument(kind, id) : null;
    setState(shown ? { status: "ready", document: shown } : { status: "loading" });
    source[kind](id, controller.signal).then(
      (document) => {
        if (!controller.signal.aborted) setState({ status: "ready", document });
      },
      (error: unknown) => {
        // The prerendered text stays when the source fails: it is the text the build had.
        if (!controller.signal.aborted && !shown) setState({ status: "error", message: errorMessage(error) });
      },
    );
    return () => controller.abort();
  }, [source, kind, id, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
