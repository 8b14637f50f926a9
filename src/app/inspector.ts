import type { InspectionEvent } from "xstate";

/**
 * The Stately inspector, opt-in only: open any page with ?inspect=1 (remembered for the tab) or
 * build with VITE_INSPECT=1. It is loaded with a dynamic import so the default bundle does not
 * carry it. Machines pass `inspect` from here to their actors.
 */
let forward: ((event: InspectionEvent) => void) | null = null;

export function inspect(event: InspectionEvent): void {
  forward?.(event);
}

export function inspectorRequested(): boolean {
  if (import.meta.env.VITE_INSPECT === "1") return true;
  if (typeof window === "undefined") return false;
  const flag = new URLSearchParams(window.location.search).get("inspect");
  if (flag === "1") sessionStorage.setItem("inspect", "1");
  if (flag === "0") sessionStorage.removeItem("inspect");
  return sessionStorage.getItem("inspect") === "1";
}

export async function startInspectorIfRequested(): Promise<void> {
  if (!inspectorRequested()) return;
  const { createBrowserInspector } = await import("@statelyai/inspect");
  const inspector = createBrowserInspector();
  forward = (event) => inspector.inspect.next?.(event);
}
