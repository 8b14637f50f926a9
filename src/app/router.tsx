import { createBrowserHistory, createMemoryHistory, createRouter, type ParsedLocation } from "@tanstack/react-router";
import { apiClient } from "../api/api-client";
import { activeSessionAtom } from "../state/session";
import { appStore } from "../state/store";
import { withCardProfile } from "./funnel-card-profile";
import { appFunnelSession } from "./funnel-session";
import "./start/after-services";
import { routeTree } from "./route-tree";
import type { RouterContext } from "./router-context";

/** The app's context: the real API client, the signed-in customer and a funnel that navigates with `router`. */
export const appRouterContext = (router: () => AppRouter): RouterContext => ({
  api: apiClient,
  session: () => appStore.get(activeSessionAtom),
  funnel: withCardProfile(
    appFunnelSession({
      goHome: () => void router().navigate({ to: "/" }),
      goToLogin: (username) => void router().navigate({ to: "/login", search: { username } }),
    }),
  ),
});

/**
 * The router restores or resets the scroll position once each navigation has rendered, except after
 * the first render of a prerendered page landed on without an #anchor: the page was painted and could
 * be scrolled before the app started (src/app/boot.ts), and the visitor stays where they are (the
 * browser itself restores a reloaded page's position). A navigation that renders before the landing
 * page does is handled as usual.
 */
function scrollAfterRenders(prerendered: boolean): (opts: { location: ParsedLocation }) => boolean {
  let landing = prerendered && !window.location.hash ? window.location.pathname : null;
  return ({ location }) => {
    const stay = landing !== null && location.pathname === landing && location.hash === "";
    landing = null;
    return !stay;
  };
}

function buildRouter(context: RouterContext, initialPath: string | undefined, prerendered: boolean) {
  return createRouter({
    routeTree,
    context,
    history: initialPath ? createMemoryHistory({ initialEntries: [initialPath] }) : createBrowserHistory(),
    defaultPreload: "intent",
    scrollRestoration: scrollAfterRenders(prerendered),
  });
}

export type AppRouter = ReturnType<typeof buildRouter>;

/**
 * The app's router; a test may replace parts of its context (a fake API client). `prerendered`: the
 * page came as HTML from the server (main.tsx), which the visitor may have scrolled already.
 */
export function createAppRouter(
  options: { initialPath?: string; context?: Partial<RouterContext>; prerendered?: boolean } = {},
) {
  let router: AppRouter | undefined;
  const context = { ...appRouterContext(() => router!), ...options.context };
  router = buildRouter(context, options.initialPath, options.prerendered ?? false);
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
