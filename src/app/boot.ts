/**
 * The first script of a prerendered page: scripts/prerender.ts puts it where index.html loads the
 * app's entry, and names that entry's file in its `data-app`. The page paints from its HTML and
 * inline CSS alone; the app (main.tsx: the router, the lead funnel, hydration) is fetched once the
 * browser reports the page's first paint, so its download and start-up never hold that paint back
 * (issue 16: Lighthouse counted the app's script in the first paint). A page opened in a background
 * tab, which paints nothing until it is shown, and a browser that reports no paint start it at once.
 */
const app = document.querySelector<HTMLScriptElement>("script[data-app]")?.dataset.app;

let started = false;
const startApp = () => {
  if (started || !app) return;
  started = true;
  void import(/* @vite-ignore */ app);
};

/** However the paint goes, the app starts within this many milliseconds of this script. */
const LATEST_START_MS = 1000;

if (
  document.visibilityState === "hidden" ||
  typeof PerformanceObserver === "undefined" ||
  !PerformanceObserver.supportedEntryTypes?.includes("paint")
) {
  startApp();
} else {
  const painted = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    painted.disconnect();
    startApp();
  });
  painted.observe({ type: "paint", buffered: true });
  setTimeout(startApp, LATEST_START_MS);
}
