import { createBrowserHistory, createMemoryHistory, createRouter } from "@tanstack/react-router";
import { apiClient } from "../api/api-client";
import { activeSessionAtom } from "../state/session";
import { appStore } from "../state/store";
import { withCardProfile } from "./funnel-card-profile";
import { appFunnelSession } from "./funnel-session";
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

function buildRouter(context: RouterContext, initialPath: string | undefined) {
  return createRouter({
    routeTree,
    context,
    history: initialPath ? createMemoryHistory({ initialEntries: [initialPath] }) : createBrowserHistory(),
    defaultPreload: "intent",
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof buildRouter>;

/** The app's router; a test may replace parts of its context (a fake API client). */
export function createAppRouter(options: { initialPath?: string; context?: Partial<RouterContext> } = {}) {
  let router: AppRouter | undefined;
  const context = { ...appRouterContext(() => router!), ...options.context };
  router = buildRouter(context, options.initialPath);
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
