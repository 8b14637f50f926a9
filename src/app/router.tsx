import { createBrowserHistory, createMemoryHistory, createRouter } from "@tanstack/react-router";
import { routeTree } from "./route-tree";

export function createAppRouter(options: { initialPath?: string } = {}) {
  return createRouter({
    routeTree,
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
