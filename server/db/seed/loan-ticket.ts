import type { Seed } from "../seed";

/** Reference data and development fixtures of the loan-ticket feature. */
export const seedLoanTicket: Seed = async () => {};
