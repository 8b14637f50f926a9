import { FLOWS_PATH, inspectionOn, stopInspection } from "../state/inspection";

/** The server's word on whether this tab may inspect (never the browser's: ?inspect=1 only asks). */
async function serverAllows(): Promise<boolean> {
  const { flowViewerAllowed } = await import("../api/flows");
  return flowViewerAllowed();
}

/**
 * Inspection, opt-in only: open any page with ?inspect=1 (remembered for the tab, ?inspect=0 ends
 * it) or build with VITE_INSPECT=1, and then only if the server allows it (FLOWS_VIEWER; staff only
 * in production): otherwise inspection stops and nothing is loaded. Every actor of the app is
 * created with the `inspect` sink of src/state/inspection.ts; here the bridge that broadcasts its
 * events to the flow viewer, and the panel that opens the viewer, are loaded with a dynamic import,
 * so the visitor's bundle carries neither (nor @statelyai/inspect).
 */
export async function startInspectorIfRequested(): Promise<void> {
  if (!inspectionOn()) return;
  if (!(await serverAllows())) {
    stopInspection();
    return;
  }
  const [{ startBridge }, { mountInspectPanel }] = await Promise.all([
    import("../flows/bridge/start-bridge"),
    import("../flows/bridge/inspect-panel"),
  ]);
  startBridge();
  mountInspectPanel();
}

/** Whether this document is the flow viewer's address (it replaces the app there). */
export function isFlowsPage(): boolean {
  return window.location.pathname === FLOWS_PATH;
}

/** The flow viewer, only while inspection is on and allowed; otherwise the visitor goes home. */
export async function renderFlowsPage(root: HTMLElement): Promise<void> {
  if (!inspectionOn() || !(await serverAllows())) {
    stopInspection();
    window.location.replace("/");
    return;
  }
  const { mountFlows } = await import("../flows/viewer/mount-flows");
  mountFlows(root, { live: true });
}
