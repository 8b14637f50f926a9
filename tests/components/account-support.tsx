import {
  createBrowserHistory,
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import { Provider } from "jotai";
import type { ComponentType } from "react";
import { expect } from "vitest";
import { apiClient } from "../../src/api/api-client";
import type { RouterContext } from "../../src/app/router-context";
import { activeSessionAtom } from "../../src/state/session";
import { appStore } from "../../src/state/store";
import { BotCheckContext, type BotCheckProps } from "../../src/ui/bot-check";

/** What the stand-in bot check hands over when ticked. */
export const TEST_CAPTCHA = "test-captcha-payload";

/** Stands in for the ALTCHA widget (no proof of work in jsdom): a checkbox that verifies when ticked. */
export function TestBotCheck({ verified, onVerify, onExpire }: BotCheckProps) {
  return (
    <label>
      <input
        type="checkbox"
        checked={verified}
        onChange={(event) => (event.target.checked ? onVerify(TEST_CAPTCHA) : onExpire())}
      />
      Tôi không phải là người máy
    </label>
  );
}

/** A screen with the guard its route runs in beforeLoad (src/app/guards.ts). */
export interface GuardedPage {
  component: ComponentType;
  beforeLoad: (context: RouterContext, search: Record<string, unknown>) => void;
}

/**
 * Renders account screens in a small router (their links and redirects work) over the app's jotai
 * store. Each path gets its component; other paths show a heading naming the path, so a test can
 * see where a redirect went. Several initial paths make a history whose last entry is shown;
 * `browserHistory` uses jsdom's window.history instead (popstate, as the back button does).
 */
export async function renderRoutes(
  initialPath: string | string[],
  pages: Record<string, ComponentType | GuardedPage>,
  options: { browserHistory?: boolean } = {},
) {
  const entries = Array.isArray(initialPath) ? initialPath : [initialPath];
  if (options.browserHistory) window.history.replaceState(null, "", entries.at(-1));
  const rootRoute = createRootRouteWithContext<RouterContext>()({ component: () => <Outlet /> });
  const routes = Object.entries(pages).map(([path, page]) => {
    const { component: Page, beforeLoad } = "component" in page ? page : { component: page, beforeLoad: undefined };
    return createRoute({
      getParentRoute: () => rootRoute,
      path,
      component: () => <Page />,
      ...(beforeLoad
        ? {
            beforeLoad: ({ context, search }: { context: RouterContext; search: Record<string, unknown> }) =>
              beforeLoad(context, search),
          }
        : {}),
    });
  });
  const elsewhere = ["/", "/login", "/request-password", "/request-password-confirm", "/change-password", "/ho-so-vay"]
    .filter((path) => !(path in pages))
    .map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: () => <h1>{`page ${path}`}</h1> }));
  const context: RouterContext = {
    api: apiClient,
    session: () => appStore.get(activeSessionAtom),
    funnel: { actor: () => expect.fail("the account screens have no lead funnel"), dispose: () => undefined },
  };
  const router = createRouter({
    routeTree: rootRoute.addChildren([...routes, ...elsewhere]),
    context,
    history: options.browserHistory
      ? createBrowserHistory()
      : createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1 }),
  });
  render(
    <Provider store={appStore}>
      <BotCheckContext.Provider value={TestBotCheck}>
        <RouterProvider router={router} />
      </BotCheckContext.Provider>
    </Provider>,
  );
  await screen.findByRole("heading", { level: 1 });
  return router;
}
