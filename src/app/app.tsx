import { RouterProvider } from "@tanstack/react-router";
import { Provider } from "jotai";
import "./start/after-libraries";
import { useMemo } from "react";
import { setLoginRedirect } from "../api/auth-redirect";
import { TrackingHost } from "../features/tracking/tracking-host";
import "./start/after-tracking";
import { appStore } from "../state/store";
import { ChallengeFetcherContext } from "../ui/challenge-fetcher";
import { type AppRouter, createAppRouter } from "./router";

/** The bot check's challenge: the captcha API loads with the first bot check, never with the home page. */
const fetchCaptchaChallenge = async () => (await import("../api/captcha")).fetchCaptchaChallenge();

/**
 * The whole app: the jotai store and the router. `router` is one already loaded (main.tsx
 * hydrating a prerendered page, scripts/prerender-entry.tsx rendering it).
 */
export function App({ initialPath, router: loaded }: { initialPath?: string; router?: AppRouter }) {
  const router = useMemo(() => {
    const created = loaded ?? createAppRouter(initialPath ? { initialPath } : {});
    setLoginRedirect(() => {
      if (created.state.location.pathname !== "/login") void created.navigate({ to: "/login" });
    });
    return created;
  }, [initialPath, loaded]);
  return (
    <Provider store={appStore}>
      <ChallengeFetcherContext.Provider value={fetchCaptchaChallenge}>
        <RouterProvider router={router} />
      </ChallengeFetcherContext.Provider>
      <TrackingHost />
    </Provider>
  );
}
