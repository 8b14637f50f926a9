import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { idleWarningShown, startTracking, subscribeIdleWarning, takeIdleReturn } from "./tracking-session";

// The two notices are rare: their code and texts stay off the first load.
const IdleWarning = lazy(() => import("./idle-notices").then((m) => ({ default: m.IdleWarning })));
const IdleReturnOffer = lazy(() => import("./idle-notices").then((m) => ({ default: m.IdleReturnOffer })));

/**
 * Starts visit tracking once per page load, in a task of its own after the page's first render (the
 * app's start stays in short tasks, issue 16). Tracking outlives the component. Shows the idle
 * warning while the inactivity machine is in it, and after an idle return the offer to go back.
 */
export function TrackingHost() {
  const [returnTo, setReturnTo] = useState<string | null>(null);
  useEffect(() => {
    setReturnTo(takeIdleReturn(window.sessionStorage));
    const timer = setTimeout(startTracking, 0);
    return () => clearTimeout(timer);
  }, []);
  const warning = useSyncExternalStore(subscribeIdleWarning, idleWarningShown, () => false);
  if (!warning && returnTo === null) return null;
  return (
    <Suspense fallback={null}>
      {warning ? <IdleWarning /> : returnTo && <IdleReturnOffer from={returnTo} onClose={() => setReturnTo(null)} />}
    </Suspense>
  );
}
