/** Vietnamese messages of the face step of eKYC (merged into the catalogue by t.ts). */
export const vi_face = {} as const;
