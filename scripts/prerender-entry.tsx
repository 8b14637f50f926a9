/**
 * The server side of the prerender (issue 16), built by scripts/prerender.ts with `vite build
 * --ssr`: renders one route of the app to HTML with react-dom's static rendering, after the
 * router has matched it and loaded its lazy screen, so the HTML holds the page main.tsx hydrates.
 * The bundle stays in the dist (prerendered/on-request/server/): the server renders the card
 * detail pages with it on request (renderCardPage, decision 018).
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { CONTENT_DOCUMENTS } from "../server/db/seed/content";
import { App } from "../src/app/app";
import { createAppRouter } from "../src/app/router";
import {
  type PrerenderedCard,
  prerenderedCardBlock,
  providePrerenderedCard,
} from "../src/features/cards/prerendered-card";
import { providePrerenderedDocuments, usedPrerenderedDocuments } from "../src/features/content/prerendered-documents";
import { forOurCsp } from "./prerender-html";

/** The documents the API serves after seeding (server/services/content/documents.ts gives the same shape). */
const SEEDED_DOCUMENTS = CONTENT_DOCUMENTS.map(({ refId, kind, title, summary, effectiveDate, sections }) => ({
  kind,
  id: refId,
  title,
  summary,
  effectiveDate,
  sections,
}));

/** The HTML of one route, after its router has matched it and loaded its lazy screen and loaders. */
async function renderPath(path: string): Promise<string> {
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
  return new Response(prelude).text();
}

/**
 * Renders one route; `documents` are the documents the page shows (the legal pages' full text),
 * which the page carries as a data block for the browser to hydrate the same text.
 */
export async function renderRoute(path: string): Promise<{ html: string; documents: Record<string, unknown> }> {
  providePrerenderedDocuments(SEEDED_DOCUMENTS);
  providePrerenderedCard(null);
  const html = await renderPath(path);
  return { html, documents: usedPrerenderedDocuments() };
}

/**
 * The card detail page of one card (decision 018): `root` replaces the template's empty
 * `<div id="root"></div>` with the rendered page and the card's data block, which useCardDetail
 * starts from in the browser; `head` holds the resource hints React wrote ahead of the page (the
 * card picture's preload), which belong in the document's head, not in the tree hydrated. One render
 * at a time: the card is module state while the render runs.
 */
export async function renderCardPage(card: PrerenderedCard): Promise<{ head: string; root: string }> {
  providePrerenderedDocuments([]);
  providePrerenderedCard(card);
  try {
    const html = await renderPath(`/chi-tiet-the-tin-dung?id=${card.id}`);
    const head = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? "";
    return {
      head,
      root: `<div id="root">${forOurCsp(html.slice(head.length))}</div>${prerenderedCardBlock(card)}`,
    };
  } finally {
    providePrerenderedCard(null);
  }
}
