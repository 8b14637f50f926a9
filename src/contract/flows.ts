import * as v from "valibot";
import { endpoint } from "./endpoint";

/**
 * Whether this visitor may inspect the app's state machines (?inspect=1, the flow viewer at
 * /__flows). The server decides (FLOWS_VIEWER, and staff only in production); the app asks before
 * it starts inspecting and does nothing when the answer is no.
 */
export const flowViewerAccessSchema = v.object({ allowed: v.boolean() });
export type FlowViewerAccess = v.InferOutput<typeof flowViewerAccessSchema>;

export const flowViewerAccessEndpoint = endpoint({
  method: "GET",
  path: "/flows/access",
  data: flowViewerAccessSchema,
});
