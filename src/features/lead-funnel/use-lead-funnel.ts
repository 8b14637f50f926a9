import { rootRouteId, useRouteContext } from "@tanstack/react-router";
import { useState, useSyncExternalStore } from "react";
import type { FunnelActorRef } from "./use-funnel-events";

const subscribeNothing = () => () => undefined;

/**
 * Binds the lead funnel to the page: the visitor's funnel actor (real API calls, tracking, sessionStorage
 * persistence, the router for 'go home' and 'go to login'), which the app hands over in the router
 * context. Views take the actor and read it with useSelector; their callbacks come from useFunnelEvents.
 *
 * A prerendered page (/) holds the funnel's first step: while React hydrates it, a funnel restored from
 * storage (a reload, the inactivity cut-off's return to /) is shown at that first step, so the render
 * matches the HTML, and at its own step right after.
 */
export function useLeadFunnel(): FunnelActorRef {
  const { funnel } = useRouteContext({ from: rootRouteId });
  const [actor] = useState(() => funnel.actor());
  const hydrating = useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
  const [pristine] = useState(() => (hydrating ? (funnel.pristine?.() ?? null) : null));
  return hydrating && pristine ? pristine : actor;
}
