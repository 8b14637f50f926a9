/** Tables of the content feature. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the content feature.
export interface ContentTables {}
