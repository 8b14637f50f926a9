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

/**
 * A tap on the prerendered page before React listens to it (a slow phone, the app still loading)
 * would be lost: the funnel's "Tiếp tục" did nothing. Taps on buttons and boxes are kept here (their
 * default, such as a native form submission, held back) and replayed on the same elements once
 * main.tsx marks #root `data-listening`; an element the first render replaced is skipped.
 */
const root = document.getElementById("root");
if (root?.firstElementChild) {
  const early: HTMLElement[] = [];
  const TAPPABLE = "button, input[type=checkbox], input[type=radio], input[type=submit]";
  const tapped = (element: Element): HTMLElement | null => {
    const hit = element.closest<HTMLElement>(`${TAPPABLE}, label`);
    // A label's own click would reach its box as a second click: the box is kept instead, once.
    const control = hit instanceof HTMLLabelElement ? hit.control : hit;
    return control?.matches(TAPPABLE) ? control : null;
  };
  const keep = (event: MouseEvent) => {
    const target = event.target instanceof Element ? tapped(event.target) : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    early.push(target);
  };
  document.addEventListener("click", keep, true);
  new MutationObserver((_, observer) => {
    if (!("listening" in root.dataset)) return;
    observer.disconnect();
    document.removeEventListener("click", keep, true);
    for (const element of early.splice(0)) if (element.isConnected) element.click();
  }).observe(root, { attributes: true, attributeFilter: ["data-listening"] });
}
