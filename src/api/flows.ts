import { flowViewerAccessEndpoint } from "../contract/flows";
import { call } from "./client";

/**
 * Whether the server lets this tab inspect its state machines (FLOWS_VIEWER, staff only in
 * production: server/http/flow-viewer-access.ts). Any failure counts as no.
 */
export async function flowViewerAllowed(): Promise<boolean> {
  try {
    const envelope = await call(flowViewerAccessEndpoint);
    return envelope.code === 200 && envelope.data.allowed;
  } catch {
    return false;
  }
}
