/** Vietnamese messages of the tracking feature (merged into the catalogue by t.ts). */
export const vi_tracking = {} as const;
