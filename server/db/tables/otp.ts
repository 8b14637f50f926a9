/** Tables of the otp feature. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the otp feature.
export interface OtpTables {}
