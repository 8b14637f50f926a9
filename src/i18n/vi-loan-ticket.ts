/** Vietnamese messages of the loan-ticket API and its rules (merged into the catalogue by t.ts). */
export const vi_loan_ticket = {} as const;
