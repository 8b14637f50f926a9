/** Vietnamese messages of the ekyc feature (merged into the catalogue by t.ts). */
export const vi_ekyc = {} as const;
