import type { Seed } from "../seed";

/** Reference data and development fixtures of the cards feature. */
export const seedCards: Seed = async () => {};
