import { type ReactNode, Suspense } from "react";

/**
 * A part of a prerendered page that may hydrate after the rest: React hydrates the page's shell in
 * one go and each such part later in short slices of work the browser can interrupt (a Suspense
 * boundary met while hydrating waits at offscreen priority), so no single task holds the main
 * thread for the whole page. A click on a part not yet hydrated hydrates it first and is replayed.
 * Nothing inside suspends after hydration (routes load before they render), so it shows no fallback.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
