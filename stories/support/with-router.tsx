import type { Decorator } from "@storybook/react-vite";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { Provider } from "jotai";
import { createStore } from "jotai/vanilla";

/**
 * Renders a story inside a throwaway router (so <Link> works) and a fresh jotai store, at the
 * path given by `parameters.path` (default /). A story can seed the store with `parameters.store`.
 */
export const withRouter: Decorator = (Story, context) => {
  const store = createStore();
  const seed = context.parameters.store as ((s: ReturnType<typeof createStore>) => void) | undefined;
  seed?.(store);
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const catchAll = createRoute({ getParentRoute: () => rootRoute, path: "$", component: () => <Story /> });
  const index = createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => <Story /> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, catchAll]),
    history: createMemoryHistory({ initialEntries: [(context.parameters.path as string | undefined) ?? "/"] }),
  });
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
};
