import { type TrackingLog, trackingEndpoint } from "../contract/tracking";
import { call } from "./client";

/** Saves a visit log. Idempotent on the server, so network failures are retried. */
export const sendTrackingLog = (body: TrackingLog) => call(trackingEndpoint, { body, retries: 2 });
