import { useEffect } from "react";
import { startTracking } from "./tracking-session";

/** Starts visit tracking once per page load; renders nothing. Tracking outlives the component. */
export function TrackingHost() {
  useEffect(() => {
    startTracking();
  }, []);
  return null;
}
