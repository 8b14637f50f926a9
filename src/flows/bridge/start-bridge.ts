import { connectInspection, FLOWS_CHANNEL } from "../../state/inspection";
import type { FlowEvent, FlowsMessage, TabInfo } from "../live/protocol";
import { isFlowsMessage } from "../live/protocol";
import { createMaskedInspector } from "./masked-inspector";

const TAB_KEY = "inspect-tab";

function tabId(): string {
  const known = window.sessionStorage.getItem(TAB_KEY);
  if (known) return known;
  const id = Math.random().toString(36).slice(2, 6);
  window.sessionStorage.setItem(TAB_KEY, id);
  return id;
}

/**
 * The app tab's side of inspection (loaded only when inspection is on): every inspection event of
 * the tab's actors becomes a Stately inspector event (@statelyai/inspect's own conversion, so the
 * hosted inspector understands it), is masked (mask-inspection-event.ts), and is broadcast to the flow viewer. A viewer that
 * opens later says hello and gets the actors and their latest snapshots again.
 */
export function startBridge(): void {
  const id = tabId();
  const tab = (): TabInfo => ({ id, path: window.location.pathname });
  const channel = new BroadcastChannel(FLOWS_CHANNEL);
  const post = (message: FlowsMessage) => channel.postMessage(message);
  const registrations = new Map<string, FlowEvent>();
  const latest = new Map<string, FlowEvent>();

  const inspector = createMaskedInspector((event) => {
    if (event.type === "@xstate.actor") registrations.set(event.sessionId, event);
    if (event.type === "@xstate.snapshot") latest.set(event.sessionId, event);
    post({ kind: "inspection", tab: tab(), event });
  });

  channel.onmessage = (message: MessageEvent<unknown>) => {
    if (!isFlowsMessage(message.data) || message.data.kind !== "hello") return;
    for (const event of [...registrations.values(), ...latest.values()]) {
      post({ kind: "inspection", tab: tab(), event, replay: true });
    }
  };
  window.addEventListener("pagehide", () => post({ kind: "bye", tab: tab() }));
  connectInspection((event) => inspector.inspect.next?.(event));
}
