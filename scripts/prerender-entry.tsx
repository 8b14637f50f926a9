/**
 * The server side of the prerender (issue 16), built by scripts/prerender.ts with `vite build
 * --ssr`: renders one route of the app to HTML with react-dom's static rendering, after the
 * router has matched it and loaded its lazy screen, so the HTML holds the page main.tsx hydrates.
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { CONTENT_DOCUMENTS } from "../server/db/seed/content";
import { App } from "../src/app/app";
import { createAppRouter } from "../src/app/router";
import { providePrerenderedDocuments, usedPrerenderedDocuments } from "../src/features/content/prerendered-documents";

/** The documents the API serves after seeding (server/services/content/documents.ts gives the same shape). */
const SEEDED_DOCUMENTS = CONTENT_DOCUMENTS.map(({ refId, kind, title, summary, effectiveDate, sections }) => ({
  kind,
  id: refId,
  title,
  summary,
  effectiveDate,
  sections,
}));

/**
 * Renders one route; `documents` are the documents the page shows (the legal pages' full text),
 * which the page carries as a data block for the browser to hydrate the same text.
 */
export async function renderRoute(path: string): Promise<{ html: string; documents: Record<string, unknown> }> {
  providePrerenderedDocuments(SEEDED_DOCUMENTS);
  const router = createAppRouter({ initialPath: path });
  await router.load();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    {
      // A part left to the browser (vite.config.ts, clientOnlyParts) is expected; anything else is not.
      onError: (error) => {
        if ((error as { digest?: unknown } | null)?.digest === "client-only") return "client-only";
        errors.push(error);
        return undefined;
      },
      // One piece: React outlines large boundaries (revealed by an inline script our CSP refuses).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // A part that failed would be rendered by the browser instead: a build error, not a silent fallback.
  if (errors.length > 0) throw new AggregateError(errors, `prerender of ${path} failed`);
  return { html: await new Response(prelude).text(), documents: usedPrerenderedDocuments() };
}
