import { rootRouteId, useRouteContext } from "@tanstack/react-router";
import { useState } from "react";
import type { FunnelActorRef } from "./use-funnel-events";

/**
 * Binds the lead funnel to the page: the visitor's funnel actor (real API calls, tracking, sessionStorage
 * persistence, the router for 'go home' and 'go to login'), which the app hands over in the router
 * context. Views take the actor and read it with useSelector; their callbacks come from useFunnelEvents.
 */
export function useLeadFunnel(): FunnelActorRef {
  const { funnel } = useRouteContext({ from: rootRouteId });
  const [actor] = useState(() => funnel.actor());
  return actor;
}
