import { RouterProvider } from "@tanstack/react-router";
import { Provider } from "jotai";
import { useMemo } from "react";
import { setLoginRedirect } from "../api/auth-redirect";
import { fetchCaptchaChallenge } from "../api/captcha";
import { TrackingHost } from "../features/tracking/tracking-host";
import { appStore } from "../state/store";
import { ChallengeFetcherContext } from "../ui/altcha-bot-check";
import { createAppRouter } from "./router";

/** The whole app: the jotai store and the router. */
export function App({ initialPath }: { initialPath?: string }) {
  const router = useMemo(() => {
    const created = createAppRouter(initialPath ? { initialPath } : {});
    setLoginRedirect(() => {
      if (created.state.location.pathname !== "/login") void created.navigate({ to: "/login" });
    });
    return created;
  }, [initialPath]);
  return (
    <Provider store={appStore}>
      <ChallengeFetcherContext.Provider value={fetchCaptchaChallenge}>
        <RouterProvider router={router} />
      </ChallengeFetcherContext.Provider>
      <TrackingHost />
    </Provider>
  );
}
