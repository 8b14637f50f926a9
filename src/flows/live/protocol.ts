/**
 * What the app tabs and the flow viewer say to each other on the BroadcastChannel FLOWS_CHANNEL.
 * The events are those of the Stately inspector protocol (@statelyai/inspect), already masked
 * (src/flows/bridge/mask-inspection-event.ts), so the viewer can relay them to the hosted inspector as
 * they are.
 */
export interface FlowEvent {
  type: "@xstate.actor" | "@xstate.event" | "@xstate.snapshot";
  sessionId: string;
  rootId?: string | undefined;
  parentId?: string | undefined;
  /** @xstate.actor: the machine config, JSON. */
  definition?: string | undefined;
  name?: string | undefined;
  snapshot?: { value?: unknown; status?: string; context?: unknown } | undefined;
  event?: { type: string; [key: string]: unknown } | undefined;
  createdAt: string;
}

export interface TabInfo {
  /** A short id of the app tab, kept for the tab's life. */
  id: string;
  /** The page the tab shows. */
  path: string;
}

export type FlowsMessage =
  /** The viewer asks every tab to send its actors and their latest snapshots again. */
  | { kind: "hello" }
  | { kind: "inspection"; tab: TabInfo; event: FlowEvent; replay?: boolean }
  /** A tab is closing or navigating away: its actors are gone. */
  | { kind: "bye"; tab: TabInfo };

export function isFlowsMessage(data: unknown): data is FlowsMessage {
  if (typeof data !== "object" || data === null) return false;
  const kind = (data as { kind?: unknown }).kind;
  return kind === "hello" || kind === "inspection" || kind === "bye";
}
