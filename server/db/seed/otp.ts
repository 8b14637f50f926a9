import type { Seed } from "../seed";

/** Reference data and development fixtures of the otp feature. */
export const seedOtp: Seed = async () => {};
