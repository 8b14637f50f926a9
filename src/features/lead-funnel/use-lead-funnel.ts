import { useNavigate } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { funnelSession, setFunnelNavigator } from "./funnel-session";
import type { FunnelActorRef } from "./use-funnel-events";

/**
 * Binds the lead funnel to the page: the visitor's funnel actor (real API calls, tracking, sessionStorage
 * persistence) and the router for its 'go home' and 'go to login' effects. Views take the actor and read
 * it with useSelector; their callbacks come from useFunnelEvents.
 */
export function useLeadFunnel(): FunnelActorRef {
  const navigate = useNavigate();
  useEffect(() => {
    setFunnelNavigator({
      goHome: () => void navigate({ to: "/" }),
      goToLogin: (username) => void navigate({ to: "/login", search: { username } }),
    });
  }, [navigate]);
  const [actor] = useState(() => funnelSession());
  return actor;
}
