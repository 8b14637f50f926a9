import { createBrowserHistory, createMemoryHistory, createRouter } from "@tanstack/react-router";
import { apiClient } from "../api/api-client";
import { activeSessionAtom } from "../state/session";
import { appStore } from "../state/store";
import { routeTree } from "./route-tree";
import type { RouterContext } from "./router-context";

/** The app's context for guards and loaders: the real API client and the signed-in customer. */
export const appRouterContext = (): RouterContext => ({
  api: apiClient,
  session: () => appStore.get(activeSessionAtom),
});

export function createAppRouter(options: { initialPath?: string; context?: RouterContext } = {}) {
  return createRouter({
    routeTree,
    context: options.context ?? appRouterContext(),
    history: options.initialPath
      ? createMemoryHistory({ initialEntries: [options.initialPath] })
      : createBrowserHistory(),
    defaultPreload: "intent",
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
