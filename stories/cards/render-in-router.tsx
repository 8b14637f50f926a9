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
import type { ReactNode } from "react";
import type { CardsApi } from "../../src/api/cards";
import { CardsApiProvider } from "../../src/features/cards/cards-api-context";

/** A view inside a throwaway router (so links work), a fresh jotai store and a card API: for component tests. */
export function inRouter(ui: () => ReactNode, api: CardsApi, store = createStore()) {
  const rootRoute = createRootRoute({ component: () => <Outlet /> });
  const route = createRoute({ getParentRoute: () => rootRoute, path: "$", component: () => <>{ui()}</> });
  const index = createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => <>{ui()}</> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, route]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  return {
    store,
    element: (
      <Provider store={store}>
        <CardsApiProvider value={api}>
          <RouterProvider router={router} />
        </CardsApiProvider>
      </Provider>
    ),
  };
}
