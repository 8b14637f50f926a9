import type { Seed } from "../seed";

/** Reference data and development fixtures of the accounts feature. */
export const seedAccounts: Seed = async () => {};
