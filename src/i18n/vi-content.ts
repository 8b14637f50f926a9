/** Vietnamese messages of the content feature (merged into the catalogue by t.ts). */
export const vi_content = {} as const;
