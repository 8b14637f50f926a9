import type { TrackingStatus } from "../../machines/inactivity/types";
import { createFunnelSession, type FunnelSession } from "../features/lead-funnel/funnel-session";
import { readAttribution } from "../features/tracking/attribution-cookies";
import { trackStatus } from "../features/tracking/tracking-session";

/** The page's lead funnel, wired to visit tracking and to the router's navigation. */
export function appFunnelSession(navigate: {
  goHome: () => void;
  goToLogin: (username: string) => void;
}): FunnelSession {
  return createFunnelSession({
    storage: window.sessionStorage,
    storedAttribution: () => readAttribution(),
    track: (status) => trackStatus(status as TrackingStatus),
    ...navigate,
  });
}
