/** Vietnamese messages of the cards feature (merged into the catalogue by t.ts). */
export const vi_cards = {} as const;
