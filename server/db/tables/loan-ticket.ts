/** Tables of the loan-ticket feature. */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the loan-ticket feature.
export interface LoanTicketTables {}
