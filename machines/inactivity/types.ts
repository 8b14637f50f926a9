import type { TRACKING_STATUS } from "../../src/domain/constants";

/** Types of the visit-tracking machine (machines/inactivity/machine.ts). */

export type TrackingStatus = (typeof TRACKING_STATUS)[keyof typeof TRACKING_STATUS];

/** Why a log is saved: the first load, a new status, the 30 s autosave, or the final log at the cut-off. */
export type SaveReason = "visit" | "status" | "autosave" | "final";

export interface SaveLogParams {
  status: TrackingStatus;
  reason: SaveReason;
}

export interface InactivityContext {
  /** The furthest status reached in this visit. */
  status: TrackingStatus;
}

export type InactivityEvent = { type: "tracking.status"; status: number } | { type: "activity" };

export type InactivityTag = "tracking" | "warning" | "stopped";
