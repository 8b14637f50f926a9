/** Tables of the accounts feature. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the accounts feature.
export interface AccountsTables {}
