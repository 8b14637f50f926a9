/** Tables of the cards feature. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the cards feature.
export interface CardsTables {}
