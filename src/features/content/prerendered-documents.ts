import type { TermDocument } from "../../contract/content";

/**
 * The documents a prerendered page was rendered with (scripts/prerender.ts, issue 16), so the legal
 * pages' HTML holds their full text and the browser hydrates the same text, without waiting for the
 * API. The build renders from the content seed (what the API serves) and writes the documents it
 * used into the page as a JSON data block (never run, so our CSP needs nothing for it).
 */
export const PRERENDERED_DOCUMENTS_ID = "prerendered-documents";

type Documents = Record<string, TermDocument>;

let documents: Documents | null = null;
const used = new Set<string>();

const keyOf = (kind: string, id: number) => `${kind}:${id}`;

function readPage(): Documents {
  if (typeof document === "undefined" || typeof document.getElementById !== "function") return {};
  const text = document.getElementById(PRERENDERED_DOCUMENTS_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as Documents;
  } catch {
    return {};
  }
}

/** The document the page was prerendered with, if any. */
export function prerenderedDocument(kind: string, id: number): TermDocument | null {
  documents ??= readPage();
  const key = keyOf(kind, id);
  const found = documents[key] ?? null;
  if (found) used.add(key);
  return found;
}

/** The build: the documents a render may show; returns those the render showed since the last call. */
export function providePrerenderedDocuments(all: readonly (TermDocument & { kind: string })[]): void {
  documents = Object.fromEntries(all.map(({ kind, ...doc }) => [keyOf(kind, doc.id), doc]));
  used.clear();
}

/** The build: the documents shown by the render, as the page's data block holds them. */
export function usedPrerenderedDocuments(): Documents {
  return Object.fromEntries([...used].map((key) => [key, documents?.[key] as TermDocument]));
}
