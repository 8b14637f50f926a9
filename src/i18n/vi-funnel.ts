/** Vietnamese messages of the funnel feature (merged into the catalogue by t.ts). */
export const vi_funnel = {} as const;
