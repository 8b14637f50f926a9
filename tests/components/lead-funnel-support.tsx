import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { act, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { preloadLaterScreens } from "../../src/features/lead-funnel/funnel-body";

/** Renders a funnel view inside a small router (its links need one), at / with a stub for every other path. */
export async function renderInRouter(ui: ReactNode) {
  // The funnel's later screens are lazy chunks; fetched ahead, they render at once (as past step 1).
  await preloadLaterScreens();
  const rootRoute = createRootRoute();
  const index = createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => ui });
  const elsewhere = createRoute({
    getParentRoute: () => rootRoute,
    path: "$",
    component: () => <h1>elsewhere</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, elsewhere]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await act(async () => {
    await router.load();
  });
  const view = render(<RouterProvider router={router} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { router, view };
}
