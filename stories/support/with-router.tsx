import type { Decorator, Loader } from "@storybook/react-vite";
import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { Provider } from "jotai";
import { createStore } from "jotai/vanilla";
import { type ComponentType, createContext, useContext } from "react";

/** The story being drawn, handed to the route component through React context (so args changes redraw it). */
const StorySlot = createContext<ComponentType | null>(null);
function StoryRoute() {
  const Story = useContext(StorySlot);
  return Story ? <Story /> : null;
}

type Store = ReturnType<typeof createStore>;

/**
 * A loader that builds a throwaway router (so <Link> works) at `parameters.path` (default /) and a
 * fresh jotai store (seeded by `parameters.store`), and waits until the router has resolved its
 * route: the story is drawn on the first render, so a play never meets an empty page.
 */
export const routerLoader: Loader = async (context) => {
  const store = createStore();
  const seed = context.parameters.store as ((s: Store) => void) | undefined;
  seed?.(store);
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const catchAll = createRoute({ getParentRoute: () => rootRoute, path: "$", component: StoryRoute });
  const index = createRoute({ getParentRoute: () => rootRoute, path: "/", component: StoryRoute });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, catchAll]),
    history: createMemoryHistory({ initialEntries: [(context.parameters.path as string | undefined) ?? "/"] }),
  });
  await router.load();
  return { storyRouter: router, storyStore: store };
};

/** Renders a story inside the router and store the loader prepared. */
export const withRouter: Decorator = (Story, context) => {
  const router = context.loaded.storyRouter as AnyRouter | undefined;
  const store = context.loaded.storyStore as Store | undefined;
  if (!router || !store) return <Story />;
  return (
    <Provider store={store}>
      <StorySlot value={Story}>
        <RouterProvider router={router} />
      </StorySlot>
    </Provider>
  );
};
