import type { Seed } from "../seed";

/** Reference data and development fixtures of the tracking feature. */
export const seedTracking: Seed = async () => {};
