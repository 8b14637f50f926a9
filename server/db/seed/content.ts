import type { Seed } from "../seed";

/** Reference data and development fixtures of the content feature. */
export const seedContent: Seed = async () => {};
