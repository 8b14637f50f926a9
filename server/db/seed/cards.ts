import type { Seed } from "../seed";
import { PROVINCES_2025 } from "./areas/provinces-2025";

/**
 * Reference data of the cards feature: the 34 provinces of the 2025 map (every database, kept up
 * to date; ./areas/provinces-2025.ts). The
 * SAMPLE card catalogue (./cards/sample-cards.ts) goes through the importer, from
 * server/services/seed/run-seeds.ts.
 */
export const seedCards: Seed = async (database) => {
  const { db } = database;
  await db
    .insertInto("provinces")
    .values(PROVINCES_2025.map(([code, province_name]) => ({ code, province_name })))
    .onConflict((oc) => oc.column("code").doUpdateSet((eb) => ({ province_name: eb.ref("excluded.province_name") })))
    .execute();
};
