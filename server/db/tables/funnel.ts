/** Tables of the funnel feature. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the funnel feature.
export interface FunnelTables {}
