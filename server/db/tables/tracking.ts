/** Tables of the tracking feature. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the tracking feature.
export interface TrackingTables {}
