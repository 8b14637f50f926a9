/** Vietnamese messages of the otp feature (merged into the catalogue by t.ts). */
export const vi_otp = {} as const;
