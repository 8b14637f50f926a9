import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import "./start/after-react";
import { FUNNEL_STORAGE_KEY } from "../features/lead-funnel/funnel-persistence";
import { App } from "./app";
import { isFlowsPage, renderFlowsPage, startInspectorIfRequested } from "./inspector";
import { createAppRouter } from "./router";
import { yieldToBrowser } from "./start/yield-to-browser";
import "./styles.css";

/**
 * The style attributes of a prerendered page, kept as data-ssr-style (scripts/prerender.ts: our CSP
 * applies no style="" from HTML), set through the CSSOM so the DOM matches what React renders.
 */
function restorePrerenderedStyles(root: HTMLElement): void {
  for (const element of root.querySelectorAll<HTMLElement>("[data-ssr-style]")) {
    element.style.cssText = element.dataset.ssrStyle ?? "";
    delete element.dataset.ssrStyle;
  }
}

/**
 * What a browser may keep that changes a page's first render, which the prerender (a visitor with
 * nothing stored) cannot know: the signed-in customer (src/state/session.ts), the comparison
 * (compare.ts), the card profile (card-profile.ts) and the lead funnel in progress
 * (features/lead-funnel/funnel-persistence.ts).
 */
const STORED_STATE: readonly (readonly ["localStorage" | "sessionStorage", string])[] = [
  ["localStorage", "account"],
  ["localStorage", "compareCards"],
  ["sessionStorage", "cardProfile"],
  ["sessionStorage", FUNNEL_STORAGE_KEY],
];

function holdsStoredState(): boolean {
  try {
    return STORED_STATE.some(([area, key]) => window[area].getItem(key) !== null);
  } catch {
    return false;
  }
}

/**
 * A page the server sent prerendered (scripts/prerender.ts) is hydrated once its route has loaded
 * (its lazy screen, its loader), so the first render matches the HTML. A visitor whose browser keeps
 * state that changes the page gets it rendered instead, replacing the HTML in one commit once the
 * route has loaded; any other page is rendered.
 */
async function start(root: HTMLElement): Promise<void> {
  void startInspectorIfRequested();
  const prerendered = root.firstElementChild !== null;
  // Each step of the start in a task of its own (the module evaluation, the router, the route's
  // load, the hydration), so that none holds the main thread long (issue 16, total blocking time).
  await yieldToBrowser();
  const router = createAppRouter({ prerendered });
  await yieldToBrowser();
  if (!prerendered || holdsStoredState()) {
    if (prerendered) await router.load();
    createRoot(root).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    root.dataset.listening = "";
    return;
  }
  // Render the matches as the server render did (no Suspense boundary of the router's own around
  // them): the route is loaded before hydrating, so nothing there suspends.
  router.ssr = { manifest: undefined };
  await router.load();
  await yieldToBrowser();
  restorePrerenderedStyles(root);
  hydrateRoot(
    root,
    <StrictMode>
      <App router={router} />
    </StrictMode>,
    {
      // A part the prerender left to the browser on purpose (digest "client-only") is no error.
      onRecoverableError: (error) => {
        const cause = (error as { cause?: unknown }).cause;
        const digest = (error as { digest?: unknown }).digest ?? (cause as { digest?: unknown } | undefined)?.digest;
        if (digest !== "client-only") reportError(error);
      },
    },
  );
  // React listens from here (a tap on a part not yet hydrated is replayed by React): the taps the
  // boot script kept from before are replayed now (boot.ts).
  root.dataset.listening = "";
}

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
if (isFlowsPage()) {
  void renderFlowsPage(root);
} else {
  // #root carries data-started once React listens to the page's input (a click on a part not yet
  // hydrated is then replayed): a prerendered page may be shown and used before that (boot.ts).
  void start(root).then(() => {
    root.dataset.started = "";
  });
}
