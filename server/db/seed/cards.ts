import { importCatalogue } from "../../services/cards/import";
import type { Seed } from "../seed";
import { PROVINCES } from "./cards/provinces";
import { sampleCards } from "./cards/sample-cards";

/**
 * Reference data and development fixtures of the cards feature: the 63 provinces (every
 * database, kept up to date), and the SAMPLE card catalogue (non-production databases, only
 * while the catalogue is empty, so an imported catalogue is never mixed with sample cards).
 */
export const seedCards: Seed = async (database, { production }) => {
  const { db } = database;
  await db
    .insertInto("provinces")
    .values(PROVINCES.map(([code, province_name]) => ({ code, province_name })))
    .onConflict((oc) => oc.column("code").doUpdateSet((eb) => ({ province_name: eb.ref("excluded.province_name") })))
    .execute();

  if (production) return;
  const any = await db.selectFrom("cards").select("id").limit(1).executeTakeFirst();
  if (any) return;
  const result = await importCatalogue(db, sampleCards(), { replace: false, sample: true, now: new Date() });
  if (!result.ok) throw new Error(`The sample card catalogue is invalid:\n${result.errors.join("\n")}`);
};
