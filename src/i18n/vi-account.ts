/** Vietnamese messages of the account feature (merged into the catalogue by t.ts). */
export const vi_account = {} as const;
