import type { InspectionEvent } from "xstate";

/**
 * The inspection sink every actor of the app is created with (`createActor(logic, { inspect })`).
 * Inspection is switched on for a tab by opening any page with ?inspect=1 (remembered in the tab's
 * sessionStorage; ?inspect=0 switches it off) or by a build with VITE_INSPECT=1, and only if the
 * server allows it (src/app/inspector.ts asks GET /api/flows/access; no means stopInspection()).
 * While it is off the sink does nothing. While it is on, events wait here until the inspection
 * bridge (loaded with a dynamic import by src/app/inspector.ts) connects, then all flow to it.
 */
const FLAG = "inspect";
/** Events kept while the bridge loads; the oldest are dropped beyond this. */
const MAX_PENDING = 2000;

/** The BroadcastChannel the app tabs and the flow viewer talk on (same origin only). */
export const FLOWS_CHANNEL = "vay-flows";
/** The flow viewer's address, served only to whoever may inspect (404 otherwise). */
export const FLOWS_PATH = "/__flows";

let on: boolean | undefined;
let forward: ((event: InspectionEvent) => void) | null = null;
const pending: InspectionEvent[] = [];

function readFlag(): boolean {
  if (import.meta.env.VITE_INSPECT === "1") return true;
  if (typeof window === "undefined") return false;
  try {
    const flag = new URLSearchParams(window.location.search).get(FLAG);
    if (flag === "1") window.sessionStorage.setItem(FLAG, "1");
    if (flag === "0") window.sessionStorage.removeItem(FLAG);
    return window.sessionStorage.getItem(FLAG) === "1";
  } catch {
    return false;
  }
}

/** Whether this tab inspects its actors (read once per page load). */
export function inspectionOn(): boolean {
  on ??= readFlag();
  return on;
}

/** The `inspect` option of every actor the app starts. */
export function inspect(event: InspectionEvent): void {
  if (forward) {
    forward(event);
    return;
  }
  if (!inspectionOn()) return;
  pending.push(event);
  if (pending.length > MAX_PENDING) pending.shift();
}

/**
 * Ends inspection for this tab when the server does not allow it (src/app/inspector.ts asks):
 * the events that waited are dropped, later ones are ignored, and the tab forgets ?inspect=1.
 */
export function stopInspection(): void {
  on = false;
  forward = null;
  pending.length = 0;
  try {
    window.sessionStorage.removeItem(FLAG);
  } catch {
    // storage unavailable: nothing remembered
  }
}

/** Connects the bridge: the events that waited are handed over first, in order. */
export function connectInspection(sink: (event: InspectionEvent) => void): void {
  forward = sink;
  for (const event of pending.splice(0)) sink(event);
}
