import { createInspector, type StatelyInspectionEvent } from "@statelyai/inspect";
import type { FlowEvent } from "../live/protocol";
import { maskInspectionEvent } from "./mask-inspection-event";

/**
 * The Stately inspector of an app tab: it turns the tab's inspection events into the hosted
 * inspector's format (@statelyai/inspect's own conversion) and masks each (mask-inspection-event.ts)
 * before handing it to `send`; nothing unmasked gets past this point.
 */
export function createMaskedInspector(send: (event: FlowEvent) => void) {
  return createInspector(
    { send: (event: StatelyInspectionEvent) => send(event as unknown as FlowEvent) },
    { serialize: (event) => maskInspectionEvent(event) },
  );
}
