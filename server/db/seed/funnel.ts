import type { Seed } from "../seed";

/** Reference data and development fixtures of the funnel feature. */
export const seedFunnel: Seed = async () => {};
