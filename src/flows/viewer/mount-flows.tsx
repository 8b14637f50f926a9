import { createRoot } from "react-dom/client";
import { tf } from "../../i18n/vi-flows";
import { FLOWS_CHANNEL } from "../../state/inspection";
import { LiveStore } from "../live/live-store";
import { isFlowsMessage } from "../live/protocol";
import { FlowsApp } from "./flows-app";
import "./flows.css";

/**
 * Shows the flow viewer in `root`. Live (served by the app at /__flows): it listens to the app
 * tabs on the BroadcastChannel and asks them for what runs already. Static (npm run flows): the
 * diagrams and the path replay only.
 */
export function mountFlows(root: HTMLElement, { live }: { live: boolean }): void {
  document.title = tf("flows_title");
  document.documentElement.lang = "vi";
  const store = new LiveStore();
  if (live && typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(FLOWS_CHANNEL);
    channel.onmessage = (message: MessageEvent<unknown>) => {
      if (isFlowsMessage(message.data)) store.receive(message.data);
    };
    channel.postMessage({ kind: "hello" });
  }
  createRoot(root).render(<FlowsApp store={store} live={live} />);
}
