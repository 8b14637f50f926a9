import type { Seed } from "../seed";
import { PROVINCES } from "./cards/provinces";

/**
 * Reference data of the cards feature: the 63 provinces (every database, kept up to date). The
 * SAMPLE card catalogue (./cards/sample-cards.ts) goes through the importer, from
 * server/services/seed/run-seeds.ts.
 */
export const seedCards: Seed = async (database) => {
  const { db } = database;
  await db
    .insertInto("provinces")
    .values(PROVINCES.map(([code, province_name]) => ({ code, province_name })))
    .onConflict((oc) => oc.column("code").doUpdateSet((eb) => ({ province_name: eb.ref("excluded.province_name") })))
    .execute();
};
