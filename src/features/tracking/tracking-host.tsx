import { useEffect } from "react";
import { startTracking } from "./tracking-session";

/**
 * Starts visit tracking once per page load, in a task of its own after the page's first render (the
 * app's start stays in short tasks, issue 16); renders nothing. Tracking outlives the component.
 */
export function TrackingHost() {
  useEffect(() => {
    const timer = setTimeout(startTracking, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
